import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import type { Platform } from '@portal/platform';
import { toPortalError, type PortalQueryError } from './portal-error';

/** The thunk extra argument of every app store: the platform the shell handed over. */
export interface PortalThunkExtra {
  platform: Platform;
}

/**
 * RTK Query base: the discovery API's base address, a fresh bearer token on every call, readable errors.
 *
 * Failures and the spec's error catalogue (calls doc §8): where the catalogue says a failure is "logged" and the
 * call returns null or an empty page (uploader calls, collection assets, removal from a group, file download, pin
 * and unpin, preview and imagery replacement, version creation, related collections, assigning groups), the portal
 * does what the asset portals it is measured against do: the screen that made the call says what failed, in the
 * server's words, where it happened, and changes nothing. The log is the server's: every refused or failed call is
 * in its request log with the request id (and in the audit log when it changed something). The failures the
 * catalogue says are logged and ignored (likes, views, shares, dashboard insights) are logged here in the browser
 * console by the screens that ignore them, and the figures fetched again.
 */
export const portalBaseQuery: BaseQueryFn<string | FetchArgs, unknown, PortalQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const { platform } = api.extra as PortalThunkExtra;
  let token: string;
  try {
    token = await platform.auth.getToken();
  } catch (error) {
    return { error: { status: 401, message: error instanceof Error ? error.message : 'Sign-in required.' } };
  }
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: platform.apiBase,
    prepareHeaders: (headers) => {
      headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
  const result = await rawBaseQuery(args, api, extraOptions);
  return result.error ? { error: toPortalError(result.error), meta: result.meta } : result;
};
