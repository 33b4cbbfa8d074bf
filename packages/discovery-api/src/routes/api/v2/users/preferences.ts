import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserPreferences, UserPreferencesChanges } from '@portal/contracts';
import { signedInIdentity } from '../../../../auth/signed-in-identity.js';
import { errorResponses } from '../../../../http/error-response.js';
import { upsertSignedInUser } from '../../../../users/upsert-signed-in-user.js';
import {
  checkPreferenceChanges,
  toUserPreferences,
  updateUserPreferences,
} from '../../../../users/user-preferences.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * `GET/PUT /api/v2/users/me/preferences`: the Preferences panel's choices, kept per user in
 * users.preferences (jsonb) so they follow the user to any browser.
 */
const userPreferencesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/me/preferences',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's preferences: result renderer, rows per page and language (null when not chosen)",
        security: BEARER_SECURITY,
        response: { 200: UserPreferences, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await upsertSignedInUser(app.db, signedInIdentity(request));
      return toUserPreferences(user.preferences);
    },
  );

  app.put(
    '/users/me/preferences',
    {
      schema: {
        tags: ['users'],
        summary: "Changes the signed-in user's preferences and answers with all of them",
        description: 'Only the keys present in the body change; null clears one. An unknown key is refused with 400.',
        security: BEARER_SECURITY,
        body: UserPreferencesChanges,
        response: { 200: UserPreferences, ...errorResponses(400, 401) },
      },
      // Before Fastify's validation, which would coerce values and silently drop unknown keys.
      preValidation: async (request) => {
        checkPreferenceChanges(request.body);
      },
    },
    async (request) => {
      const changes = checkPreferenceChanges(request.body);
      const user = await upsertSignedInUser(app.db, signedInIdentity(request));
      return updateUserPreferences(app.db, user.userId, changes);
    },
  );
};

export default userPreferencesRoute;
