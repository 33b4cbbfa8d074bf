import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { Agent } from 'undici';
import { ASSET_STATUS_ID } from '../../../../assets/asset-status.js';
import { signBlobSas } from '../../../../blob/short-lived-sas.js';
import { assets, type Asset } from '../../../../db/schema/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { userIdOf } from '../../../../test/document-fixtures.js';
import { blockBlobClientFor, refusalStatus } from '../../../../test/portal-blob-client.js';
import { NO_SITE_USER, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

const MAIN = 'northwind-discovery-assets';
const PREVIEWS = 'northwind-discovery-previews';

interface ShortLivedSas {
  sasUrl: string;
  blobUrl: string;
  token: string;
  expiresOn: string;
  permissions: string;
  containerName: string;
  blobName: string;
}

describe('GET /api/v2/deploymentIndexes/{id}/getSasToken and the /blob proxy', () => {
  let context: DemoSiteContext;
  let siteId: number;
  before(async () => {
    context = await sharedDemoSite();
    siteId = await context.siteId('Northwind Discovery');
  });

  const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
  const getSas = (values: Record<string, string>, as?: string) =>
    context.request('GET', `/api/v2/deploymentIndexes/${siteId}/getSasToken?${query(values)}`, { as });
  const sasFor = async (values: Record<string, string>, as: string): Promise<ShortLivedSas> => {
    const response = await getSas(values, as);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  /** Makes the blob the file of a new public asset of the site: read SAS are signed only for files of assets. */
  const fileOfAsset = async (blobName: string) => {
    await context.server.app.db.insert(assets).values({
      docId: randomUUID(),
      title: blobName,
      fileName: blobName.split('/').pop()!,
      originalFileName: blobName.split('/').pop()!,
      blobName,
      deploymentIndexId: siteId,
      assetVisibility: 'Public',
    });
  };
  /**
   * An asset of the site as the uploader's calls leave it: `registered` (saveAssetWithMetadata gave its file a name;
   * nothing is stored yet) or `uploaded` (markAsUploaded: its file is in storage), by `createdBy`.
   */
  const assetOf = async (
    createdBy: string,
    fileName: string,
    state: 'registered' | 'uploaded',
    visibility: 'Public' | 'Private' = 'Public',
  ): Promise<Asset> => {
    const docId = randomUUID();
    const [asset] = await context.server.app.db
      .insert(assets)
      .values({
        docId,
        title: fileName,
        fileName,
        originalFileName: fileName,
        blobName: `${docId}/${fileName}`,
        storagePath: state === 'uploaded' ? `https://storage.test/${MAIN}/${docId}/${fileName}` : null,
        statusId: ASSET_STATUS_ID[state],
        deploymentIndexId: siteId,
        assetVisibility: visibility,
        createdByUserId: await userIdOf(context.server.app, createdBy),
      })
      .returning();
    return asset!;
  };
  const exists = (container: string, blobName: string) =>
    context.server.app.blobs.getContainerClient(container).getBlobClient(blobName).exists();
  /** The blob as stored, read by the server itself (not through a SAS). */
  const storedBytes = (container: string, blobName: string) =>
    context.server.app.blobs.getContainerClient(container).getBlobClient(blobName).downloadToBuffer();

  test('refuses a call without a token with 401', async () => {
    const response = await getSas({ containerName: MAIN, blobName: 'doc-1/a.txt' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().error, 'Sign-in required: no bearer token.');
  });

  test('gives an uploader a 10-minute create+write SAS for one blob, on the portal origin, that uploads through the proxy', async () => {
    const { docId, blobName } = await assetOf(UPLOADER, 'brief final.txt', 'registered');
    const sas = await sasFor({ containerName: MAIN, blobName: blobName!, permission: 'write' }, UPLOADER);
    const blobUrl = `${context.server.baseUrl}/blob/devstoreaccount1/${MAIN}/${docId}/brief%20final.txt`;
    assert.equal(sas.blobUrl, blobUrl);
    assert.equal(sas.sasUrl, `${blobUrl}?${sas.token}`);
    assert.equal(sas.permissions, 'cw');
    const token = new URLSearchParams(sas.token);
    assert.equal(token.get('sr'), 'b');
    assert.equal(token.get('sp'), 'cw');
    assert.equal(token.get('se'), sas.expiresOn.replace('.000Z', 'Z'));
    const lifetime = Date.parse(sas.expiresOn) - Date.now();
    assert.ok(lifetime > 9 * 60_000 && lifetime <= 10 * 60_000, `expires in ${lifetime} ms`);

    await blockBlobClientFor(sas.sasUrl).upload('the brief', 9, {
      blobHTTPHeaders: { blobContentType: 'text/plain' },
      metadata: { doc_id: docId },
    });
    assert.equal((await storedBytes(MAIN, blobName!)).toString(), 'the brief');

    // The same token neither writes another blob nor reads this one.
    const otherBlob = `${context.server.baseUrl}/blob/devstoreaccount1/${MAIN}/${docId}/other.txt?${sas.token}`;
    assert.equal(await refusalStatus(blockBlobClientFor(otherBlob).upload('x', 1)), 403);
    assert.equal(await refusalStatus(blockBlobClientFor(sas.sasUrl).download()), 403);
    assert.equal(await exists(MAIN, `${docId}/other.txt`), false);
  });

  test('uploads a preview of the registered file into the preview container the same way', async () => {
    const { docId } = await assetOf(UPLOADER, 'deck.pdf', 'registered');
    const sas = await sasFor(
      { containerName: PREVIEWS, blobName: `${docId}/cover.webp`, permission: 'write' },
      UPLOADER,
    );
    await blockBlobClientFor(sas.sasUrl).upload('preview bytes', 13);
    assert.equal((await storedBytes(PREVIEWS, `${docId}/cover.webp`)).toString(), 'preview bytes');
  });

  test('an asset in storage takes a new file (a replacement) and new previews from whoever may edit it', async () => {
    const { docId } = await assetOf(UPLOADER, 'plan.txt', 'uploaded', 'Private');
    for (const [as, containerName, blobName] of [
      [UPLOADER, MAIN, `${docId}/plan (2).txt`],
      [UPLOADER, PREVIEWS, `${docId}/cover (2).png`],
      [SITE_ADMIN, MAIN, `${docId}/plan final.txt`],
    ] as const) {
      const sas = await sasFor({ containerName, blobName, permission: 'write' }, as);
      assert.equal(sas.blobName, blobName);
      assert.equal(sas.permissions, 'cw');
    }
  });

  test("no write SAS for a name outside the caller's own registered upload or an asset they may edit (probe P11)", async () => {
    const someonesPrivate = await assetOf(SITE_ADMIN, 'board memo.pdf', 'uploaded', 'Private');
    const someonesPending = await assetOf(SITE_ADMIN, 'pitch.pptx', 'registered');
    const ownPending = await assetOf(UPLOADER, 'brief.docx', 'registered');
    const refusals: [string, string, number, string][] = [
      // Another user's private asset: its folder and its preview folder.
      [MAIN, `${someonesPrivate.docId}/x.html`, 403, ACCESS_MESSAGES.blobWriteDenied],
      [PREVIEWS, `${someonesPrivate.docId}/thumb.webp`, 403, ACCESS_MESSAGES.blobWriteDenied],
      [PREVIEWS, `${someonesPrivate.docId}/thumbnail.webp`, 403, ACCESS_MESSAGES.blobWriteDenied],
      // Another user's upload still pending: its very name, and its previews.
      [MAIN, someonesPending.blobName!, 403, ACCESS_MESSAGES.blobWriteDenied],
      [PREVIEWS, `${someonesPending.docId}/cover.png`, 403, ACCESS_MESSAGES.blobWriteDenied],
      // The caller's own pending upload: only the name it was given goes in the main container.
      [MAIN, `${ownPending.docId}/brief.html`, 403, ACCESS_MESSAGES.blobWriteDenied],
      // A folder of no asset, or no folder at all.
      [MAIN, `${randomUUID()}/x.html`, 403, ACCESS_MESSAGES.blobWriteDenied],
      [PREVIEWS, 'x.html', 403, ACCESS_MESSAGES.blobWriteDenied],
      // The caller's own folder, but not a file name the server would issue, or the pipeline's own imagery.
      [
        PREVIEWS,
        `${ownPending.docId}/sub/x.png`,
        400,
        `The request is not valid: querystring/blobName must name a file in the asset's folder, '${ownPending.docId}/<file name>' (letters, digits, spaces, . _ - ( ) only).`,
      ],
      [
        PREVIEWS,
        `${ownPending.docId}/thumbnail.webp`,
        400,
        `The request is not valid: querystring/blobName '${ownPending.docId}/thumbnail.webp' is imagery the server makes, not an uploaded preview.`,
      ],
    ];
    const before = await databaseSnapshot(context.server.app);
    for (const [containerName, blobName, status, error] of refusals) {
      const response = await getSas({ containerName, blobName, permission: 'write' }, UPLOADER);
      assert.equal(response.statusCode, status, `${containerName} ${blobName}: ${response.body}`);
      assert.equal(response.json().error, error, blobName);
      assert.equal(await exists(containerName, blobName), false, blobName);
    }
    assert.deepEqual(await databaseSnapshot(context.server.app), before, 'a refused call changed nothing');
  });

  test('refuses an expired SAS', async () => {
    const expired = signBlobSas(context.server.app, {
      containerName: MAIN,
      blobName: 'doc-2/late.txt',
      access: 'write',
      now: new Date(Date.now() - 11 * 60_000),
    });
    assert.ok(expired.expiresOn.getTime() < Date.now());
    assert.equal(await refusalStatus(blockBlobClientFor(expired.sasUrl).upload('late', 4)), 403);
    assert.equal(
      await context.server.app.blobs.getContainerClient(MAIN).getBlobClient('doc-2/late.txt').exists(),
      false,
    );
  });

  test('gives a site member a read-only SAS (the default) that reads but cannot write', async () => {
    await context.server.app.blobs
      .getContainerClient(MAIN)
      .getBlockBlobClient('doc-3/report.txt')
      .upload('quarterly report', 16);
    await fileOfAsset('doc-3/report.txt');
    const sas = await sasFor({ containerName: MAIN, blobName: 'doc-3/report.txt' }, SITE_VIEWER);
    assert.equal(sas.permissions, 'r');
    assert.equal(new URLSearchParams(sas.token).get('sp'), 'r');
    const client = blockBlobClientFor(sas.sasUrl);
    assert.equal((await client.downloadToBuffer()).toString(), 'quarterly report');
    assert.equal(await refusalStatus(client.upload('overwritten', 11)), 403);
    assert.equal((await storedBytes(MAIN, 'doc-3/report.txt')).toString(), 'quarterly report');
  });

  test('refuses write to a user without uploadAsset, and any SAS to a user without the site, with 403', async () => {
    const viewer = await getSas({ containerName: MAIN, blobName: 'doc-4/a.txt', permission: 'write' }, SITE_VIEWER);
    assert.equal(viewer.statusCode, 403);
    assert.deepEqual(viewer.json(), { statusCode: 403, error: 'You do not have permission to upload to this site.' });

    const outsider = await getSas({ containerName: MAIN, blobName: 'doc-4/a.txt' }, NO_SITE_USER);
    assert.equal(outsider.statusCode, 403);
    assert.deepEqual(outsider.json(), { statusCode: 403, error: ACCESS_MESSAGES.noSiteAccess });
  });

  test('answers 400 naming the field for a blob name that could escape, or a container of another site, and changes nothing', async () => {
    const database = await databaseSnapshot(context.server.app);
    const containers = async () => {
      const names: string[] = [];
      for await (const container of context.server.app.blobs.listContainers()) names.push(container.name);
      return names;
    };
    const before = await containers();
    for (const [blobName, problem] of [
      ['../x', 'not contain "." or ".." path segments'],
      ['doc/../../x', 'not contain "." or ".." path segments'],
      ['/x', 'not start with "/"'],
      ['a\\b', 'not contain a backslash'],
      ['a%2F..%2Fb', 'not contain percent escapes such as %2F'],
      ['a\u0001b', 'not contain control characters'],
      ['a\u0000b', 'not contain the NUL character (U+0000)'],
      ['x'.repeat(1025), 'NOT have more than 1024 characters'],
    ] as const) {
      const response = await getSas({ containerName: MAIN, blobName, permission: 'write' }, UPLOADER);
      assert.equal(response.statusCode, 400, `${blobName}: ${response.body}`);
      assert.equal(response.json().error, `The request is not valid: querystring/blobName must ${problem}.`);
    }

    const foreign = await getSas(
      { containerName: 'meridian-insights-assets', blobName: 'doc-5/a.txt', permission: 'write' },
      UPLOADER,
    );
    assert.equal(foreign.statusCode, 400);
    assert.equal(
      foreign.json().error,
      `The request is not valid: querystring/containerName must be this site's container (${MAIN}) or preview container (${PREVIEWS}).`,
    );

    const badPermission = await getSas(
      { containerName: MAIN, blobName: 'doc-5/a.txt', permission: 'delete' },
      UPLOADER,
    );
    assert.equal(badPermission.statusCode, 400);
    assert.match(badPermission.json().error, /querystring\/permission/);

    assert.deepEqual(await databaseSnapshot(context.server.app), database);
    assert.deepEqual(await containers(), before);
  });

  test('refuses write access to a blob that exists with 409', async () => {
    const { blobName } = await assetOf(UPLOADER, 'taken.txt', 'registered');
    await context.server.app.blobs.getContainerClient(MAIN).getBlockBlobClient(blobName!).upload('first', 5);
    const response = await getSas({ containerName: MAIN, blobName: blobName!, permission: 'write' }, UPLOADER);
    assert.equal(response.statusCode, 409);
    assert.equal(
      response.json().error,
      `A file named "${blobName}" already exists in ${MAIN}; uploads never replace a file, so choose another name.`,
    );
    assert.equal((await storedBytes(MAIN, blobName!)).toString(), 'first');
  });

  test('streams a 5 MB upload in 4 MB blocks through the proxy, and the download back, byte for byte', async () => {
    const bytes = randomBytes(5 * 1024 * 1024);
    const video = await assetOf(UPLOADER, 'video.mp4', 'registered');
    const write = await sasFor({ containerName: MAIN, blobName: video.blobName!, permission: 'write' }, UPLOADER);
    const blockSize = 4 * 1024 * 1024;
    await blockBlobClientFor(write.sasUrl).uploadData(bytes, {
      blockSize,
      maxSingleShotSize: blockSize,
      concurrency: 2,
    });

    const stored = context.server.app.blobs.getContainerClient(MAIN).getBlockBlobClient(video.blobName!);
    const blocks = await stored.getBlockList('committed');
    assert.deepEqual(
      blocks.committedBlocks?.map((block) => block.size),
      [blockSize, bytes.length - blockSize],
    );
    assert.ok((await stored.downloadToBuffer()).equals(bytes));

    const read = await sasFor({ containerName: MAIN, blobName: video.blobName! }, SITE_VIEWER);
    assert.ok((await blockBlobClientFor(read.sasUrl).downloadToBuffer()).equals(bytes));
  });

  test('the proxy needs no portal sign-in but a SAS, and reaches nothing but the Azurite account', async () => {
    const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
    const origin = context.server.baseUrl;
    const call = async (path: string, headers: Record<string, string> = {}) => {
      const response = await dispatcher.request({ origin, path, method: 'GET', headers });
      return { status: response.statusCode, headers: response.headers, body: await response.body.text() };
    };
    try {
      const text = 'secret '.repeat(1000);
      await context.server.app.blobs
        .getContainerClient(MAIN)
        .getBlockBlobClient('doc-8/secret.txt')
        .upload(text, text.length, { blobHTTPHeaders: { blobContentType: 'text/plain' } });
      await fileOfAsset('doc-8/secret.txt');
      const sas = new URL((await sasFor({ containerName: MAIN, blobName: 'doc-8/secret.txt' }, SITE_VIEWER)).sasUrl);

      // Bytes as stored (not compressed by the portal); a portal token sent along does not get in the way.
      const read = await call(sas.pathname + sas.search, {
        'accept-encoding': 'gzip',
        authorization: await context.bearerFor(SITE_VIEWER),
        cookie: 'portal=1',
      });
      assert.equal(read.status, 200);
      assert.equal(read.headers['content-encoding'], undefined);
      assert.equal(read.headers['content-length'], String(text.length));
      assert.equal(read.body, text);

      const unsigned = await call(sas.pathname);
      assert.equal(unsigned.status, 403, 'no SAS, no file');
      assert.equal(JSON.parse(unsigned.body).error, 'Only requests signed by the portal for one file are served here.');

      assert.equal((await call('/blob/otheraccount/container/blob')).status, 404);
      const escape = await call(`/blob/devstoreaccount1/${MAIN}/%2e%2e/%2E%2E/otheraccount/x`);
      assert.equal(escape.status, 400);
      assert.equal(
        JSON.parse(escape.body).error,
        'Not a blob address: the path must not contain "." or ".." segments.',
      );
    } finally {
      await dispatcher.close();
    }
  });
});
