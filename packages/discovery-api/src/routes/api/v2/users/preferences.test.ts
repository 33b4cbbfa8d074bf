import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { users } from '../../../../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { AI_USER, AWARDS_VIEWER, MERIDIAN_EDITOR, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

const NOT_CHOSEN = { resultRenderer: null, rowsPerPage: null, language: null };

describe('GET/PUT /api/v2/users/me/preferences', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const read = (as?: string) => context.request('GET', '/api/v2/users/me/preferences', { as });
  const save = (payload: unknown, as?: string) =>
    context.request('PUT', '/api/v2/users/me/preferences', { as, payload });
  const storedPreferences = async (email: string) =>
    (
      await context.server.app.db.select({ preferences: users.preferences }).from(users).where(eq(users.email, email))
    )[0]?.preferences;
  const allUsers = () => context.server.app.db.select().from(users).orderBy(asc(users.userId));

  test('refuses calls without a token with 401, changing nothing', async () => {
    const before = await allUsers();
    const get = await read();
    assert.equal(get.statusCode, 401);
    assert.deepEqual(get.json(), { statusCode: 401, error: 'Sign-in required: no bearer token.' });
    const put = await save({ rowsPerPage: 50 });
    assert.equal(put.statusCode, 401);
    assert.deepEqual(put.json(), { statusCode: 401, error: 'Sign-in required: no bearer token.' });
    assert.deepEqual(await allUsers(), before);
  });

  test('answers every key with null before anything is chosen', async () => {
    const response = await read(AI_USER);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), NOT_CHOSEN);
  });

  test('changes only the keys sent, clears a key with null, and keeps the choices per user', async () => {
    const email = SITE_VIEWER;
    const first = await save({ resultRenderer: 'Card', rowsPerPage: 50 }, email);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { resultRenderer: 'Card', rowsPerPage: 50, language: null });

    const second = await save({ language: 'pt-BR' }, email);
    assert.equal(second.statusCode, 200, second.body);
    assert.deepEqual(second.json(), { resultRenderer: 'Card', rowsPerPage: 50, language: 'pt-BR' });

    const third = await save({ rowsPerPage: null, resultRenderer: 'Mobile' }, email);
    assert.equal(third.statusCode, 200, third.body);
    assert.deepEqual(third.json(), { resultRenderer: 'Mobile', rowsPerPage: null, language: 'pt-BR' });

    const unchanged = await save({}, email);
    assert.equal(unchanged.statusCode, 200, unchanged.body);
    assert.deepEqual(unchanged.json(), third.json());

    const reread = await read(email);
    assert.equal(reread.statusCode, 200, reread.body);
    assert.deepEqual(reread.json(), { resultRenderer: 'Mobile', rowsPerPage: null, language: 'pt-BR' });
    // Only chosen keys are stored: a cleared one is gone from the column.
    assert.deepEqual(await storedPreferences(email), { resultRenderer: 'Mobile', language: 'pt-BR' });

    const other = await read(AWARDS_VIEWER);
    assert.deepEqual(other.json(), NOT_CHOSEN, "another user's preferences are their own");
  });

  test('accepts the bounds of rows per page and a plain language code', async () => {
    const email = UPLOADER;
    assert.deepEqual((await save({ rowsPerPage: 1, language: 'fr' }, email)).json(), {
      resultRenderer: null,
      rowsPerPage: 1,
      language: 'fr',
    });
    assert.deepEqual((await save({ rowsPerPage: 200, resultRenderer: 'Gallery' }, email)).json(), {
      resultRenderer: 'Gallery',
      rowsPerPage: 200,
      language: 'fr',
    });
  });

  test('creates the portal user on the first call of someone who never signed in', async () => {
    const email = 'first.visit@demo.portal';
    assert.equal(await storedPreferences(email), undefined);
    const response = await save({ resultRenderer: 'Gallery' }, email);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { resultRenderer: 'Gallery', rowsPerPage: null, language: null });
    assert.deepEqual(await storedPreferences(email), { resultRenderer: 'Gallery' });
  });

  test('answers 400 naming the field, with the database unchanged', async () => {
    const email = MERIDIAN_EDITOR;
    assert.equal((await save({ resultRenderer: 'Card', rowsPerPage: 30, language: 'de' }, email)).statusCode, 200);
    const before = await allUsers();
    const cases: [unknown, RegExp][] = [
      [
        { resultRenderer: 'Grid' },
        /^The request is not valid: body\/resultRenderer must be one of Gallery, Card, Mobile or null\.$/,
      ],
      [{ resultRenderer: 'card' }, /body\/resultRenderer/],
      [
        { rowsPerPage: 0 },
        /^The request is not valid: body\/rowsPerPage must be a whole number from 1 to 200, or null\.$/,
      ],
      [{ rowsPerPage: 201 }, /body\/rowsPerPage/],
      [{ rowsPerPage: 12.5 }, /body\/rowsPerPage/],
      [{ rowsPerPage: '25' }, /body\/rowsPerPage/],
      [{ rowsPerPage: '' }, /body\/rowsPerPage/],
      [
        { language: 'english' },
        /^The request is not valid: body\/language must be a language code such as 'en' or 'pt-BR', or null\.$/,
      ],
      [{ language: 'EN' }, /body\/language/],
      [{ language: 'en-us' }, /body\/language/],
      [{ language: '' }, /body\/language/],
      [
        { language: 'en', theme: 'dark' },
        /^The request is not valid: body\/theme is not a preference \(use resultRenderer, rowsPerPage, language\)\.$/,
      ],
      [
        ['Card'],
        /^The request is not valid: body must be an object with any of resultRenderer, rowsPerPage, language\.$/,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await save(body, email);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
      assert.equal(response.json().statusCode, 400);
      assert.match(response.json().error, message, JSON.stringify(body));
    }
    assert.deepEqual(await allUsers(), before, 'no row changed, not even the sign-in time');
    assert.deepEqual((await read(email)).json(), { resultRenderer: 'Card', rowsPerPage: 30, language: 'de' });
  });
});
