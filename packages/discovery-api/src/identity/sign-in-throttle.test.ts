import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SignInThrottle, tooManyAttemptsMessage, type SignInAttempt } from './sign-in-throttle.js';
import { SITE_VIEWER, UPLOADER } from '../test/cast.js';

const MINUTE = 60_000;

/** A throttle on a clock the test moves by hand. */
function throttleAt(start = 1_700_000_000_000, options: { maxEntries?: number } = {}) {
  const clock = { now: start };
  const throttle = new SignInThrottle({ now: () => clock.now, ...options });
  return {
    throttle,
    clock,
    failTimes(count: number, attempt: SignInAttempt) {
      for (let failure = 0; failure < count; failure += 1) throttle.recordFailure(attempt);
    },
  };
}

const liam = { email: UPLOADER, address: '203.0.113.7' };

describe('SignInThrottle', () => {
  test('five failures for one email lock it for 15 minutes, whatever its case and spacing', () => {
    const { throttle, failTimes } = throttleAt();
    failTimes(4, liam);
    assert.equal(throttle.lockedFor(liam), 0);
    failTimes(1, { ...liam, email: ' Liam.Chen@DEMO.portal ' });
    assert.equal(throttle.lockedFor(liam), 15 * MINUTE);
    assert.equal(throttle.lockedFor({ ...liam, address: '198.51.100.1' }), 15 * MINUTE, 'from any address');
    assert.equal(throttle.lockedFor({ ...liam, email: SITE_VIEWER }), 0, 'other accounts are not locked');
  });

  test('after the lock expires, sign-in may be tried again; the next lock is twice as long, up to an hour', () => {
    const { throttle, clock, failTimes } = throttleAt();
    failTimes(5, liam);
    clock.now += 15 * MINUTE - 1;
    assert.equal(throttle.lockedFor(liam), 1);
    clock.now += 1;
    assert.equal(throttle.lockedFor(liam), 0);

    failTimes(5, liam);
    assert.equal(throttle.lockedFor(liam), 30 * MINUTE);
    clock.now += 30 * MINUTE;
    failTimes(5, liam);
    assert.equal(throttle.lockedFor(liam), 60 * MINUTE);
    clock.now += 60 * MINUTE;
    failTimes(5, liam);
    assert.equal(throttle.lockedFor(liam), 60 * MINUTE);
  });

  test('failures older than the 15-minute window do not count', () => {
    const { throttle, clock, failTimes } = throttleAt();
    failTimes(4, liam);
    clock.now += 15 * MINUTE;
    failTimes(4, liam);
    assert.equal(throttle.lockedFor(liam), 0);
    failTimes(1, liam);
    assert.equal(throttle.lockedFor(liam), 15 * MINUTE);
  });

  test('a successful sign-in forgets the account’s failures and its earlier locks', () => {
    const { throttle, clock, failTimes } = throttleAt();
    failTimes(5, liam);
    clock.now += 15 * MINUTE;
    failTimes(4, liam);
    throttle.recordSuccess(liam);
    failTimes(4, liam);
    assert.equal(throttle.lockedFor(liam), 0);
    failTimes(1, liam);
    assert.equal(throttle.lockedFor(liam), 15 * MINUTE, 'a first lock again, not a doubled one');
  });

  test('twenty failures from one address over many emails lock the address, even for the right account', () => {
    const { throttle, failTimes } = throttleAt();
    for (let sprayed = 0; sprayed < 19; sprayed += 1) {
      failTimes(1, { email: `visitor-${sprayed}@example.org`, address: liam.address });
    }
    assert.equal(throttle.lockedFor(liam), 0);
    failTimes(1, { email: 'visitor-19@example.org', address: liam.address });
    assert.equal(throttle.lockedFor(liam), 15 * MINUTE);
    assert.equal(throttle.lockedFor({ ...liam, address: '198.51.100.1' }), 0, 'the account itself is not locked');

    throttle.recordSuccess({ email: SITE_VIEWER, address: liam.address });
    assert.equal(throttle.lockedFor(liam), 15 * MINUTE, 'a success does not unlock the address');
  });

  test('a day after its last failure a key is forgotten: the next lock is a first lock again', () => {
    const { throttle, clock, failTimes } = throttleAt();
    failTimes(5, liam);
    clock.now += 15 * MINUTE;
    failTimes(5, liam);
    clock.now += 24 * 60 * MINUTE;
    failTimes(5, liam);
    assert.equal(throttle.lockedFor(liam), 15 * MINUTE);
  });

  test('memory stays bounded: spraying emails forgets the least recently failed ones', () => {
    const { throttle, failTimes } = throttleAt(undefined, { maxEntries: 100 });
    failTimes(5, liam);
    for (let sprayed = 0; sprayed < 99; sprayed += 1) {
      failTimes(1, { email: `spray-${sprayed}@example.org`, address: `10.0.0.${sprayed}` });
    }
    assert.equal(throttle.lockedFor({ ...liam, address: '198.51.100.1' }), 15 * MINUTE, 'still within the bound');
    failTimes(1, { email: 'spray-99@example.org', address: '10.0.1.0' });
    assert.equal(throttle.lockedFor({ ...liam, address: '198.51.100.1' }), 0, 'the oldest entry made room');
  });

  test('the message rounds up to whole minutes', () => {
    assert.equal(tooManyAttemptsMessage(15 * MINUTE), 'Too many sign-in attempts. Wait 15 minutes and try again.');
    assert.equal(tooManyAttemptsMessage(14 * MINUTE + 1), 'Too many sign-in attempts. Wait 15 minutes and try again.');
    assert.equal(tooManyAttemptsMessage(1_000), 'Too many sign-in attempts. Wait 1 minute and try again.');
  });
});
