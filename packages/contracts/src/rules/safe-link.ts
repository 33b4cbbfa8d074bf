/** The schemes a link the portal shows may use: web pages and e-mail addresses. */
const SAFE_LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:'];

/**
 * Whether a value is a link the portal may show to people (quick links, a user guide, a request form): an absolute
 * http(s) or mailto: address. `javascript:`, `data:`, relative and unparsable values are refused, whatever their case
 * or the spaces around them (URL parsing reads the scheme as browsers do).
 */
export function isSafeLink(value: string): boolean {
  if (!URL.canParse(value)) return false;
  return SAFE_LINK_PROTOCOLS.includes(new URL(value).protocol);
}
