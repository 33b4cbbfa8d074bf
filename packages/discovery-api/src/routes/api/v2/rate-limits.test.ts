import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { rateLimitMessage } from '@portal/contracts';
import { and, eq, gte } from 'drizzle-orm';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_KINDS } from '../../../config/rate-limit-settings.js';
import { auditLog, notifications } from '../../../db/schema/index.js';
import { RateLimiter } from '../../../limits/rate-limits.js';
import { BrowserSession } from '../../../test/browser-session.js';
import { NON_MEMBER, PORTAL_ADMIN, SECOND_VIEWER, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../test/cast.js';
import { startDemoSiteContext, type DemoSiteContext } from '../../../test/demo-site-context.js';
import { addDocument, siteNamed, userIdOf } from '../../../test/document-fixtures.js';
import { signInEveryone } from '../../../test/group-fixtures.js';
import { openSignInPage, submitSignInForm } from '../../../test/pkce-sign-in.js';

/**
 * The rate limits (issue 35, P10 and P5), on a server with the product's own limits: a user who sends too much in a
 * short time is answered 429 with Retry-After and a message saying when they may go on, nothing of the refused calls
 * happens, and other users go on. Limits count in fixed windows of the clock; a test that crossed a window's end would
 * see the count start again, so each asserts what holds either way.
 */
/** Refused calls written one by one in a window, as the product has it. */
const AUDITED_REFUSALS = 10;
const PRODUCT_LIMITS = {
  ...Object.fromEntries(
    RATE_LIMIT_KINDS.map((kind) => {
      const { max, windowMs } = DEFAULT_RATE_LIMITS[kind];
      const name = `RATE_LIMIT_${kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
      return [name, `${max}/${windowMs / 1000}s`];
    }),
  ),
  AUDITED_REFUSALS: String(AUDITED_REFUSALS),
  // A few sign-in forms make the point as well as the product's 300.
  RATE_LIMIT_SIGN_IN: '5/5m',
};

describe('rate limits', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await startDemoSiteContext(undefined, { env: PRODUCT_LIMITS, listen: true });
    await signInEveryone(context);
  });
  after(() => context.close());

  /** Answers 429 with a Retry-After of at least a second and the kind's message for it. */
  const assertLimited = (
    response: Awaited<ReturnType<DemoSiteContext['request']>>,
    kind: 'shares' | 'exports' | 'refusals',
  ) => {
    assert.equal(response.statusCode, 429, response.body);
    const retryAfter = Number(response.headers['retry-after']);
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After ${response.headers['retry-after']}`);
    assert.equal(response.json().error, rateLimitMessage(kind, retryAfter));
  };

  test('200 shares in a row from one user: the limit is answered 429 with Retry-After, and only what passed is sent', async () => {
    const app = context.server.app;
    const site = await siteNamed(app, 'Northwind Discovery');
    const asset = await addDocument(app, site, {
      title: 'Shared too often',
      fileName: 'often.txt',
      mimeType: 'text/plain',
      process: false,
      bytes: new TextEncoder().encode('Text.'),
    });
    const colleague = await userIdOf(app, SITE_VIEWER);
    const since = new Date();
    const answers = [];
    for (let share = 0; share < 200; share += 1)
      answers.push(
        await context.request('POST', `/api/v2/assets/${asset.assetId}/share`, {
          as: NON_MEMBER,
          payload: { userIds: [colleague], message: `Look ${share}.` },
        }),
      );
    const { max } = DEFAULT_RATE_LIMITS.shares;
    const passed = answers.filter((answer) => answer.statusCode === 200).length;
    const firstLimited = answers.findIndex((answer) => answer.statusCode !== 200);
    assert.ok(firstLimited >= max, `the first ${max} shares pass (the first refused was #${firstLimited + 1})`);
    assertLimited(answers[firstLimited]!, 'shares');
    // At most one more window could have started during the test.
    assert.ok(passed >= max && passed <= 2 * max, `${passed} shares passed`);
    assert.equal(answers.filter((answer) => answer.statusCode === 429).length, 200 - passed);
    const received = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, colleague), gte(notifications.created, since)));
    assert.equal(received.length, passed, 'a refused share sends nothing');
    // Someone else shares on.
    const other = await context.request('POST', `/api/v2/assets/${asset.assetId}/share`, {
      as: SITE_ADMIN,
      payload: { userIds: [colleague] },
    });
    assert.equal(other.statusCode, 200, other.body);
  });

  test('anonymous refusals in a burst: a bounded number of audit entries, then 429 for calls without a token only', async () => {
    const app = context.server.app;
    const since = new Date();
    const answers = [];
    for (let call = 0; call < 150; call += 1)
      answers.push(await context.request('GET', `/api/v2/users/me?probe=${call}${'x'.repeat(2000)}`));
    const { max } = DEFAULT_RATE_LIMITS.refusals;
    const firstLimited = answers.findIndex((answer) => answer.statusCode !== 401);
    assert.ok(firstLimited >= max, `the first ${max} are refused as usual (the first 429 was #${firstLimited + 1})`);
    assertLimited(answers.at(-1)!, 'refusals');
    const written = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'refused'), gte(auditLog.at, since)));
    // One window's worth at most (twice that if a window ended during the burst), each path shortened.
    assert.ok(
      written.length >= AUDITED_REFUSALS && written.length <= 2 * (AUDITED_REFUSALS + 1),
      `${written.length} entries`,
    );
    assert.ok(
      written.every((entry) => (entry.path ?? '').length <= 501),
      'paths are shortened',
    );
    assert.ok(written.some((entry) => /are counted, not written/.test(entry.detail ?? '')));
    // Signed-in people from the same address are not refused.
    const signedIn = await context.request('GET', '/api/v2/users/me', { as: UPLOADER });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
  });

  test('a signed-in user refused again and again is refused everything until the window ends; others are not', async () => {
    // Windows start on the clock's minutes: a run that a new minute cut in two proves nothing, and is run again by
    // another viewer (the first one's later refusals count in the new window). Two runs cannot both be cut.
    const windowOf = () => Math.floor(Date.now() / DEFAULT_RATE_LIMITS.refusals.windowMs);
    for (const viewer of [SITE_VIEWER, SECOND_VIEWER]) {
      const window = windowOf();
      const answers = [];
      for (let call = 0; call < DEFAULT_RATE_LIMITS.refusals.max + 5; call += 1)
        answers.push(await context.request('GET', '/api/v2/audit?first=1', { as: viewer }));
      const allowed = await context.request('GET', '/api/v2/users/me', { as: viewer });
      if (windowOf() !== window) continue;
      assert.equal(answers[0]!.statusCode, 403, answers[0]!.body);
      assertLimited(answers.at(-1)!, 'refusals');
      assertLimited(allowed, 'refusals');
      const other = await context.request('GET', '/api/v2/users/me', { as: SITE_ADMIN });
      assert.equal(other.statusCode, 200, other.body);
      return;
    }
    assert.fail('both runs were cut by a new window');
  });

  test('exports past the limit are answered 429', async () => {
    const { max } = DEFAULT_RATE_LIMITS.exports;
    const answers = [];
    for (let call = 0; call <= max * 2; call += 1)
      answers.push(await context.request('GET', '/api/v2/audit/export', { as: PORTAL_ADMIN }));
    assert.equal(answers[0]!.statusCode, 200, answers[0]!.body.slice(0, 300));
    assertLimited(answers.at(-1)!, 'exports');
  });

  test('sign-in form posts from one address past the limit get the sign-in page with 429 and Retry-After', async () => {
    const session = new BrowserSession();
    try {
      let last;
      for (let post = 0; post <= 10; post += 1) {
        const pending = await openSignInPage(session, { baseUrl: context.server.baseUrl });
        last = await submitSignInForm(session, pending, { email: `nobody${post}@example.com`, password: 'wrong' });
      }
      assert.equal(last?.kind, 'page');
      const page = last.kind === 'page' ? last.page : undefined;
      assert.equal(page?.status, 429);
      assert.match(page?.html ?? '', /Too many sign-in attempts from this address\. Wait \d+ (second|minute)s?/);
    } finally {
      await session.close();
    }
    // Nothing typed as an email that is no account becomes an audit entry's actor.
    const typed = await context.server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorEmail, 'nobody1@example.com'));
    assert.deepEqual(typed, []);
  });

  test('two API instances on one database count together', async () => {
    const { db, config } = context.server.app;
    // Both at one moment, so that no window ends between their counts.
    const now = Date.now();
    const one = new RateLimiter(db, config.rateLimits, () => now);
    const two = new RateLimiter(db, config.rateLimits, () => now);
    const { max } = config.rateLimits.shares;
    const caller = `user:instances-${Date.now()}@example.com`;
    const states = [];
    for (let call = 0; call <= max; call += 1) states.push(await (call % 2 ? one : two).take('shares', caller));
    assert.deepEqual(
      states.map((state) => state.exceeded),
      [...Array(max).fill(false), true],
    );
  });
});
