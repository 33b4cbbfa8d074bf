import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@portal/api-client';
import type { GeneratedResponse, ResponseGeneratorRequest, ResponseSection } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { draftResponse } from '../api/draft-response';

export type Drafting =
  | { status: 'idle' }
  | { status: 'drafting'; titles: string[]; drafted: ResponseSection[] }
  | { status: 'failed'; message: string };

/**
 * One draft at a time (POST v2/reponseGenerator/getResponses): its progress section by section, and its failure
 * with the server's message. Leaving the page or cancelling stops it.
 */
export function useDrafting() {
  const platform = usePlatform();
  const [drafting, setDrafting] = useState<Drafting>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (request: ResponseGeneratorRequest): Promise<GeneratedResponse | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setDrafting({ status: 'drafting', titles: request.sections ?? [], drafted: [] });
      try {
        const generated = await draftResponse(platform, request, {
          signal: controller.signal,
          onSection: (section) =>
            setDrafting((now) => (now.status === 'drafting' ? { ...now, drafted: [...now.drafted, section] } : now)),
        });
        if (controller.signal.aborted) return null;
        setDrafting({ status: 'idle' });
        return generated;
      } catch (error) {
        if (!controller.signal.aborted) setDrafting({ status: 'failed', message: errorMessage(error) });
        return null;
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [platform],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    setDrafting({ status: 'idle' });
  }, []);

  return { drafting, start, cancel };
}
