/**
 * Where browsers reach blob storage. Everything the API hands to a browser (SAS URLs, the site's
 * `containerUrl`) goes through here, so it points at the blob service the server really uses — the
 * `deployment_indexes.container_url` column is not consulted (the demo seed stores a placeholder there).
 *
 * - Azure (AZURE_STORAGE_CONNECTION_STRING): the account's own URL, e.g. https://acct.blob.core.windows.net.
 * - Embedded Azurite: `${publicUrl}/blob/<account>`, the portal's own origin. Azurite listens on
 *   http://127.0.0.1:<random port>, which an https portal page may not call (mixed content) and which
 *   is not reachable from other machines; the portal proxies that path to Azurite (blob/azurite-proxy.ts).
 *   A SAS signature does not cover the host name, so a SAS signed for Azurite is valid through the proxy.
 */
export interface BlobAccount {
  accountName: string;
  /** The account URL browsers use, without a trailing slash. */
  publicUrl: string;
  /** Azurite's own account URL when browsers reach it through the portal's proxy; undefined with Azure. */
  proxiedUrl?: string;
}

/** The path on the portal's origin under which Azurite's accounts are proxied. */
export const BLOB_PROXY_PATH = '/blob';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The account as browsers see it: directly, or through the portal's proxy for an embedded Azurite. */
export function blobAccountFor(options: {
  accountName: string;
  accountUrl: string;
  portalPublicUrl: string;
  proxied: boolean;
}): BlobAccount {
  const accountUrl = withoutTrailingSlash(options.accountUrl);
  if (!options.proxied) return { accountName: options.accountName, publicUrl: accountUrl };
  return {
    accountName: options.accountName,
    publicUrl: `${withoutTrailingSlash(options.portalPublicUrl)}${BLOB_PROXY_PATH}/${options.accountName}`,
    proxiedUrl: accountUrl,
  };
}

/** A URL of the blob service (from an SDK client's `.url`) as browsers must call it. */
export function toPublicBlobUrl(account: BlobAccount, url: string): string {
  if (!account.proxiedUrl) return url;
  if (
    url !== account.proxiedUrl &&
    !url.startsWith(`${account.proxiedUrl}/`) &&
    !url.startsWith(`${account.proxiedUrl}?`)
  ) {
    throw new Error(`${url} is not a URL of the blob account ${account.proxiedUrl}.`);
  }
  return account.publicUrl + url.slice(account.proxiedUrl.length);
}
