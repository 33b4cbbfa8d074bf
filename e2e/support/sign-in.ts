import { expect, type Cookie, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USER } from './environment';

/** From the portal's login page through the embedded provider's sign-in form, as a person does it. */
export async function signInFromWelcome(page: Page, email = DEMO_USER.email, password = DEMO_PASSWORD) {
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await fillProviderSignIn(page, email, password);
}

export async function fillProviderSignIn(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** What a browser keeps of one sign-in: the cookies, MSAL's cache (localStorage) and the shell's id token (the tab's). */
interface KeptSignIn {
  cookies: Cookie[];
  local: [string, string][];
  session: [string, string][];
}

/** This worker's sign-ins, by portal address and email. */
const keptSignIns = new Map<string, KeptSignIn>();

/**
 * Signs a demo user (Ava Morgan unless told) in from a fresh browser context and waits for the home screen.
 *
 * The first time in a run for a portal and a user, through the provider's form as a person does it; after that, the
 * browser is handed what it kept of that sign-in (cookies, MSAL's cache, the tab's id token, valid for an hour) and
 * opens the home screen, as a person's browser does on coming back to the portal. That saves about 2 s a test (the
 * provider's pages and redirects); the suite about signing in itself (sign-in.spec.ts) goes through the form every time
 * with signInFromWelcome and fillProviderSignIn.
 */
export async function signIn(page: Page, email = DEMO_USER.email) {
  // Only a new browser's sign-in is kept and handed on: one after another user's holds that user's accounts too.
  const newBrowser = (await page.context().cookies()).length === 0;
  // The kept sign-in is handed over on a page of the portal's origin that is not the shell: a shell starting up
  // (MSAL's initialisation) would write its own cache key and entries over it.
  await page.goto('/api/health');
  const key = `${new URL(page.url()).origin} ${email}`;
  const kept = newBrowser ? keptSignIns.get(key) : undefined;
  // A sign-in ends when the user signs out (the provider ends the session and the API refuses its tokens): the
  // kept one is used only while the API still takes its id token.
  const idToken = kept?.session.find(([name]) => name.startsWith('portal.auth.idToken.'))?.[1];
  const me =
    idToken === undefined
      ? undefined
      : await page.request.get('/api/v2/users/me', { headers: { authorization: `Bearer ${idToken}` } });
  // (One that is not is replaced below, by the sign-in through the form.)
  const stillSignedIn = me?.ok() === true && ((await me.json()) as { email?: string }).email === email;
  if (kept && stillSignedIn) {
    await page.context().addCookies(kept.cookies);
    await page.evaluate(({ local, session }) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [name, value] of local) localStorage.setItem(name, value);
      for (const [name, value] of session) sessionStorage.setItem(name, value);
    }, kept);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/home$/);
    return;
  }
  await page.goto('/welcome');
  await signInFromWelcome(page, email);
  await expect(page).toHaveURL(/\/home$/);
  if (!newBrowser) return;
  const cookies = await page.context().cookies();
  // Only what the sign-in wrote: the portal's own keys (its caches, dismissed notices) start empty, as in a new browser.
  const storage = await page.evaluate(() => ({
    local: Object.entries(localStorage).filter(([name]) => name.startsWith('msal.')),
    session: Object.entries(sessionStorage).filter(([name]) => name.startsWith('portal.auth.idToken.')),
  }));
  keptSignIns.set(key, {
    // The provider's interaction cookies belong to the sign-in form just left.
    cookies: cookies.filter((cookie) => !cookie.name.startsWith('_interaction')),
    ...storage,
  });
}

/**
 * Signs a demo user in and returns the bearer header the shell sends the API, for a spec that sets
 * something up through the API the way an administrator's tool would. The header is taken from a fresh load of
 * the signed-in page (a request the previous page sent while the sign-in began would carry the previous user's
 * token) and checked to be this user's.
 */
export async function signInForApi(page: Page, email: string): Promise<string> {
  await signIn(page, email);
  const withToken = page.waitForRequest(
    (request) => request.url().includes('/api/v2/') && request.headers().authorization !== undefined,
  );
  await page.reload();
  const authorization = (await withToken).headers().authorization as string;
  const me = await page.request.get('/api/v2/users/me', { headers: { authorization } });
  expect(((await me.json()) as { email: string }).email, "the token is the signed-in user's").toBe(email);
  return authorization;
}
