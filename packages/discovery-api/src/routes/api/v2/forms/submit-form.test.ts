import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { deploymentIndexes, formSubmissions, notifications, users } from '../../../../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { NO_SITE_USER, PORTAL_ADMIN, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

describe('POST /api/v2/forms/{formKind}', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const submit = (kind: string, payload: unknown, as?: string) =>
    context.request('POST', `/api/v2/forms/${kind}`, { as, payload });
  const stored = async () =>
    (await context.server.app.db.select({ value: count() }).from(formSubmissions))[0]?.value ?? 0;

  test('stores a support ticket and answers 201 with its id', async () => {
    const siteId = await context.siteId('Northwind Discovery');
    const response = await submit(
      'supportTicket',
      {
        deploymentIndexId: siteId,
        fields: { subject: ' Search is slow ', description: 'Since Monday.', priority: 'high' },
      },
      SITE_VIEWER,
    );
    assert.equal(response.statusCode, 201, response.body);
    const { formSubmissionId } = response.json();
    assert.equal(typeof formSubmissionId, 'number');
    const [row] = await context.server.app.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.formSubmissionId, formSubmissionId));
    assert.equal(row?.formKind, 'supportTicket');
    assert.equal(row?.deploymentIndexId, siteId);
    assert.deepEqual(row?.payload, { subject: 'Search is slow', description: 'Since Monday.', priority: 'high' });
  });

  test('notifies the sender with a receipt and the site editors with who sent it; other members get nothing', async () => {
    const siteId = await context.siteId('Northwind Discovery');
    const inbox = async (email: string) =>
      context.server.app.db
        .select({
          title: notifications.title,
          message: notifications.message,
          subject: notifications.subject,
          read: notifications.read,
        })
        .from(notifications)
        .innerJoin(users, eq(users.userId, notifications.userId))
        .where(eq(users.email, email))
        .orderBy(notifications.notificationId);
    const liamBefore = (await inbox(UPLOADER)).length;
    const response = await submit(
      'feedback',
      { deploymentIndexId: siteId, fields: { message: 'The drawer is clear.' } },
      SITE_VIEWER,
    );
    assert.equal(response.statusCode, 201, response.body);

    assert.deepEqual((await inbox(SITE_VIEWER)).at(-1), {
      title: 'Feedback received',
      message: 'Thank you. The Northwind Discovery team has it and will follow up.',
      subject: 'Feedback Form',
      read: false,
    });
    assert.deepEqual((await inbox(SITE_ADMIN)).at(-1), {
      title: 'New feedback',
      message: 'From Sofia Rossi on Northwind Discovery.',
      subject: 'Feedback Form',
      read: false,
    });
    assert.equal((await inbox(UPLOADER)).length, liamBefore, 'an uploader is not a site editor');
  });

  test('400 naming the field, with nothing stored', async () => {
    const siteId = await context.siteId('Northwind Discovery');
    const before = await stored();
    const cases: [string, unknown, RegExp][] = [
      ['feedback', { deploymentIndexId: siteId, fields: { message: '   ' } }, /fields\/message must not be empty/],
      ['feedback', { deploymentIndexId: siteId, fields: {} }, /fields\/message is required/],
      [
        'reportAnIssue',
        { deploymentIndexId: siteId, fields: { description: 'x'.repeat(4001) } },
        /fields\/description must be at most 4000 characters/,
      ],
      [
        'supportTicket',
        { deploymentIndexId: siteId, fields: { subject: 's', description: 'd', priority: 'urgent' } },
        /fields\/priority must be one of/,
      ],
      [
        'suggestATag',
        { deploymentIndexId: siteId, fields: { tag: 't', colour: 'red' } },
        /fields\/colour is not a field/,
      ],
      ['feedback', { fields: { message: 'hi' } }, /deploymentIndexId/],
      ['complaint', { deploymentIndexId: siteId, fields: { message: 'hi' } }, /params\/formKind/],
    ];
    for (const [kind, body, message] of cases) {
      const response = await submit(kind, body, SITE_VIEWER);
      assert.equal(response.statusCode, 400, `${kind} ${JSON.stringify(body)}: ${response.body}`);
      assert.match(response.json().error, message);
    }
    assert.equal(await stored(), before);
  });

  test('401 without a token, 403 without the site', async () => {
    const siteId = await context.siteId('Northwind Discovery');
    const body = { deploymentIndexId: siteId, fields: { message: 'Please let me in.' } };
    assert.equal((await submit('requestAccess', body)).statusCode, 401);
    const forbidden = await submit('requestAccess', body, NO_SITE_USER);
    assert.equal(forbidden.statusCode, 403);
  });

  test('409 with the address when the site has its own form provider', async () => {
    const siteId = await context.siteId('Meridian Insights');
    await context.server.app.db
      .update(deploymentIndexes)
      .set({ externalFormAddress: 'https://forms.example.com/meridian' })
      .where(eq(deploymentIndexes.deploymentIndexId, siteId));
    const before = await stored();
    const response = await submit('feedback', { deploymentIndexId: siteId, fields: { message: 'Nice' } }, PORTAL_ADMIN);
    assert.equal(response.statusCode, 409);
    assert.equal(
      response.json().error,
      "This site collects 'Feedback Form' through its own form provider: https://forms.example.com/meridian",
    );
    assert.equal(await stored(), before);
  });
});
