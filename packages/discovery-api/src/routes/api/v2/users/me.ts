import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInIdentity } from '../../../../auth/signed-in-identity.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';
import { upsertSignedInUser } from '../../../../users/upsert-signed-in-user.js';

const NullableString = Type.Union([Type.String(), Type.Null()]);

const CurrentUser = Type.Object(
  {
    userId: Type.Integer(),
    email: Type.String(),
    givenName: NullableString,
    lastName: NullableString,
    name: NullableString,
    picture: NullableString,
    lastLogin: Type.String({ format: 'date-time' }),
    status: Type.String(),
    isAdministrator: Type.Boolean({
      description:
        'A portal administrator: every permission on every site, and the administration area. Site administrators are not.',
    }),
  },
  { title: 'CurrentUser' },
);

const currentUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (created on first sign-in from the token’s claims)',
        security: BEARER_SECURITY,
        response: { 200: CurrentUser, ...errorResponses(401) },
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
      };
    },
  );
};

export default currentUserRoute;
