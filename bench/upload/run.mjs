// npm run bench:upload — a 256 MB file uploaded through the upload console in a real browser (Debian's Chromium),
// against a plain @azure/storage-blob upload of the same file to the same blob endpoint (the portal's /blob proxy,
// with a write SAS from the same server), in the same run. Rounds alternate SDK, console, SDK, console… so both
// see the same machine. Measured:
//   - sdk: BlockBlobClient.uploadFile with the SDK's default options, from the call to its answer;
//   - console transfer: from the browser's first PUT to the blob endpoint to the answer of its block list (what the
//     SDK call measures, in the page);
//   - console batch: from clicking UPLOAD to the file showing 'Indexing...' (register, SAS, transfer, mark).
// Ratio = sdk seconds / console transfer seconds (throughput of the console relative to the SDK; target ≥ 0.8).
// Writes upload.json to the results folder and ends with one JSON line.
//
// Environment: BENCH_UPLOAD_MB (256; more than 8, the console's largest single-shot upload, so that it sends blocks),
// BENCH_ROUNDS (3), BENCH_PORT (18447), BENCH_RESULTS_DIR and BENCH_DATA_DIR (bench/bench-folders.mjs).
import { randomBytes } from 'node:crypto';
import { Agent as HttpsAgent } from 'node:https';
import { mkdirSync, openSync, rmSync, statSync, writeSync, closeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataFolder, writeResult } from '../bench-folders.mjs';
import { launchChromium, signInThroughWelcome } from '../browser.mjs';
import { AnonymousCredential, BlockBlobClient, newPipeline } from '@azure/storage-blob';
import { Agent, request } from 'undici';
import { DEMO_ADMIN, signIn, startServer } from '../search-latency/http.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const dataRoot = dataFolder('upload');
const dataDir = join(dataRoot, 'data');
const MEGABYTES = Number(process.env.BENCH_UPLOAD_MB ?? 256);
const fileName = `bench-upload-${MEGABYTES}mb.bin`;
const filePath = join(dataRoot, fileName);
const SIZE = MEGABYTES * 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 18447);
const TARGET_RATIO = 0.8;
const PASSWORD = 'Discovery!2026';
const UPLOADER = { email: 'liam.chen@demo.portal', password: PASSWORD }; // uploader on Northwind Discovery
const SITE = 1;
const log = (message) => console.error(`[upload] ${message}`);

