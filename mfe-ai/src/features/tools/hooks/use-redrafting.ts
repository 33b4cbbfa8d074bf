import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { draftResponse } from '../api/draft-response';
import { changingResponse } from '../state/response-session';
import { withRedrafted, type WorkingResponse } from '../state/working-response';
import { useResponseSession } from './use-response-session';

/** Where the redraft of a section is: under way, or failed with the server's message. */
export type Redraft = { status: 'running' } | { status: 'failed'; message: string };

/**
 * Drafts one section of a response again (POST v2/reponseGenerator/getResponses with that section only) and puts
 * the new draft in its place. Sections redraft side by side; leaving the page stops them.
 */
export function useRedrafting(response: WorkingResponse) {
  const platform = usePlatform();
  const { update } = useResponseSession();
  const [redrafts, setRedrafts] = useState<Record<string, Redraft>>({});
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const settle = useCallback(
    (key: string, redraft: Redraft | null) =>
      setRedrafts(({ [key]: _settled, ...others }) => (redraft ? { ...others, [key]: redraft } : others)),
    [],
  );

  const { id, query, siteId, sections } = response;
  const redraft = useCallback(
    async (key: string) => {
      const title = sections.find((section) => section.key === key)?.title;
      if (title === undefined) return;
      const controller = new AbortController();
      controllers.current.add(controller);
      setRedrafts((now) => ({ ...now, [key]: { status: 'running' } }));
      try {
        const generated = await draftResponse(
          platform,
          { query, index: siteId, sections: [title] },
          { signal: controller.signal },
        );
        const section = generated.sections[0];
        if (!section) throw new Error('The server sent no draft for this section. Please try again.');
        update(changingResponse(id, withRedrafted(key, section, generated.provider)));
        settle(key, null);
      } catch (error) {
        if (!controller.signal.aborted) settle(key, { status: 'failed', message: errorMessage(error) });
      } finally {
        controllers.current.delete(controller);
      }
    },
    [platform, update, settle, id, query, siteId, sections],
  );

  const dismiss = useCallback((key: string) => settle(key, null), [settle]);
  return { redrafts, redraft, dismiss };
}
