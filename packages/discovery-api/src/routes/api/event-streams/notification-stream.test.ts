import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { Agent, fetch } from 'undici';
import { users } from '../../../db/schema/index.js';
import { notifyUser } from '../../../notifications/notify-user.js';
import { signWithProviderKey } from '../../../test/forged-tokens.js';
import type { TestServer } from '../../../test/test-server.js';
import { sharedDemoSite } from '../../../test/demo-site-context.js';
import { AI_USER, PORTAL_ADMIN, SITE_VIEWER } from '../../../test/cast.js';

describe('GET /api/v2/notifications/stream (server-sent events)', () => {
  let server: TestServer;
  const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
  before(async () => {
    server = (await sharedDemoSite()).server;
  });
  after(async () => {
    await dispatcher.close();
  });

  const tokenFor = async (email: string) => {
    const now = Math.floor(Date.now() / 1000);
    return signWithProviderKey(server.dataDir, {
      iss: server.config.auth.authority,
      aud: server.config.auth.clientId,
      sub: `subject-${email}`,
      email,
      iat: now,
      exp: now + 3600,
    });
  };

  /**
   * A reader of the stream's events: `until(match)` reads on until an event matches (or the stream ends) and gives the
   * events read so far; a later call goes on from there. Nothing waits on time: the test's own timeout is the limit.
   */
  function eventReader(response: Awaited<ReturnType<typeof fetch>>) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const events: { event: string; data: string }[] = [];
    let buffer = '';
    const until = async (match: (event: { event: string; data: string }) => boolean) => {
      for (;;) {
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) {
            events.push({ event, data });
            if (match({ event, data })) return events;
          }
        }
        const { value, done } = await reader.read();
        if (done) return events;
        buffer += decoder.decode(value, { stream: true });
      }
    };
    return { until, close: () => reader.cancel() };
  }

  test('delivers a notification created after connecting, to its user only, with the token in the query', async () => {
    const controller = new AbortController();
    const response = await fetch(
      `${server.baseUrl}/api/v2/notifications/stream?access_token=${await tokenFor(SITE_VIEWER)}`,
      {
        dispatcher,
        signal: controller.signal,
      },
    );
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /text\/event-stream/);

    const [sofia] = await server.app.db.select().from(users).where(eq(users.email, SITE_VIEWER));
    const [mia] = await server.app.db.select().from(users).where(eq(users.email, AI_USER));
    assert.ok(sofia && mia);
    const stream = eventReader(response);
    // The ready event is written once the subscription is made: notifications created after it reach the stream.
    await stream.until((event) => event.event === 'ready');
    await notifyUser(server.app.db, { userId: mia.userId, title: 'Not for Sofia', message: 'x' });
    await notifyUser(server.app.db, {
      userId: sofia.userId,
      title: 'A collection was shared with you',
      message: 'Open it from Collections.',
      subject: 'Sharing',
    });
    const events = await stream.until((event) => event.event === 'notification');
    await stream.close();
    controller.abort();

    assert.equal(events[0]?.event, 'ready');
    const notificationsReceived = events
      .filter((event) => event.event === 'notification')
      .map((event) => JSON.parse(event.data));
    assert.equal(notificationsReceived.length, 1, JSON.stringify(events));
    assert.equal(notificationsReceived[0].title, 'A collection was shared with you');
    assert.equal(notificationsReceived[0].read, false);
    assert.equal(notificationsReceived[0].subject, 'Sharing');
  });

  test('accepts the Authorization header too, and refuses without a token', async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.baseUrl}/api/v2/notifications/stream`, {
      dispatcher,
      signal: controller.signal,
      headers: { authorization: `Bearer ${await tokenFor(PORTAL_ADMIN)}` },
    });
    assert.equal(response.status, 200);
    const stream = eventReader(response);
    const events = await stream.until((event) => event.event === 'ready');
    await stream.close();
    controller.abort();
    assert.equal(events[0]?.event, 'ready');

    const refused = await fetch(`${server.baseUrl}/api/v2/notifications/stream`, { dispatcher });
    assert.equal(refused.status, 401);
    assert.equal(((await refused.json()) as { error: string }).error, 'Sign-in required: no bearer token.');
  });
});
