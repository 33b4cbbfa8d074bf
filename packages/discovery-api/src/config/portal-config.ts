import { AI_LIMITS } from '@portal/contracts';
import { rateLimitsFromEnv, type RateLimitSettings } from './rate-limit-settings.js';
import { resolve } from 'node:path';
import {
  powerBiSettingsFromEnv,
  tableauSettingsFromEnv,
  type PowerBiSettings,
  type TableauSettings,
} from './bi-settings.js';
import { packageVersion, repositoryRoot } from './package-paths.js';
import { embeddingSettingsFromEnv, type EmbeddingSettings } from './embedding-settings.js';
import { videoIndexerFromEnv, type VideoIndexerConfig } from './video-indexer-config.js';

export type AuthMode = 'openid' | 'oauth';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AuthConfig {
  /** True when the server runs its own OpenID provider at `${publicUrl}/oidc`. */
  embeddedProvider: boolean;
  /** Issuer identifier the sign-in authority publishes (for an external provider: as configured). */
  authority: string;
  clientId: string;
  scopes: string[];
  mode: AuthMode;
  /** OIDC_AUDIENCE: the resource the API stands for; the audience of access tokens in oauth mode. */
  apiAudience: string;
  /** Scopes a client asks for to get an access token for the API (oauth mode). */
  apiScopes: string[];
  /** Audience a bearer token must carry: the client id (id token) or the API audience (access token). */
  tokenAudience: string;
}

export interface PortalConfig {
  port: number;
  portalHost: string;
  listenHost: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PGLITE_SHARED_BUFFERS: the embedded database's buffer cache (PostgreSQL size, default 1GB). At 100k documents
   * the search indexes (vector 255 MB, BM25 94 MB) and the rows they point to stay in memory with 1GB; with
   * PostgreSQL's default of 128MB a semantic query reads most of its index pages from files (p50 7.6 ms, 3.5 ms
   * with 1GB). Ignored with DATABASE_URL (the server's own setting applies).
   */
  pgliteSharedBuffers: string;
  tls: { certFile: string; keyFile: string } | undefined;
  auth: AuthConfig;
  azureStorageConnectionString: string | undefined;
  webRoot: string;
  registryFile: string;
  maintenanceMode: boolean;
  /**
   * PORTAL_DEV_REMOTES=true: the embedded provider also accepts the remotes' standalone dev servers
   * (https://localhost:3100–3107) as redirect URIs and CORS origins, for `pnpm --filter <remote> dev`.
   * Off unless set; refused unless PUBLIC_URL is on localhost, so a deployed portal never registers them.
   */
  devRemotes: boolean;
  /**
   * PORTAL_TEST_FAULTS=on: the server runs its tests, so it honours the uploader payloads' test-injection flags
   * (BulkError, InjectError, FakeErrorMessage; requestedFaults in src/uploader/upload-answers.ts). Off unless set,
   * and refused unless PUBLIC_URL is on localhost: a deployed portal accepts the flags (they are in the spec's
   * payloads) and ignores them. The API test servers (src/test/test-server.ts) turn it on.
   */
  testFaults: boolean;
  /**
   * PORTAL_WORKERS=off: this API instance runs no job workers (ingest, BI exports, site duplication) and only queues
   * jobs, which `portal worker` processes take (several instances on one PostgreSQL server, `portal serve --workers`).
   * On by default: one process does everything.
   */
  runWorkers: boolean;
  /**
   * PORTAL_JOB_EXPIRE_SECONDS: how long an ingest job may stay taken before it counts as lost (its worker died,
   * was killed or lost the database) and is run again (900, pg-boss's own default; at least 2). Every process checks
   * for lost jobs at a third of it (at most every 120 s, pg-boss's maintenance interval). A file's processing holds
   * its own time limits well inside it.
   */
  jobExpireSeconds: number;
  releaseId: string;
  /**
   * PORTAL_ENVIRONMENT: production (the default), or the name of another environment (staging, test: lower-case
   * letters, digits and dashes, at most 32), which the footer of every page names. The spec's "chart license value"
   * has no counterpart: the charts (recharts) need no licence key.
   */
  environment: string;
  logLevel: LogLevel;
  /** PORTAL_LINKS: values for `{{name}}` placeholders in navigation paths, sent to the shell in /config.json. */
  links: Record<string, string>;
  /** TRANSLATION_SCRIPT_URL: the language picker's machine-translation script (https), or null. */
  translationScriptUrl: string | null;
  /** EMBEDDINGS_*: the local word vectors (default) or an OpenAI-compatible embeddings server. */
  embeddings: EmbeddingSettings;
  /**
   * POWERBI_TENANT_ID, POWERBI_CLIENT_ID, POWERBI_CLIENT_SECRET (a service principal; optional POWERBI_AUTHORITY_HOST
   * and POWERBI_API_URL): Power BI embed tokens for dashboard assets. Undefined when not configured.
   */
  powerBi: PowerBiSettings | undefined;
  /** TABLEAU_CLIENT_ID, TABLEAU_SECRET_ID, TABLEAU_SECRET_VALUE, TABLEAU_HOSTS: Tableau connected-app tokens. */
  tableau: TableauSettings | undefined;
  /** VIDEO_INDEXER_ACCOUNT_ID, _LOCATION, _API_KEY (optional _API_URL): Azure Video Indexer for video insights; null: local. */
  videoIndexer: VideoIndexerConfig | null;
  /**
   * AI_CALLS_PER_HOUR: AI calls one user may make per hour (default AI_LIMITS.callsPerHour); AI_TIMEOUT_MS: how long
   * one call to an AI service may take (default 60 s). Which service answers is each site's AI deployment (GPT
   * configuration); without one, the local extractive assistant, whose work on a text runs in worker threads for at
   * most AI_LOCAL_TIMEOUT_MS (default 15 s; ai/local/local-assistant.ts).
   */
  ai: { callsPerHour: number; timeoutMs: number; localTimeoutMs: number };
  /** RATE_LIMIT_<KIND>: requests per window of each kind, per user or address (config/rate-limit-settings.ts). */
  rateLimits: RateLimitSettings;
  /** AUDITED_REFUSALS: refused calls of one caller written to the audit log one by one in a refusals window (10). */
  auditedRefusals: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server configuration is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Environment = Record<string, string | undefined>;

/** The scope a client asks the embedded provider for to get an access token for the API (oauth mode). */
export const EMBEDDED_API_SCOPE = 'api';

/** Reads the environment into a typed configuration; every problem is reported at once, naming its variable. */
/** PORTAL_ENVIRONMENT, checked: a short lower-case name; production when unset. */
function environmentOf(value: string | undefined): string {
  const environment = (value ?? 'production').trim().toLowerCase();
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(environment))
    throw new ConfigError([
      `PORTAL_ENVIRONMENT must be a short name of letters, digits and dashes (production, staging, test); it is "${value}".`,
    ]);
  return environment;
}

