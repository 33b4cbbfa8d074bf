/**
 * Azure Video Indexer (classic API) settings, read by src/config.ts:
 *   VIDEO_INDEXER_ACCOUNT_ID, VIDEO_INDEXER_LOCATION, VIDEO_INDEXER_API_KEY  all three, or none (then the local
 *                                                                         provider answers video insights)
 *   VIDEO_INDEXER_API_URL                                                 default https://api.videoindexer.ai
 * The API URL must be https; plain http is accepted only for a loopback host (the tests' fake of the API).
 */
export interface VideoIndexerConfig {
  accountId: string;
  location: string;
  apiKey: string;
  /** The API's base URL, without a trailing slash. */
  apiUrl: string;
}

export const VIDEO_INDEXER_DEFAULT_API_URL = 'https://api.videoindexer.ai';

const REQUIRED = ['VIDEO_INDEXER_ACCOUNT_ID', 'VIDEO_INDEXER_LOCATION', 'VIDEO_INDEXER_API_KEY'] as const;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The Video Indexer settings, or null when none of the three is set; problems are pushed naming the variable. */
export function videoIndexerFromEnv(
  read: (name: string) => string | undefined,
  problems: string[],
): VideoIndexerConfig | null {
  const [accountId, location, apiKey] = REQUIRED.map((name) => read(name));
  const apiUrlValue = read('VIDEO_INDEXER_API_URL');
  const given = REQUIRED.filter((_, index) => [accountId, location, apiKey][index] !== undefined);
  if (given.length === 0) {
    if (apiUrlValue !== undefined)
      problems.push(`VIDEO_INDEXER_API_URL is set but ${REQUIRED.join(', ')} are not (set all three to use it).`);
    return null;
  }
  if (given.length < REQUIRED.length) {
    const missing = REQUIRED.filter((name) => !given.includes(name));
    problems.push(`${REQUIRED.join(', ')} must be set together (missing ${missing.join(', ')}).`);
    return null;
  }
  if (!/^[A-Za-z0-9-]+$/.test(location!) || !/^[A-Za-z0-9-]+$/.test(accountId!)) {
    problems.push(
      'VIDEO_INDEXER_LOCATION and VIDEO_INDEXER_ACCOUNT_ID must be plain names (letters, digits and -), e.g. trial or westus2.',
    );
    return null;
  }
  const apiUrl = apiUrlValue ?? VIDEO_INDEXER_DEFAULT_API_URL;
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    problems.push(`VIDEO_INDEXER_API_URL must be an absolute URL (got "${apiUrl}").`);
    return null;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    problems.push(`VIDEO_INDEXER_API_URL must use https (got "${apiUrl}").`);
    return null;
  }
  return { accountId: accountId!, location: location!, apiKey: apiKey!, apiUrl: apiUrl.replace(/\/+$/, '') };
}
