import type { FormKind, FormSubmissionRequest, FormSubmitted, UserPreferences } from '@portal/contracts';
import { portalApi } from '../portal-api';

/** The Preferences panel (kept per user by the API) and the built-in forms. */
export const preferencesAndFormsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPreferences: build.query<UserPreferences, void>({
      query: () => 'v2/users/me/preferences',
      providesTags: ['Preferences'],
    }),
    savePreferences: build.mutation<UserPreferences, Partial<UserPreferences>>({
      query: (body) => ({ url: 'v2/users/me/preferences', method: 'PUT', body }),
      invalidatesTags: ['Preferences'],
    }),
    /** POST v2/forms/{formKind}: for a site without an external form address. */
    submitForm: build.mutation<FormSubmitted, { kind: FormKind } & FormSubmissionRequest>({
      query: ({ kind, ...body }) => ({ url: `v2/forms/${kind}`, method: 'POST', body }),
    }),
  }),
});

export const { useGetPreferencesQuery, useSavePreferencesMutation, useSubmitFormMutation } = preferencesAndFormsApi;
