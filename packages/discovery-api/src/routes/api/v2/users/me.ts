import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserProfile } from '@portal/contracts';
import { signedInIdentity } from '../../../../auth/signed-in-identity.js';
import { errorResponses } from '../../../../http/error-response.js';
import { managedSiteIds } from '../../../../sites/user-group-admin.js';
import { upsertSignedInUser } from '../../../../users/upsert-signed-in-user.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const currentUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (created on first sign-in from the token’s claims)',
        security: BEARER_SECURITY,
        response: { 200: UserProfile, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await upsertSignedInUser(app.db, signedInIdentity(request));
      return {
        userId: user.userId,
        email: user.email,
        givenName: user.givenName,
        lastName: user.lastName,
        name: user.name,
        picture: user.picture,
        lastLogin: (user.lastLogin ?? user.updated).toISOString(),
        status: user.status,
        isAdministrator: user.isAdministrator,
        managedSiteIds: await managedSiteIds(app.db, user),
      };
    },
  );
};

export default currentUserRoute;