export function loadConfig(env: Environment = process.env, cwd: string = process.cwd()): PortalConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const port = parsePort(read('PORT'), problems);
  const portalHost = read('PORTAL_HOST') ?? 'localhost';
  const publicUrl = parseHttpsUrl('PUBLIC_URL', read('PUBLIC_URL') ?? `https://${portalHost}:${port}`, problems);
  const dataDir = resolve(cwd, read('PORTAL_DATA_DIR') ?? './data');

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection URL.');
  }

  const pgliteSharedBuffers = read('PGLITE_SHARED_BUFFERS') ?? '1GB';
  if (!/^\d+(kB|MB|GB)$/.test(pgliteSharedBuffers)) {
    problems.push(`PGLITE_SHARED_BUFFERS must be a size such as 512MB or 1GB (got "${pgliteSharedBuffers}").`);
  }

  const certFile = read('TLS_CERT_FILE');
  const keyFile = read('TLS_KEY_FILE');
  if ((certFile === undefined) !== (keyFile === undefined)) {
    problems.push(
      'TLS_CERT_FILE and TLS_KEY_FILE must be set together (or neither, for a generated self-signed certificate).',
    );
  }
  const tls = certFile && keyFile ? { certFile: resolve(cwd, certFile), keyFile: resolve(cwd, keyFile) } : undefined;

  const externalIssuer = read('OIDC_ISSUER');
  if (externalIssuer !== undefined) parseHttpsUrl('OIDC_ISSUER', externalIssuer, problems);

  const mode = read('AUTH_MODE') ?? 'openid';
  if (mode !== 'openid' && mode !== 'oauth') {
    problems.push(`AUTH_MODE must be "openid" or "oauth" (got "${mode}").`);
  }
  const authMode: AuthMode = mode === 'oauth' ? 'oauth' : 'openid';
  const clientId = read('OIDC_CLIENT_ID') ?? 'discovery-portal';
  const apiAudience = read('OIDC_AUDIENCE') ?? `${publicUrl}/api`;
  // The embedded provider's API scope is known here; an external provider's has to be configured.
  const apiScopes = splitScopes(read('OIDC_API_SCOPES') ?? (externalIssuer ? '' : EMBEDDED_API_SCOPE));

  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}").`);
  }

  const maintenanceMode = parseBoolean('MAINTENANCE_MODE', read('MAINTENANCE_MODE'), problems);
  const devRemotes = parseBoolean('PORTAL_DEV_REMOTES', read('PORTAL_DEV_REMOTES'), problems);
  if (devRemotes && !isLocalhostUrl(publicUrl)) {
    problems.push(`PORTAL_DEV_REMOTES=true is only for a portal on https://localhost (PUBLIC_URL is "${publicUrl}").`);
  }
  const testFaults = parseOnOff('PORTAL_TEST_FAULTS', read('PORTAL_TEST_FAULTS'), problems);
  const runWorkers =
    read('PORTAL_WORKERS') === undefined || parseOnOff('PORTAL_WORKERS', read('PORTAL_WORKERS'), problems);
  const jobExpireSeconds = parseCount('PORTAL_JOB_EXPIRE_SECONDS', read('PORTAL_JOB_EXPIRE_SECONDS'), 900, problems);
  if (jobExpireSeconds < 2) problems.push('PORTAL_JOB_EXPIRE_SECONDS must be at least 2.');
  if (!runWorkers && !databaseUrl) {
    problems.push('PORTAL_WORKERS=off needs DATABASE_URL: the embedded database has no other process to run the jobs.');
  }
  if (testFaults && !isLocalhostUrl(publicUrl)) {
    problems.push(
      `PORTAL_TEST_FAULTS=on is only for a test server on https://localhost (PUBLIC_URL is "${publicUrl}").`,
    );
  }
  const links = parseLinks(read('PORTAL_LINKS'), problems);
  const translationScriptUrl = parseScriptUrl('TRANSLATION_SCRIPT_URL', read('TRANSLATION_SCRIPT_URL'), problems);
  const webRoot = read('PORTAL_WEB_ROOT');
  const registryFile = read('PORTAL_REGISTRY_FILE');
  let embeddings: EmbeddingSettings = { kind: 'local' };
  try {
    embeddings = embeddingSettingsFromEnv(env);
  } catch (error) {
    problems.push((error as Error).message);
  }

  const powerBi = powerBiSettingsFromEnv(read, problems);
  const tableau = tableauSettingsFromEnv(read, problems);
  const videoIndexer = videoIndexerFromEnv(read, problems);
  const ai = {
    callsPerHour: parseCount('AI_CALLS_PER_HOUR', read('AI_CALLS_PER_HOUR'), AI_LIMITS.callsPerHour, problems),
    timeoutMs: parseCount('AI_TIMEOUT_MS', read('AI_TIMEOUT_MS'), 60_000, problems),
    localTimeoutMs: parseCount('AI_LOCAL_TIMEOUT_MS', read('AI_LOCAL_TIMEOUT_MS'), 15_000, problems),
  };
  const rateLimits = rateLimitsFromEnv(read, ai.callsPerHour, problems);
  const auditedRefusals = parseCount('AUDITED_REFUSALS', read('AUDITED_REFUSALS'), 10, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    portalHost,
    listenHost: read('PORTAL_LISTEN_HOST') ?? '127.0.0.1',
    publicUrl,
    dataDir,
    databaseUrl,
    pgliteSharedBuffers,
    tls,
    auth: {
      embeddedProvider: externalIssuer === undefined,
      authority: externalIssuer ?? `${publicUrl}/oidc`,
      clientId,
      scopes: splitScopes(read('OIDC_SCOPES') ?? 'openid profile email'),
      mode: authMode,
      apiAudience,
      apiScopes,
      tokenAudience: authMode === 'oauth' ? apiAudience : clientId,
    },
    azureStorageConnectionString: read('AZURE_STORAGE_CONNECTION_STRING'),
    webRoot: webRoot ? resolve(cwd, webRoot) : repositoryRoot,
    registryFile: registryFile ? resolve(cwd, registryFile) : resolve(dataDir, 'registry.json'),
    maintenanceMode,
    devRemotes,
    testFaults,
    runWorkers,
    jobExpireSeconds,
    releaseId: read('RELEASE_ID') ?? packageVersion,
    environment: environmentOf(read('PORTAL_ENVIRONMENT')),
    logLevel: logLevel as LogLevel,
    links,
    translationScriptUrl,
    embeddings,
    powerBi,
    tableau,
    videoIndexer,
    ai,
    rateLimits,
    auditedRefusals,
  };
}

