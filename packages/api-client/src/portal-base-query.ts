import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import type { Platform } from '@portal/platform';
import { toPortalError, type PortalQueryError } from './portal-error';

/** The thunk extra argument of every app store: the platform the shell handed over. */
export interface PortalThunkExtra {
  platform: Platform;
}

/** RTK Query base: the discovery API's base address, a fresh bearer token on every call, readable errors. */
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
