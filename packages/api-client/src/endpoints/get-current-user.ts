import type { UserProfile } from '@portal/contracts';
import { portalApi } from '../portal-api';

/** GET v2/users/me: the signed-in user's profile (created on first sign-in from the token's claims). */
export const currentUserApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<UserProfile, void>({ query: () => 'v2/users/me', providesTags: ['User'] }),
  }),
});

export const { useGetCurrentUserQuery } = currentUserApi;