function parseCount(name: string, value: string | undefined, fallback: number, problems: string[]): number {
  if (value === undefined) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    problems.push(`${name} must be a whole number of 1 or more (it is "${value}").`);
    return fallback;
  }
  return count;
}

function parsePort(value: string | undefined, problems: string[]): number {
  if (value === undefined) return 8443;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number between 1 and 65535 (got "${value}").`);
    return 8443;
  }
  return port;
}

function parseHttpsUrl(name: string, value: string, problems: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${name} must be an absolute URL (got "${value}").`);
    return value;
  }
  if (url.protocol !== 'https:') {
    // Browsers' sign-in library (MSAL) refuses an authority that is not https.
    problems.push(`${name} must use https (got "${value}").`);
  }
  return value.replace(/\/+$/, '');
}

function isLocalhostUrl(value: string): boolean {
  try {
    return new URL(value).hostname === 'localhost';
  } catch {
    return false;
  }
}

/** A placeholder name as it appears in `{{name}}`. */
const LINK_NAME = /^[A-Za-z][\w.-]*$/;
const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'];

/** PORTAL_LINKS: a JSON object of placeholder names to http(s) or mailto: addresses; {} when unset. */
function parseLinks(value: string | undefined, problems: string[]): Record<string, string> {
  if (value === undefined) return {};
  const example = '{"requestAccessFormUrl":"https://forms.example.com/request-access"}';
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    problems.push(
      `PORTAL_LINKS must be a JSON object such as ${example} (it is not valid JSON: ${(error as Error).message}).`,
    );
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problems.push(
      `PORTAL_LINKS must be a JSON object such as ${example} (got ${Array.isArray(parsed) ? 'an array' : JSON.stringify(parsed)}).`,
    );
    return {};
  }
  const links: Record<string, string> = {};
  for (const [name, address] of Object.entries(parsed)) {
    if (!LINK_NAME.test(name)) {
      problems.push(`PORTAL_LINKS: "${name}" is not a placeholder name (a letter, then letters, digits, _, . or -).`);
      continue;
    }
    if (typeof address !== 'string' || !isLinkAddress(address)) {
      problems.push(
        `PORTAL_LINKS.${name} must be an http(s) URL or a mailto: address (got ${JSON.stringify(address)}).`,
      );
      continue;
    }
    links[name] = address;
  }
  return links;
}

