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

  /** Reads events from the stream until `until` matches one or the time runs out. */
  async function readEvents(
    response: Awaited<ReturnType<typeof fetch>>,
    until: (event: { event: string; data: string }) => boolean,
  ) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const events: { event: string; data: string }[] = [];
    let buffer = '';
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) {
          events.push({ event, data });
          if (until({ event, data })) {
            await reader.cancel();
            return events;
          }
        }
      }
    }
    await reader.cancel();
    return events;
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
    const reading = readEvents(response, (event) => event.event === 'notification');
    // Wait for the subscription (the ready event is written right after it), then create.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await notifyUser(server.app.db, { userId: mia.userId, title: 'Not for Sofia', message: 'x' });
    await notifyUser(server.app.db, {
      userId: sofia.userId,
      title: 'A collection was shared with you',
      message: 'Open it from Collections.',
      subject: 'Sharing',
    });
    const events = await reading;
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
    const events = await readEvents(response, (event) => event.event === 'ready');
    controller.abort();
    assert.equal(events[0]?.event, 'ready');

    const refused = await fetch(`${server.baseUrl}/api/v2/notifications/stream`, { dispatcher });
    assert.equal(refused.status, 401);
    assert.equal(((await refused.json()) as { error: string }).error, 'Sign-in required: no bearer token.');
  });
});