rmSync(dataRoot, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// Random bytes: nothing on the way can compress them.
const out = openSync(filePath, 'w');
for (let written = 0; written < SIZE; written += 8 * 1024 * 1024)
  writeSync(out, randomBytes(Math.min(8 * 1024 * 1024, SIZE - written)));
closeSync(out);
log(`${(statSync(filePath).size / 1024 / 1024).toFixed(0)} MB file written`);

const server = await startServer({ root, dataDir, port: PORT, log });
const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
const api = async (token, method, path, body) => {
  const response = await request(`${server.baseUrl}/api/${path}`, {
    method,
    dispatcher,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.body.text();
  if (response.statusCode >= 400) throw new Error(`${method} ${path}: ${response.statusCode} ${text}`);
  return JSON.parse(text);
};
const browser = await launchChromium();

try {
  // The fresh site gets its metadata set and a Content Types value, as an administrator sets a site up (a portal
  // administrator: only they may generate a site's master metadata set).
  const adminToken = await signIn(server.baseUrl, DEMO_ADMIN);
  const { setId } = await api(adminToken, 'POST', 'v2/deployments/generateAssetMetadataSets', { IndexId: SITE });
  const set = await api(adminToken, 'GET', `v2/uploader/getUploaderSetById?setid=${setId}&deploymentIndexId=${SITE}`);
  const contentTypes = set.fields.find((field) => field.code === 'content_types');
  const value = await api(adminToken, 'POST', 'v2/uploader/createNewMetadata', {
    DeploymentIndexId: SITE,
    FieldId: contentTypes.fieldId,
    FieldValue: 'Case Study',
  });
  const uploaderToken = await signIn(server.baseUrl, UPLOADER);

  // The SDK's default pipeline; the one addition trusts the local server's self-signed certificate, as the browser
  // is told to (ignoreHTTPSErrors), with a keep-alive agent as a browser has.
  const sdkPipeline = newPipeline(new AnonymousCredential());
  const agent = new HttpsAgent({ rejectUnauthorized: false, keepAlive: true });
  sdkPipeline.factories.push({
    create: (next) => ({ sendRequest: (req) => next.sendRequest(Object.assign(req, { agent })) }),
  });

  /** The plain SDK: register a file as the console does, take a write SAS, upload with the SDK's defaults. */
  const sdkUpload = async (round) => {
    const registered = await api(uploaderToken, 'POST', 'v2/uploader/saveAssetWithMetadata', {
      AssetInfos: [
        {
          UniqueId: `sdk-${round}`,
          FileName: `sdk-${round}.bin`,
          MimeType: 'application/octet-stream',
          filesize: SIZE,
        },
      ],
      DeploymentIndexId: SITE,
      MetadataData: [{ fieldId: contentTypes.fieldId, profileFieldValueId: value.profileFieldValueId }],
    });
    const [info] = registered.AssetInfos;
    const query = new URLSearchParams({
      containerName: info.ContainerName,
      blobName: info.BlobName,
      permission: 'write',
    });
    const { sasUrl } = await api(uploaderToken, 'GET', `v2/deploymentIndexes/${SITE}/getSasToken?${query}`);
    const client = new BlockBlobClient(sasUrl, sdkPipeline);
    const started = performance.now();
    await client.uploadFile(filePath, { blobHTTPHeaders: { blobContentType: 'application/octet-stream' } });
    return (performance.now() - started) / 1000;
  };

  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInThroughWelcome(page, server.baseUrl, UPLOADER);

  /** The console: the same file picked in the uploader panel, UPLOAD, until the file shows 'Indexing...'. */
  const consoleUpload = async () => {
    let firstPut = null;
    let blockListAnswered = null;
    const onRequest = (req) => {
      if (req.method() === 'PUT' && req.url().includes('/blob/') && firstPut === null) firstPut = performance.now();
    };
    const onResponse = (res) => {
      if (res.request().method() === 'PUT' && res.url().includes('comp=blocklist'))
        blockListAnswered = performance.now();
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    await page.getByRole('banner').getByRole('button', { name: 'Upload', exact: true }).click();
    const panel = page.locator('[data-panel-key="uploader"]');
    await panel.getByRole('combobox', { name: 'Content Types' }).waitFor();
    await panel.locator('input[type=file]').first().setInputFiles(filePath);
    await panel.getByRole('list', { name: 'Files to upload' }).getByText(fileName).waitFor();
    await panel.getByRole('combobox', { name: 'Content Types' }).fill('Case Study');
    await page.locator('.ant-select-item-option', { hasText: 'Case Study' }).click();
    await page.keyboard.press('Escape');
    const clicked = performance.now();
    await panel.getByRole('button', { name: 'UPLOAD', exact: true }).click();
    const row = page
      .getByRole('region', { name: 'Upload console' })
      .getByRole('list', { name: 'Upload activity' })
      .getByRole('listitem')
      .filter({ has: page.getByText(fileName, { exact: true }) });
    // 'Indexing...' once the server marked the file; 'Error' if anything on the way failed. Either ends the wait,
    // and anything but 'Indexing...' ends the bench with what the console and the server said.
    const status = row.getByRole('status');
    const settled = await status
      .filter({ hasText: /^(Indexing\.\.\.|Error)/ })
      .waitFor({ timeout: 300_000 })
      .then(
        () => null,
        (error) => error,
      );
    const finished = performance.now();
    const shown = await status.textContent({ timeout: 5_000 }).catch(() => null);
    if (settled || !shown?.startsWith('Indexing...')) {
      const activity = await page
        .getByRole('region', { name: 'Upload console' })
        .innerText({ timeout: 5_000 })
        .catch(() => '(the console could not be read)');
      throw new Error(
        `The console did not show the file as 'Indexing...' (${settled ? 'after 5 minutes' : 'it shows ' + JSON.stringify(shown)}).\n` +
          `The console:\n${activity}\nThe server's log ends:\n${server.output().slice(-4000)}`,
      );
    }
    page.off('request', onRequest);
    page.off('response', onResponse);
    await page.getByRole('region', { name: 'Upload console' }).getByRole('button', { name: 'CLOSE' }).click();
    if (firstPut === null || blockListAnswered === null)
      throw new Error('The console did not send the file in blocks.');
    return { transfer: (blockListAnswered - firstPut) / 1000, batch: (finished - clicked) / 1000 };
  };

  const rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const sdk = await sdkUpload(round);
    log(`round ${round}: sdk ${sdk.toFixed(2)} s`);
    const browserSide = await consoleUpload();
    log(
      `round ${round}: console transfer ${browserSide.transfer.toFixed(2)} s, batch ${browserSide.batch.toFixed(2)} s`,
    );
    rounds.push({
      sdkSeconds: sdk,
      consoleTransferSeconds: browserSide.transfer,
      consoleBatchSeconds: browserSide.batch,
      ratio: sdk / browserSide.transfer,
    });
  }
  const sum = (key) => rounds.reduce((total, entry) => total + entry[key], 0);
  const mb = SIZE / 1024 / 1024;
  const result = {
    bench: 'upload',
    fileMB: mb,
    rounds,
    sdkMBps: (mb * rounds.length) / sum('sdkSeconds'),
    consoleMBps: (mb * rounds.length) / sum('consoleTransferSeconds'),
    ratio: sum('sdkSeconds') / sum('consoleTransferSeconds'),
    target: TARGET_RATIO,
  };
  result.met = result.ratio >= TARGET_RATIO;
  writeResult('upload', result);
  console.log(JSON.stringify(result));
} finally {
  await browser.close();
  await dispatcher.close();
  await server.stop();
  rmSync(dataRoot, { recursive: true, force: true });
}
