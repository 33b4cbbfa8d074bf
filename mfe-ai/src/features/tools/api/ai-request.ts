import type { AiError } from '@portal/contracts';
import type { Platform } from '@portal/platform';

/** The message of a failed AI call: the server's errorMessage (spec §7), else its error, else the status. */
export async function failureMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as Partial<AiError> | null;
  for (const message of [body?.errorMessage, body?.error])
    if (typeof message === 'string' && message.trim() !== '') return message;
  return `The server answered with status ${response.status}.`;
}

/**
 * POSTs a JSON body to the API with the user's bearer token (as the API client's base query does) and returns the
 * answer once its headers are in, for a caller that reads it as a stream or a file. A failed answer throws the
 * server's message; a request that never got an answer throws a readable reason (an abort is rethrown as it is).
 */
export async function postToApi(
  platform: Pick<Platform, 'auth' | 'apiBase'>,
  path: string,
  body: unknown,
  { accept, signal }: { accept: string; signal?: AbortSignal },
): Promise<Response> {
  const token = await platform.auth.getToken();
  let response: Response;
  try {
    response = await fetch(`${platform.apiBase.replace(/\/$/, '')}/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: accept },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error('The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) throw new Error(await failureMessage(response));
  return response;
}
