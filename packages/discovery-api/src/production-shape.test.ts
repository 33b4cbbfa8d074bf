// wire pass: `portal serve --instances 2 --workers 1` on the PostgreSQL server, with blob storage outside the processes.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { BlockBlobClient } from '@azure/storage-blob';
import PgBoss from 'pg-boss';
import { Agent, fetch } from 'undici';
import { PROCESS_ASSET_QUEUE, type ProcessAssetJob } from './assets/queue-asset-processing.js';
import { startAzurite, type RunningAzurite } from './blob/start-azurite.js';
import { packageDir } from './config/package-paths.js';
import { PORTAL_ADMIN, SITE_VIEWER, UPLOADER } from './test/cast.js';
import { freePort } from './test/free-port.js';
import { portalApiClient } from './test/portal-api-client.js';
import { createPostgresDatabase } from './test/postgres-databases.js';

/** The children of a process, by `ps`: their ids and command lines. */
async function childrenOf(pid: number): Promise<{ pid: number; command: string }[]> {
  const ps = spawn('ps', ['-o', 'pid=,args=', '--ppid', String(pid)]);
  let out = '';
  ps.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await once(ps, 'exit');
  return out
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ pid: Number(match[1]), command: match[2]! }));
}

/**
 * The production shape on one machine, as an operator runs it (src/cluster.ts): two API instances sharing one port and
 * a separate job worker, on a PostgreSQL server and a blob storage they share (Azurite run outside the portal, reached
 * with a connection string as Azure is). The API instances only queue jobs (PORTAL_WORKERS=off): a file uploaded
 * through one of them is indexed by the worker and found through either; an instance that dies is replaced by the
 * primary while the other goes on answering.
 */