function isLinkAddress(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (!LINK_PROTOCOLS.includes(url.protocol)) return false;
  return url.protocol === 'mailto:' ? url.pathname.length > 0 : url.host.length > 0;
}

/** An optional https address kept exactly as given (a script URL's query matters). */
function parseScriptUrl(name: string, value: string | undefined, problems: string[]): string | null {
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${name} must be an absolute https URL (got "${value}").`);
    return null;
  }
  if (url.protocol !== 'https:') {
    problems.push(`${name} must use https (got "${value}").`);
    return null;
  }
  return value;
}

/** A switch written as one of two words (`yes` for true, `no` for false), case aside; unset is false. */
function parseSwitch(
  name: string,
  value: string | undefined,
  problems: string[],
  [yes, no]: [string, string],
): boolean {
  if (value === undefined) return false;
  const normalised = value.toLowerCase();
  if (normalised === yes) return true;
  if (normalised === no) return false;
  problems.push(`${name} must be "${yes}" or "${no}" (got "${value}").`);
  return false;
}

const parseBoolean = (name: string, value: string | undefined, problems: string[]) =>
  parseSwitch(name, value, problems, ['true', 'false']);
const parseOnOff = (name: string, value: string | undefined, problems: string[]) =>
  parseSwitch(name, value, problems, ['on', 'off']);

function splitScopes(value: string): string[] {
  return value.split(/[\s,]+/).filter((scope) => scope.length > 0);
}
