import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { startPgliteWireServer, type WireServer } from './pglite-wire-server.js';

/**
 * A client whose frontend messages each reach the server in a read of their own, in order, as a loaded
 * machine may deliver a Parse, Bind, Describe, Execute, Sync batch written message by message.
 */
async function messagePerReadClient(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stream = (client as unknown as { connection: { stream: { write(...args: unknown[]): boolean } } }).connection
    .stream;
  const write = stream.write.bind(stream);
  let previous = Promise.resolve();
  stream.write = (...args: unknown[]) => {
    previous = previous.then(
      () =>
        new Promise<void>((written) =>
          setTimeout(() => {
            write(...args);
            written();
          }, 1),
        ),
    );
    return true;
  };
  return client;
}

describe('the test database over the PostgreSQL wire protocol (PGlite behind pglite-socket)', () => {
  let wire: WireServer;
  const clients: pg.Client[] = [];

  before(async () => {
    wire = await startPgliteWireServer();
    clients.push(await messagePerReadClient(wire.databaseUrl), await messagePerReadClient(wire.databaseUrl));
  });

  after(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await wire.close();
  });

  test("two connections' parameterised queries, sent at once, each get their own answers", async () => {
    const [sums, labels] = clients;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        n % 2
          ? sums!.query<{ n: number }>('select $1::int + 1 as n', [n]).then(({ rows }) => rows[0]?.n)
          : labels!
              .query<{ label: string; n: number }>('select $1::text as label, $2::int as n', [`row ${n}`, n])
              .then(({ rows }) => `${rows[0]?.label}/${rows[0]?.n}`),
      ),
    );
    assert.deepEqual(
      answers,
      Array.from({ length: 40 }, (_, n) => (n % 2 ? n + 1 : `row ${n}/${n}`)),
    );
  });

  test("a failing query and one connection's transaction leave the other connection's queries answered", async () => {
    const [writer, reader] = clients;
    await writer!.query('create table notes (note text)');
    await writer!.query('begin');
    await writer!.query('insert into notes values ($1)', ['in the transaction']);
    const [refused, counted] = await Promise.allSettled([
      reader!.query('select $1::int / 0 as n', [1]),
      reader!.query<{ count: number }>('select count(*)::int as count from notes where note <> $1', ['']),
      writer!.query('commit'),
    ]);
    assert.equal(refused.status, 'rejected');
    assert.match(String((refused as PromiseRejectedResult).reason), /division by zero/);
    assert.equal(counted.status === 'fulfilled' && counted.value.rows[0]?.count, 1);
  });
});
