import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { oidcModels } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../identity/demo-accounts.js';
import { BrowserSession } from '../../test/browser-session.js';
import {
  exchangeCode,
  openSignInPage,
  refreshTokens,
  signInWithPkce,
  submitSignInForm,
  type PendingSignIn,
} from '../../test/pkce-sign-in.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { SITE_VIEWER, UPLOADER } from '../../test/cast.js';

describe('the embedded provider’s sign-in and sign-out pages', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ listen: true });
  });

  after(async () => {
    await server?.close();
  });

  const authorizationCodesIssued = async () => {
    const [row] = await server.app.db
      .select({ total: count() })
      .from(oidcModels)
      .where(eq(oidcModels.type, 'AuthorizationCode'));
    return row?.total ?? 0;
  };

  test('shows an accessible sign-in form', async () => {
    const session = new BrowserSession();
    try {
      const { page } = await openSignInPage(session, { baseUrl: server.baseUrl });
      assert.equal(page.status, 200);
      assert.match(page.url, /\/oidc\/interaction\/[^/]+$/);
      assert.match(page.html, /<title>Sign in — Discovery Portal<\/title>/);
      assert.match(page.html, /<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
      assert.match(
        page.html,
        /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/,
      );
      assert.match(page.html, /<button type="submit">Sign in<\/button>/);
      assert.doesNotMatch(page.html, /Wrong email or password/);
    } finally {
      await session.close();
    }
  });

  test('a wrong password shows "Wrong email or password.", keeps the form and issues no code', async () => {
    const session = new BrowserSession();
    try {
      const pending = await openSignInPage(session, { baseUrl: server.baseUrl });
      const codesBefore = await authorizationCodesIssued();

      const refused = await submitSignInForm(session, pending, {
        email: UPLOADER,
        password: 'not-the-password',
      });
      assert.equal(refused.kind, 'page');
      if (refused.kind !== 'page') return;
      assert.equal(refused.page.status, 401);
      assert.match(refused.page.html, /role="alert">Wrong email or password\.<\/p>/);
      assert.match(refused.page.html, /<input id="email"[^>]*value="liam.chen@demo.portal"/);
      assert.match(refused.page.html, /<button type="submit">Sign in<\/button>/);
      assert.equal(await authorizationCodesIssued(), codesBefore);

      // The same page still works with the right password.
      const accepted = await submitSignInForm(
        session,
        { ...pending, page: refused.page },
        {
          email: UPLOADER,
          password: DEMO_PASSWORD,
        },
      );
      assert.equal(accepted.kind, 'code');
      assert.equal(await authorizationCodesIssued(), codesBefore + 1);
    } finally {
      await session.close();
    }
  });

  test('an unknown email is refused the same way', async () => {
    const session = new BrowserSession();
    try {
      const pending = await openSignInPage(session, { baseUrl: server.baseUrl });
      const refused = await submitSignInForm(session, pending, {
        email: 'nobody@demo.portal',
        password: DEMO_PASSWORD,
      });
      assert.equal(refused.kind, 'page');
      if (refused.kind === 'page') assert.match(refused.page.html, /Wrong email or password\./);
    } finally {
      await session.close();
    }
  });

  test('sign-out ends the provider session and returns to the portal', async () => {
    const session = new BrowserSession();
    try {
      const tokens = await signInWithPkce(session, {
        baseUrl: server.baseUrl,
        email: SITE_VIEWER,
        password: DEMO_PASSWORD,
        prompt: 'consent',
      });
      assert.ok(tokens.refresh_token, 'offline_access with prompt=consent gives a refresh token');
      const refreshed = await refreshTokens(session, { baseUrl: server.baseUrl, refreshToken: tokens.refresh_token });
      assert.ok(refreshed.id_token && refreshed.refresh_token !== tokens.refresh_token, 'refresh tokens rotate');

      const endSession = new URL(`${server.baseUrl}/oidc/session/end`);
      endSession.search = new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${server.baseUrl}/welcome`,
      }).toString();
      const confirmation = await session.request(endSession.href);
      const html = await confirmation.text();
      assert.equal(confirmation.status, 200);
      assert.match(html, /<script>document\.getElementById\('op\.logoutForm'\)\.submit\(\);<\/script>/);

      // What the page's script submits: the provider's form plus logout=yes.
      const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
      assert.ok(action && xsrf);
      const signedOut = await session.request(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      });
      await signedOut.text();
      assert.equal(signedOut.status, 303);
      assert.equal(signedOut.headers.get('location'), `${server.baseUrl}/welcome`);

      // Without a provider session, the next sign-in asks for the password again.
      const next = await openSignInPage(session, { baseUrl: server.baseUrl });
      assert.match(next.page.html, /<button type="submit">Sign in<\/button>/);
      const outcome = await submitSignInForm(session, next, {
        email: SITE_VIEWER,
        password: DEMO_PASSWORD,
      });
      assert.equal(outcome.kind, 'code');
      if (outcome.kind === 'code') assert.ok((await exchangeCode(session, next, outcome.code)).id_token);
    } finally {
      await session.close();
    }
  });
});

describe('sign-in throttling (attacks)', () => {
  // A server per test: the throttle also counts per client address, and every test connects from 127.0.0.1.
  let server: TestServer;
  let session: BrowserSession;

  beforeEach(async () => {
    server = await startTestServer({ listen: true });
    session = new BrowserSession();
  });

  afterEach(async () => {
    await session?.close();
    await server?.close();
  });

  const THROTTLED = /role="alert">Too many sign-in attempts\. Wait 15 minutes and try again\.<\/p>/;

  /** Posts the sign-in form of `pending` as a browser would, and answers with the raw response. */
  const attempt = async (pending: PendingSignIn, credentials: { email: string; password: string }) => {
    const action = /<form[^>]*action="([^"]+)"/.exec(pending.page.html)?.[1];
    assert.ok(action, 'the sign-in page has a form');
    const response = await session.request(new URL(action.replaceAll('&amp;', '&'), pending.page.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(credentials).toString(),
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), html: await response.text() };
  };

  /** The page without what differs from one sign-in to the next: the interaction id and the email typed. */
  const comparable = (html: string, email: string) =>
    html.replace(/\/oidc\/interaction\/[^/"]+/g, '/oidc/interaction/UID').replaceAll(email, 'EMAIL');

  test('ten wrong passwords for a demo account, then the right one: refused with 429 without checking it', async () => {
    const pending = await openSignInPage(session, { baseUrl: server.baseUrl });
    for (let guess = 0; guess < 10; guess += 1) {
      const refused = await attempt(pending, { email: UPLOADER, password: `guess-${guess}` });
      assert.ok(refused.status === 401 || refused.status === 429, `guess ${guess} was answered ${refused.status}`);
    }

    const right = await attempt(pending, { email: 'Liam.Chen@demo.portal', password: DEMO_PASSWORD });
    assert.equal(right.status, 429);
    assert.match(right.html, THROTTLED);
    assert.doesNotMatch(right.html, /Wrong email or password/);
    const retryAfter = Number(right.retryAfter);
    assert.ok(retryAfter > 14 * 60 && retryAfter <= 15 * 60, `Retry-After: ${right.retryAfter}`);
  });

  test('an email that does not exist is throttled with byte-identical pages', async () => {
    const run = async (email: string, rightPassword: string) => {
      const pending = await openSignInPage(session, { baseUrl: server.baseUrl });
      const answers = [];
      for (let guess = 0; guess < 10; guess += 1)
        answers.push(await attempt(pending, { email, password: `guess-${guess}` }));
      answers.push(await attempt(pending, { email, password: rightPassword }));
      return answers.map(({ status, retryAfter, html }) => ({
        status,
        throttled: retryAfter !== null,
        html: comparable(html, email),
      }));
    };

    const known = await run(UPLOADER, DEMO_PASSWORD);
    const unknown = await run('nobody@demo.portal', DEMO_PASSWORD);
    assert.equal(known.at(-1)?.status, 429);
    assert.match(known.at(-1)?.html ?? '', THROTTLED);
    assert.deepEqual(unknown, known);
  });

  test('one address trying many different emails is throttled too, even for an account it never tried', async () => {
    const pending = await openSignInPage(session, { baseUrl: server.baseUrl });
    for (let sprayed = 0; sprayed < 20; sprayed += 1) {
      const refused = await attempt(pending, { email: `visitor-${sprayed}@demo.portal`, password: 'Winter2024!' });
      assert.equal(refused.status, 401, `attempt ${sprayed}`);
    }

    const next = await attempt(pending, { email: SITE_VIEWER, password: DEMO_PASSWORD });
    assert.equal(next.status, 429);
    assert.match(next.html, THROTTLED);
    assert.ok(Number(next.retryAfter) > 0);
  });
});
