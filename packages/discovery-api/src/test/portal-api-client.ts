import { Agent, fetch } from 'undici';
import { signWithProviderKey } from './forged-tokens.js';

/**
 * Calls to the API of portal processes over HTTPS (their self-signed certificate trusted), as a demo account signed in
 * by the embedded provider whose keys are in `keysFrom` (a data folder), for tests of several processes serving one
 * portal at `publicUrl`: every process copied from one template holds the same keys, so one token is good on any.
 */
export function portalApiClient(options: { keysFrom: string; publicUrl: string }) {
  const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
  const bearerFor = async (email: string) => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signWithProviderKey(options.keysFrom, {
      iss: `${options.publicUrl}/oidc`,
      aud: 'discovery-portal',
      sub: `subject-${email}`,
      email,
      iat: now,
      exp: now + 3600,
    });
    return `Bearer ${token}`;
  };
  /** `path` under /api/v2/ of the process at `baseUrl`, JSON `body` when given. */
  const call = async (baseUrl: string, method: string, path: string, as: string, body?: unknown) =>
    fetch(`${baseUrl}/api/v2/${path}`, {
      method,
      dispatcher,
      headers: {
        authorization: await bearerFor(as),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { call, dispatcher, close: () => dispatcher.close() };
}
