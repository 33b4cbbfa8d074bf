import { Type, type Static } from 'typebox';

/** Every error the discovery API returns: `error` is the human-readable message shown as-is. */
export const ApiError = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    error: Type.String({ description: 'What went wrong, in words the front end shows as-is.' }),
  },
  { title: 'Error' },
);
export type ApiError = Static<typeof ApiError>;

/** One remote in the registry the shell fetches at start (GET /api/registry). */
const RemoteRegistryEntry = Type.Object(
  {
    name: Type.String({ description: 'Federation name, e.g. mfe_search' }),
    entry: Type.String({ description: 'URL of the remote’s mf-manifest.json' }),
  },
  { title: 'RemoteEntry' },
);
type RemoteRegistryEntry = Static<typeof RemoteRegistryEntry>;

/** GET /api/registry answer. */
export const RemoteRegistry = Type.Object({ remotes: Type.Array(RemoteRegistryEntry) }, { title: 'RemoteRegistry' });
export type RemoteRegistry = Static<typeof RemoteRegistry>;

/** Runtime configuration the shell reads at start (GET /config.json). */
export const PortalRuntimeConfig = Type.Object(
  {
    apiBase: Type.String(),
    releaseId: Type.String(),
    environment: Type.Optional(
      Type.String({
        maxLength: 32,
        description:
          'PORTAL_ENVIRONMENT: the deployment’s environment (spec §9 "environment flag"); absent or production in production. The footer names any other (staging, test) so nobody mistakes it for the real portal.',
      }),
    ),
    maintenanceMode: Type.Boolean(),
    auth: Type.Object({
      authority: Type.String(),
      clientId: Type.String(),
      scopes: Type.Array(Type.String()),
      mode: Type.Union([Type.Literal('openid'), Type.Literal('oauth')], {
        description: 'openid: the API receives the id token; oauth: the access token (spec §6).',
      }),
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
export type PortalRuntimeConfig = Static<typeof PortalRuntimeConfig>;
