import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';

/**
 * The AI services a site administrator configures are called by the server, with the site's passages: without a
 * guard, an address on the server's own network (loopback, the cloud's metadata service, a private range) would make
 * the portal post there and tell the asker what answered (server-side request forgery). So an AI endpoint's
 * connections go only to public addresses: every connection, a redirect's included, resolves the host name itself and
 * connects to the address it checked (no second lookup to rebind), and refuses the host when any of its addresses is
 * not public. A deployment a portal administrator marked internal (ai_endpoints.internal_network) is called without
 * the guard.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local translation
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is a public one (an IPv4 address written as IPv6 is judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return isPublicAddress(mapped);
    return !NOT_PUBLIC.check(address, 'ipv6');
  }
  return !NOT_PUBLIC.check(address, 'ipv4');
}

/** A connection the guard refused: the message names the host, never what answers there. */
export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} is not a public address`);
    this.name = 'PrivateAddressError';
  }
}

export type Resolve = (host: string) => Promise<string[]>;

const resolveWithDns: Resolve = async (host) => (await lookup(host, { all: true })).map((entry) => entry.address);

/** The public address to connect to for a host; PrivateAddressError when it (or any of its addresses) is not one. */
export async function publicAddressOf(host: string, resolve: Resolve = resolveWithDns): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [bare] : await resolve(bare);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw new PrivateAddressError(bare);
  return addresses[0]!;
}

/** An undici dispatcher whose every connection goes to a checked public address of its host. */
export function publicOnlyDispatcher(resolve: Resolve = resolveWithDns): Agent {
  const connect = buildConnector({});
  return new Agent({
    connect: (options, callback) => {
      publicAddressOf(options.hostname, resolve).then(
        (address) =>
          connect(
            {
              ...options,
              hostname: address,
              // TLS still checks the certificate against the host's name.
              servername: options.servername ?? (isIP(options.hostname) ? undefined : options.hostname),
            },
            callback,
          ),
        (error: unknown) => callback(error as Error, null),
      );
    },
  });
}

let shared: Agent | undefined;

/** A fetch (for the `openai` client) that reaches public addresses only. */
export function publicOnlyFetch(): typeof globalThis.fetch {
  shared ??= publicOnlyDispatcher();
  const dispatcher = shared;
  return ((input: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) =>
    undiciFetch(input, { ...init, dispatcher })) as unknown as typeof globalThis.fetch;
}

/** Whether an endpoint address is written as a name or number that is plainly not public (checked when it is saved). */
export function isPlainlyPrivateUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && !isPublicAddress(host);
}
