import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, UserStatusChange } from '@portal/contracts';
import { signedInIdentity } from '../../../../auth/signed-in-identity.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';
import { setAccountStatus } from '../../../../users/account-status.js';
import { signedInUser } from '../../../../users/upsert-signed-in-user.js';

/**
 * PUT v2/users/{userId}/status: a portal administrator disables a user (they cannot sign in, a token they hold is
 * refused at their next call and their open notification streams end: users/account-status.ts) or enables them
 * again. What they made stays, attributed to them. Nobody disables themselves (the portal would be left without the
 * administrator who could undo it).
 */
const userStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/users/:userId/status',
    {
      schema: {
        tags: ['users'],
        summary: 'Disables or enables a user (portal administrators)',
        security: BEARER_SECURITY,
        params: Type.Object({ userId: Type.Integer({ minimum: 1 }) }),
        body: UserStatusChange,
        response: {
          200: Type.Object({ userId: Type.Integer(), email: Type.String(), status: Type.String() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      preValidation: refuseUnknownFields(UserStatusChange),
    },
    async (request) => {
      const caller = await signedInUser(app.db, signedInIdentity(request));
      if (!caller.isAdministrator) throw new HttpError(403, ACCESS_MESSAGES.portalAdministratorsOnly);
      const { userId } = request.params;
      if (userId === caller.userId && request.body.status === 'disabled')
        throw new HttpError(400, 'You cannot disable your own account.');
      const changed = await setAccountStatus(app.db, userId, request.body.status);
      if (!changed) throw new HttpError(404, `No such user: ${userId}.`);
      return changed;
    },
  );
};

export default userStatusRoute;
