import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { PORTAL_URL } from '../support/environment';
import { signIn } from '../support/sign-in';

/** Every Content-Security-Policy violation the page reports, and the browser's own CSP console messages. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective}: ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test('the portal works under its security headers: sign-in, home, search, a remote page, no policy violation', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await signIn(page, 'noah.patel@demo.portal'); // a portal administrator: /admin opens for him
  const home = await page.request.get('/home', { headers: { accept: 'text/html' } });
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home.headers()['strict-transport-security']).toBe('max-age=31536000');

  await page.goto('/sites/1/search?q=brand');
  await expect(page.getByTestId('result-count')).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('GraphiQL loads under its own policy from the portal alone: no request to another origin, no violation', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(PORTAL_URL) && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  await page.goto('/api/graphiql');
  // GraphiQL's editor and its run button, drawn by the scripts the portal served (probe P9: they came from a CDN).
  await expect(page.getByRole('button', { name: /Execute query/i })).toBeVisible();
  await page.screenshot({ path: 'test-results/graphiql.png' });
  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);
});

test('another site cannot frame the portal', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  // A page of another origin (its own server on loopback: Chromium keeps pages it cannot place on the local
  // network from framing local addresses at all) that tries to show the portal inside itself (clickjacking).
  const attacker = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><h1>Win a prize</h1><iframe id="portal" src="${PORTAL_URL}/welcome" width="800" height="600"></iframe>`,
    );
  });
  attacker.listen(0, '127.0.0.1');
  await once(attacker, 'listening');
  try {
    await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toContain("frame-ancestors 'none'");
    // The refused frame never gets the portal's page: no sign-in button in it.
    await expect(page.frameLocator('#portal').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  } finally {
    attacker.close();
  }
});
