import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import type { PortalRuntimeConfig } from '@portal/contracts';

const RuntimeConfig = Type.Object(
  {
    apiBase: Type.String(),
    releaseId: Type.String(),
    maintenanceMode: Type.Boolean(),
    auth: Type.Object({
      authority: Type.String(),
      clientId: Type.String(),
      scopes: Type.Array(Type.String()),
      mode: Type.Union([Type.Literal('openid'), Type.Literal('oauth')]),
      knownAuthorities: Type.Array(Type.String(), { description: 'host:port of the authority, for MSAL' }),
      apiScopes: Type.Optional(
        Type.Array(Type.String(), { description: 'oauth mode: scopes of the API access token' }),
      ),
    }),
    links: Type.Record(Type.String(), Type.String(), {
      description:
        "Values for {{name}} placeholders in navigation paths (PORTAL_LINKS); a site's customization value with the same code wins.",
    }),
    translationScriptUrl: Type.Union([Type.String(), Type.Null()], {
      description:
        "The language picker's machine-translation script (TRANSLATION_SCRIPT_URL); null when none is configured.",
    }),
  },
  { title: 'RuntimeConfig' },
);

// The answer must be the PortalRuntimeConfig of @portal/contracts, which the shell reads.
const fitsContract = (config: Static<typeof RuntimeConfig>): PortalRuntimeConfig => config;
void fitsContract;

/** /config.json: what the shell needs at start, so one build runs against any deployment. */
const runtimeConfigRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { auth, releaseId, maintenanceMode, links, translationScriptUrl } = app.config;
  app.get(
    '/config.json',
    {
      schema: { tags: ['portal'], summary: 'Runtime configuration of the front end', response: { 200: RuntimeConfig } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        apiBase: '/api',
        releaseId,
        maintenanceMode,
        auth: {
          authority: auth.authority,
          clientId: auth.clientId,
          scopes: auth.scopes,
          mode: auth.mode,
          knownAuthorities: [new URL(auth.authority).host],
          ...(auth.mode === 'oauth' ? { apiScopes: auth.apiScopes } : {}),
        },
        links,
        translationScriptUrl,
      };
    },
  );
};

export default runtimeConfigRoute;
