import type { GeneratedResponse, ResponseGeneratorRequest, ResponseSection } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { postAiStream } from '../../../lib/stream/ai-stream';

/**
 * POST v2/reponseGenerator/getResponses: drafts the sections of a response from the site's documents, through the
 * AI stream reader (lib/stream/ai-stream.ts): each `section` is handed to `onSection` as soon as it is drafted, and
 * `done` carries the whole response; `error` carries an AiError, thrown with its errorMessage. A server that answers
 * with plain JSON gives the whole response at once. Aborting the signal stops the call and the stream.
 */
export function draftResponse(
  platform: Pick<Platform, 'auth' | 'apiBase'>,
  request: ResponseGeneratorRequest,
  { onSection, signal }: { onSection?: (section: ResponseSection) => void; signal?: AbortSignal } = {},
): Promise<GeneratedResponse> {
  return postAiStream<GeneratedResponse>(platform, 'v2/reponseGenerator/getResponses', request, {
    signal,
    onEvent: (event, data) => {
      if (event === 'section') onSection?.(data as ResponseSection);
    },
  });
}