describe(
  'portal serve --instances 2 --workers 1',
  { skip: !process.env.TEST_POSTGRES_URL && 'PostgreSQL server pass only', timeout: 240_000 },
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let storage: RunningAzurite;
    let storageDir: string;
    let dataDir: string;
    let portal: ChildProcess;
    let baseUrl: string;
    let stderr = '';
    let client: ReturnType<typeof portalApiClient>;

    before(async () => {
      const template = process.env.TEST_DATA_TEMPLATE!;
      database = await createPostgresDatabase({ fromTemplate: true });
      storageDir = await mkdtemp(join(tmpdir(), 'discovery-api-storage-'));
      storage = await startAzurite(storageDir);
      dataDir = await mkdtemp(join(tmpdir(), 'discovery-api-cluster-'));
      await cp(template, dataDir, { recursive: true });
      const port = await freePort();
      baseUrl = `https://localhost:${port}`;
      client = portalApiClient({ keysFrom: dataDir, publicUrl: baseUrl });
      portal = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--conditions=portal-source',
          'src/cli/main.ts',
          'serve',
          '--instances',
          '2',
          '--workers',
          '1',
        ],
        {
          cwd: packageDir,
          env: {
            ...process.env,
            PORT: String(port),
            PORTAL_DATA_DIR: dataDir,
            PORTAL_WEB_ROOT: join(dataDir, 'web'),
            DATABASE_URL: database.databaseUrl,
            AZURE_STORAGE_CONNECTION_STRING: `DefaultEndpointsProtocol=http;AccountName=${storage.accountName};AccountKey=${storage.accountKey};BlobEndpoint=${storage.accountUrl}`,
            LOG_LEVEL: 'warn',
            PORTAL_DEMO_LIBRARY: 'off',
            // A job taken by a worker that dies counts as lost after 3 s (900 by default).
            PORTAL_JOB_EXPIRE_SECONDS: '3',
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      portal.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // Every process is up once the primary says so (it starts the rest when the first instance listens).
      while (!stderr.includes('The portal runs as 2 API instance(s)')) {
        if (portal.exitCode !== null) throw new Error(`The portal exited (${portal.exitCode}): ${stderr.slice(-3000)}`);
        await delay(200); // the next look
      }
    });
    after(async () => {
      if (portal && portal.exitCode === null) {
        portal.kill('SIGTERM');
        await once(portal, 'exit');
      }
      await storage?.close();
      await database?.close();
      await client?.close();
      await Promise.all([dataDir, storageDir].map((dir) => dir && rm(dir, { recursive: true, force: true })));
    });

    const call = (method: string, path: string, as: string, body?: unknown) =>
      client.call(baseUrl, method, path, as, body);
    const json = async <T>(answer: Promise<Awaited<ReturnType<typeof fetch>>>) => {
      const response = await answer;
      const text = await response.text();
      assert.ok(response.ok, `${response.status}: ${text}`);
      return JSON.parse(text) as T;
    };

    test('three processes under the primary: two API instances and a job worker', async () => {
      const commands = (await childrenOf(portal.pid!)).map((child) => child.command);
      assert.equal(commands.filter((command) => command.includes('src/server.ts')).length, 2, commands.join('\n'));
      assert.equal(commands.filter((command) => command.includes('src/worker.ts')).length, 1, commands.join('\n'));
    });

    /** Registers a text file, sends it straight to the storage as a browser does, and returns it (not yet marked). */
    const uploadText = async (fileName: string, title: string, text: string) => {
      const site = 1;
      const bytes = Buffer.from(text);
      const registered = await json<{
        HasError: boolean;
        AssetInfos: { AssetId: number; DocId: string; UniqueId: string; BlobName: string; ContainerName: string }[];
      }>(
        call('POST', 'uploader/saveAssetWithMetadata', UPLOADER, {
          DeploymentIndexId: site,
          AssetInfos: [
            { UniqueId: 'main', FileName: fileName, filesize: bytes.length, MimeType: 'text/plain', Title: title },
          ],
          MetadataData: [],
          PreviewAssetInfos: [],
        }),
      );
      const [item] = registered.AssetInfos;
      assert.ok(item && !registered.HasError, JSON.stringify(registered));
      const { sasUrl, blobUrl } = await json<{ sasUrl: string; blobUrl: string }>(
        call(
          'GET',
          `deploymentIndexes/${site}/getSasToken?containerName=${item.ContainerName}&blobName=${encodeURIComponent(item.BlobName)}&permission=write`,
          UPLOADER,
        ),
      );
      // Straight to the storage, as a browser does with Azure (no proxy through the portal).
      await new BlockBlobClient(sasUrl).uploadData(bytes, {
        blobHTTPHeaders: { blobContentType: 'text/plain' },
        metadata: { doc_id: item.DocId },
      });
      const markUploaded = () =>
        json(
          call('POST', 'uploader/markAsUploaded', UPLOADER, {
            AssetId: item.AssetId,
            DocId: item.DocId,
            UniqueId: item.UniqueId,
            BlobName: item.BlobName,
            StoragePath: blobUrl,
          }),
        );
      return { ...item, markUploaded };
    };

    /** Searches through whichever instance the primary hands each call to, until the word finds a document. */
    const firstFound = async (word: string) => {
      for (;;) {
        const found = await json<{ documents: { title: string }[] }>(
          call('POST', 'search', SITE_VIEWER, { indexId: 1, q: word, queryType: 'full' }),
        );
        if (found.documents.length > 0) return found.documents[0]?.title;
        if (portal.exitCode !== null) assert.fail(`The portal exited: ${stderr.slice(-3000)}`);
        await delay(250); // the worker polls its queue twice a second
      }
    };

    test('a file uploaded through the instances is indexed by the worker and found by search', async () => {
      const item = await uploadText(
        'harbour.txt',
        'Harbour campaign',
        'The harbour campaign introduced the mascot quokkaferry to coastal audiences.',
      );
      await item.markUploaded();
      assert.equal(await firstFound('quokkaferry'), 'Harbour campaign');
    });

    test('a job taken by a worker that died is run again, by the worker started in its place', async () => {
      const workers = async () =>
        (await childrenOf(portal.pid!)).filter((child) => child.command.includes('src/worker.ts')).map((c) => c.pid);
      const [victim] = await workers();
      assert.ok(victim);
      // The worker is frozen, so the job is taken by the "worker" below instead: it takes the job and dies with it.
      process.kill(victim, 'SIGSTOP');
      const dying = new PgBoss({
        connectionString: database.databaseUrl,
        supervise: false,
        schedule: false,
        migrate: false,
      });
      await dying.start();
      try {
        const item = await uploadText(
          'drill.txt',
          'Drill campaign',
          'The drill campaign introduced the mascot quokkadrill.',
        );
        await item.markUploaded();
        let taken: PgBoss.Job<ProcessAssetJob>[] = [];
        while (taken.length === 0) {
          taken = await dying.fetch<ProcessAssetJob>(PROCESS_ASSET_QUEUE);
          if (taken.length === 0) await delay(100); // the job is queued by markAsUploaded's instance
        }
        assert.equal(taken[0]?.data.assetId, item.AssetId);
      } finally {
        await dying.stop({ graceful: false, wait: true });
      }
      process.kill(victim, 'SIGKILL');
      // The primary starts another worker; the lost job expires (PORTAL_JOB_EXPIRE_SECONDS=3 here) and is run again.
      assert.equal(await firstFound('quokkadrill'), 'Drill campaign');
      const now = await workers();
      assert.equal(now.length, 1);
      assert.ok(!now.includes(victim), 'a new worker process');
    });

    test('a site duplication started through one instance runs on the worker and is followed through any', async () => {
      let job = await json<{ jobId: string; state: string; deploymentIndexId: number | null }>(
        call('POST', 'deployments/duplicateIndex', PORTAL_ADMIN, { IndexId: 1, CopyName: 'Northwind Discovery copy' }),
      );
      while (job.state === 'running') {
        await delay(200); // the worker polls its queue twice a second
        job = await json(call('GET', `deployments/jobs/${job.jobId}`, PORTAL_ADMIN));
      }
      assert.equal(job.state, 'done', JSON.stringify(job));
      const copy = await json<{ name: string }>(
        call('GET', `deploymentIndexes/${job.deploymentIndexId}/info`, PORTAL_ADMIN),
      );
      assert.equal(copy.name, 'Northwind Discovery copy');
    });

    test('an API instance that dies is replaced, while the other goes on answering', async () => {
      const apiInstances = async () =>
        (await childrenOf(portal.pid!))
          .filter((child) => child.command.includes('src/server.ts'))
          .map((child) => child.pid);
      const victim = (await apiInstances())[0]!;
      process.kill(victim, 'SIGKILL');
      // Once the primary knows, it hands new connections to the living instance only (a connection the client held
      // to the dead one is closed, as any server's would be); the replacement is still starting then.
      while (!stderr.includes(`(process ${victim}) exited: starting it again`)) await delay(50); // the primary's word
      const fresh = new Agent({ connect: { rejectUnauthorized: false } });
      try {
        const health = await fetch(`${baseUrl}/api/health`, { dispatcher: fresh }).catch((error: Error) => {
          throw new Error(`health: ${String(error.cause)}`);
        });
        assert.equal(health.status, 200, 'the other instance answered');
        await health.body?.cancel();
      } finally {
        await fresh.close();
      }
      for (;;) {
        const now = await apiInstances();
        if (now.length === 2 && !now.includes(victim)) break;
        await delay(200); // the primary starts the replacement
      }
    });
  },
);
