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

/** Paged list of the graph endpoint. */
export interface PagedList<T> {
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null; startCursor: string | null };
  totalCount: number;
}

/** Paged rows of the REST list endpoints. */
export interface PagedRows<T> {
  rows: T[];
  count: number;
  currentPage?: number;
}

/** One remote in the registry the shell fetches at start (GET /api/registry). */
export interface RemoteRegistryEntry {
  /** Federation name, e.g. mfe_search. */
  name: string;
  /** URL of its mf-manifest.json (or remoteEntry.js). */
  entry: string;
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

/** Runtime configuration the shell reads at start (GET /config.json). */
export interface PortalRuntimeConfig {
  apiBase: string;
  releaseId: string;
  maintenanceMode: boolean;
  auth: {
    authority: string;
    clientId: string;
    scopes: string[];
    /** openid: the API receives the id token; oauth: the access token (spec §6). */
    mode: 'openid' | 'oauth';
    knownAuthorities: string[];
    apiScopes?: string[];
  };
  /**
   * Values for `{{name}}` placeholders in navigation paths (e.g. requestAccessFormUrl); a site's
   * customization value with the same code wins over these.
   */
  links: Record<string, string>;
  /** The third-party machine-translation script of the language picker; null when none is configured. */
  translationScriptUrl: string | null;
}
