/**
 * The outside BI services the server may be configured for (ARCHITECTURE §7 "Outside services"): Power BI (a
 * service principal of an Entra ID tenant that mints embed tokens) and Tableau (a connected app whose secret signs
 * the users' tokens). Each is off unless its variables are set; a half-set one is a configuration error naming
 * what is missing, so a typo does not silently turn embedding off.
 */

export interface PowerBiSettings {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** POWERBI_AUTHORITY_HOST: the Entra ID sign-in host (default https://login.microsoftonline.com). */
  authorityHost: string;
  /** POWERBI_API_URL: the Power BI REST API (default https://api.powerbi.com). */
  apiUrl: string;
}

export interface TableauSettings {
  /** The connected app's client id (the token's issuer). */
  clientId: string;
  secretId: string;
  secretValue: string;
  /** TABLEAU_HOSTS: the Tableau host names tokens are given for, lower case. */
  hosts: string[];
}

type Read = (name: string) => string | undefined;

const POWER_BI_REQUIRED = ['POWERBI_TENANT_ID', 'POWERBI_CLIENT_ID', 'POWERBI_CLIENT_SECRET'] as const;
const TABLEAU_REQUIRED = ['TABLEAU_CLIENT_ID', 'TABLEAU_SECRET_ID', 'TABLEAU_SECRET_VALUE', 'TABLEAU_HOSTS'] as const;

/** What is missing when some of the variables are set and others not; undefined when all or none are set. */
function missingOf(read: Read, names: readonly string[]): string[] | undefined {
  const missing = names.filter((name) => read(name) === undefined);
  return missing.length === 0 || missing.length === names.length ? undefined : missing;
}

const list = (names: readonly string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export function powerBiSettingsFromEnv(read: Read, problems: string[]): PowerBiSettings | undefined {
  const missing = missingOf(read, POWER_BI_REQUIRED);
  if (missing) {
    problems.push(`${list(POWER_BI_REQUIRED)} must be set together for Power BI embedding (${list(missing)} missing).`);
    return undefined;
  }
  const authorityHost = httpUrl('POWERBI_AUTHORITY_HOST', read('POWERBI_AUTHORITY_HOST'), problems);
  const apiUrl = httpUrl('POWERBI_API_URL', read('POWERBI_API_URL'), problems);
  const [tenantId, clientId, clientSecret] = POWER_BI_REQUIRED.map(read);
  if (!tenantId || !clientId || !clientSecret) return undefined;
  return {
    tenantId,
    clientId,
    clientSecret,
    authorityHost: authorityHost ?? 'https://login.microsoftonline.com',
    apiUrl: apiUrl ?? 'https://api.powerbi.com',
  };
}

export function tableauSettingsFromEnv(read: Read, problems: string[]): TableauSettings | undefined {
  const missing = missingOf(read, TABLEAU_REQUIRED);
  if (missing) {
    problems.push(`${list(TABLEAU_REQUIRED)} must be set together for Tableau embedding (${list(missing)} missing).`);
    return undefined;
  }
  const [clientId, secretId, secretValue, hostList] = TABLEAU_REQUIRED.map(read);
  if (!clientId || !secretId || !secretValue || !hostList) return undefined;
  const hosts = hostList
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const invalid = hosts.filter((host) => !/^[a-z0-9.-]+(:\d{1,5})?$/.test(host));
  if (hosts.length === 0 || invalid.length > 0) {
    problems.push(
      `TABLEAU_HOSTS must be host names separated by commas, such as tableau.example.com,10ax.online.tableau.com (got "${hostList}").`,
    );
    return undefined;
  }
  return { clientId, secretId, secretValue, hosts };
}

/** An optional http(s) base URL without its trailing slash (http is for local fakes of the service). */
function httpUrl(name: string, value: string | undefined, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  try {
    if (['http:', 'https:'].includes(new URL(value).protocol)) return value.replace(/\/+$/, '');
  } catch {
    // answered below
  }
  problems.push(`${name} must be an http(s) URL (got "${value}").`);
  return undefined;
}
