import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Agent, fetch } from 'undici';
import { signWithProviderKey } from './test/forged-tokens.js';
import { startPortalProcess } from './test/portal-process.js';
import { SITE_ADMIN } from './test/cast.js';

/**
 * The portal stops on SIGTERM within SHUTDOWN_TIMEOUT_MS whatever its server is doing (issue 35: a probe's runaway
 * request held the server so that SIGTERM could not stop it, and it had to be killed). Run as `npm start` runs it.
 */
describe('shutdown', () => {
  const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });

  test('under load, with an event stream open, SIGTERM stops the portal cleanly', async () => {
    const portal = await startPortalProcess();
    try {
      const now = Math.floor(Date.now() / 1000);
      const token = await signWithProviderKey(portal.dataDir, {
        iss: `${portal.baseUrl}/oidc`,
        aud: 'discovery-portal',
        sub: `subject-${SITE_ADMIN}`,
        email: SITE_ADMIN,
        iat: now,
        exp: now + 3600,
      });
      const stream = await fetch(`${portal.baseUrl}/api/v2/notifications/stream`, {
        dispatcher,
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(stream.status, 200);
      // Calls under way when the signal comes: each is answered (503 once the shutdown began) or its connection closed;
      // none holds the shutdown.
      const calls = Array.from({ length: 40 }, (_, index) =>
        fetch(`${portal.baseUrl}/api/v2/${index % 2 ? 'users/me' : 'deployments'}`, {
          dispatcher,
          headers: { authorization: `Bearer ${token}` },
        }).then(
          (answer) => answer.status,
          () => 'closed',
        ),
      );
      portal.process.kill('SIGTERM');
      const { code } = await portal.exited;
      assert.equal(code, 0, `${portal.stderr()}\n${portal.log()}`);
      for (const outcome of await Promise.all(calls))
        assert.ok([200, 503, 'closed'].includes(outcome), String(outcome));
      assert.doesNotMatch(portal.stderr(), /did not stop within/);
    } finally {
      await portal.remove();
    }
  });

  test('a server that answers nothing (frozen) is stopped when its time is up', async () => {
    const portal = await startPortalProcess({ SHUTDOWN_TIMEOUT_MS: '2000' });
    try {
      const server = await portal.serverPid();
      // As a statement that never returns holds it: the server's thread takes no signal until it is killed.
      process.kill(server, 'SIGSTOP');
      portal.process.kill('SIGTERM');
      const { code } = await portal.exited;
      assert.notEqual(code, 0);
      assert.match(portal.stderr(), /The server did not stop within 2 s of SIGTERM: it was stopped\./);
      assert.throws(() => process.kill(server, 0), /ESRCH/, 'the server process is gone');
    } finally {
      await portal.remove();
    }
  });
});
