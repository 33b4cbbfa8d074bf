import { normaliseEmail } from './accounts.js';

const MINUTE = 60_000;

export interface FailureLimit {
  /** Failed attempts within `windowMs` that start a lock. */
  maxFailures: number;
  windowMs: number;
  /** The first lock; each further lock doubles it, up to `maxLockMs`. */
  lockMs: number;
  maxLockMs: number;
}

export interface SignInThrottleOptions {
  account?: FailureLimit;
  address?: FailureLimit;
  /** Most keys remembered per kind (accounts, addresses); the least recently failed is forgotten first. */
  maxEntries?: number;
  /** How long a key's lock count is kept after its last failure. */
  forgetAfterMs?: number;
  now?: () => number;
}

/** Who is signing in: the email as typed and the client address (`request.ip`). */
export interface SignInAttempt {
  email: string;
  address: string;
}

const ACCOUNT_LIMIT: FailureLimit = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  maxLockMs: 60 * MINUTE,
};
const ADDRESS_LIMIT: FailureLimit = {
  maxFailures: 20,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  maxLockMs: 60 * MINUTE,
};

interface FailureRecord {
  /** Times of the failures since the last lock, within the window. */
  failures: number[];
  lockedUntil: number;
  locks: number;
  lastFailure: number;
}

/** Failures per key with a sliding window and a doubling lock, in a Map bounded to `maxEntries`. */
class FailureCounter {
  // A Map iterates in insertion order and every failure re-inserts its key: the first entry failed least recently.
  private readonly records = new Map<string, FailureRecord>();

  constructor(
    private readonly limit: FailureLimit,
    private readonly maxEntries: number,
    private readonly forgetAfterMs: number,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it is not locked. */
  lockedFor(key: string, now: number): number {
    const record = this.records.get(key);
    return record && record.lockedUntil > now ? record.lockedUntil - now : 0;
  }

  recordFailure(key: string, now: number): void {
    this.forgetStale(now);
    const record = this.records.get(key) ?? { failures: [], lockedUntil: 0, locks: 0, lastFailure: now };
    this.records.delete(key);
    record.failures = [...record.failures.filter((time) => now - time < this.limit.windowMs), now];
    record.lastFailure = now;
    if (record.failures.length >= this.limit.maxFailures) {
      record.lockedUntil = now + Math.min(this.limit.lockMs * 2 ** record.locks, this.limit.maxLockMs);
      record.locks += 1;
      record.failures = [];
    }
    this.records.set(key, record);
    for (const oldest of this.records.keys()) {
      if (this.records.size <= this.maxEntries) break;
      this.records.delete(oldest);
    }
  }

  forget(key: string): void {
    this.records.delete(key);
  }

  /** Drops the least recently failed keys whose lock is over and whose last failure is old. */
  private forgetStale(now: number): void {
    for (const [key, record] of this.records) {
      if (record.lockedUntil > now || now - record.lastFailure < this.forgetAfterMs) break;
      this.records.delete(key);
    }
  }
}

/**
 * Slows password guessing on the embedded provider's sign-in form.
 *
 * - Per account: 5 failed attempts within 15 minutes lock sign-in for that email for 15 minutes. The email is
 *   counted whether or not an account has it, so a lock never tells whether the account exists.
 * - Per client address: 20 failed attempts within 15 minutes, whatever the emails, lock that address for
 *   15 minutes (one address spraying one password over many accounts). `request.ip` is the peer address: the
 *   server terminates TLS itself and trusts no X-Forwarded-For.
 * - Each further lock of the same key doubles (15, 30, 60 minutes) up to one hour; a key is forgotten 24 hours
 *   after its last failure. A successful sign-in forgets the account's failures, not the address's.
 * - While locked, attempts are refused without checking the password, and are not counted.
 *
 * In memory, as the embedded provider runs in one process; each kind of key keeps at most 10,000 entries
 * (forgetting the least recently failed first), so spraying emails cannot grow memory without limit.
 */
export class SignInThrottle {
  private readonly accounts: FailureCounter;
  private readonly addresses: FailureCounter;
  private readonly now: () => number;

  constructor(options: SignInThrottleOptions = {}) {
    const maxEntries = options.maxEntries ?? 10_000;
    const forgetAfterMs = options.forgetAfterMs ?? 24 * 60 * MINUTE;
    this.accounts = new FailureCounter(options.account ?? ACCOUNT_LIMIT, maxEntries, forgetAfterMs);
    this.addresses = new FailureCounter(options.address ?? ADDRESS_LIMIT, maxEntries, forgetAfterMs);
    this.now = options.now ?? (() => Date.now());
  }

  /** Milliseconds until this attempt may be checked; 0 when it may be checked now. */
  lockedFor(attempt: SignInAttempt): number {
    const now = this.now();
    return Math.max(
      this.accounts.lockedFor(normaliseEmail(attempt.email), now),
      this.addresses.lockedFor(attempt.address, now),
    );
  }

  recordFailure(attempt: SignInAttempt): void {
    const now = this.now();
    this.accounts.recordFailure(normaliseEmail(attempt.email), now);
    this.addresses.recordFailure(attempt.address, now);
  }

  recordSuccess(attempt: SignInAttempt): void {
    this.accounts.forget(normaliseEmail(attempt.email));
  }
}

/** The refusal shown on the sign-in page, the same whether or not the account exists. */
export function tooManyAttemptsMessage(lockedForMs: number): string {
  const minutes = Math.max(1, Math.ceil(lockedForMs / MINUTE));
  return `Too many sign-in attempts. Wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}
