/** The kinds of calls a rate limit counts (the server's config/rate-limit-settings.ts), as their messages name them. */
type RateLimitedKind = 'writes' | 'interactions' | 'shares' | 'exports' | 'signIn' | 'refusals';

/** "42 seconds", "1 minute", "3 minutes": the wait a message names. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * The 429 message of a rate limit: what was limited and when the user may go on (the answer's Retry-After header
 * gives the seconds). The front ends show it as the server words it.
 */
export function rateLimitMessage(kind: RateLimitedKind, retryAfterSeconds: number): string {
  const wait = waitText(retryAfterSeconds);
  switch (kind) {
    case 'shares':
      return `You have shared and sent a lot in a short time. You can share again in ${wait}.`;
    case 'exports':
      return `You have exported a lot in a short time. You can export again in ${wait}.`;
    case 'signIn':
      return `Too many sign-in attempts from this address. Wait ${wait} and try again.`;
    case 'refusals':
      return `Too many refused requests in a short time. Wait ${wait} and try again.`;
    case 'interactions':
    case 'writes':
      return `Too many changes in a short time. You can go on in ${wait}.`;
  }
}
