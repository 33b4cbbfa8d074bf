import { expect, test, type Browser, type Page } from '@playwright/test';
import { recordWebm, samples, uniqueWord } from '../support/sample-files';
import { settled } from '../support/settled';
import { signInForApi } from '../support/sign-in';
import { chooseContentType, consoleOf, openUploader, panel, rowOf } from '../support/uploader';

/** Demo users of the seed (packages/discovery-api/src/identity/demo-accounts.ts). */
const NOAH = 'noah.patel@demo.portal'; // portal administrator
const LIAM = 'liam.chen@demo.portal'; // uploader on Northwind Discovery (site 1)
const SOFIA = 'sofia.rossi@demo.portal'; // viewer: no uploadAsset

/** The spec's completion messages (calls doc §8), word for word. */
const UPLOAD_SUCCESS =
  'Upload complete! Files uploaded successfully will be processed, indexed and made available on the discovery portal. Processing times can vary based on file types and sizes.';
const UPLOAD_WITH_ERRORS =
  'There are some errors processing your files, please see details above. Files uploaded successfully will be processed, indexed and made available on the Discovery portal. Processing times can vary based on file types and sizes.';

/** Records every status text each console row shows, in order (React may draw quick steps in one frame). */
async function recordStatuses(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, string[]> = {};
    (window as unknown as { uploadStatuses: typeof seen }).uploadStatuses = seen;
    new MutationObserver(() => {
      for (const row of document.querySelectorAll('ul[aria-label="Upload activity"] > li')) {
        const name = row.querySelector('strong')?.textContent ?? '';
        const status = row.querySelector('[role="status"]')?.textContent ?? '';
        const list = (seen[name] ??= []);
        if (list.at(-1) !== status) list.push(status);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
const statusesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { uploadStatuses: Record<string, string[]> }).uploadStatuses);

/**
 * Waits (through the API, as the indexer finishes in the background) until a search of site 1 for `words` finds
 * `expected`, then searches from the top bar's search panel as the user does: the results page shows it. The
 * navigation stays inside the portal, so the upload console is still there.
 */
async function findBySearch(page: Page, authorization: string, words: string, expected: string) {
  await expect(async () => {
    const answer = await page.request.post('/api/v2/search', {
      headers: { authorization },
      data: { indexId: 1, q: words, queryType: 'full' },
    });
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { documents: { title: string }[] }).documents.map((doc) => doc.title)).toContain(
      expected,
    );
  }).toPass({ timeout: 150_000, intervals: [1_000, 2_000, 3_000] });
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('region', { name: 'Search', exact: true }).getByRole('combobox', { name: 'Search text' });
  await box.fill(words);
  await box.press('Enter');
  await expect(page.locator('section[aria-label="Results"]')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('list', { name: 'Search results' })).toContainText(expected);
}

test.describe.configure({ mode: 'serial' });

test.describe('uploading as the demo uploader', () => {
  let page: Page;
  let authorization: string;
  const words = {
    pdf: uniqueWord('pdfword'),
    docx: uniqueWord('docxword'),
    png: uniqueWord('pngtitle'),
    video: uniqueWord('clip'),
    edited: uniqueWord('renamed'),
    replaced: uniqueWord('replaced'),
  };
  const files = {
    pdf: `${words.pdf}-brief.pdf`,
    docx: `${words.docx}-notes.docx`,
    png: `${words.png}.png`,
    preview: 'poster-preview.png',
    video: `${words.video}.webm`,
  };

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    // The suite's fresh server has no metadata set yet: a portal administrator generates the standard one (the
    // administration area's call).
    const admin = await browser.newPage();
    const adminAuthorization = await signInForApi(admin, NOAH);
    const generated = await admin.request.post('/api/v2/deployments/generateAssetMetadataSets', {
      headers: { authorization: adminAuthorization },
      data: { IndexId: 1 },
    });
    expect([200, 201, 409]).toContain(generated.status());
    await admin.close();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    authorization = await signInForApi(page, LIAM);
  });
  test.afterAll(async () => {
    await page?.close();
  });

  test('a PDF, a DOCX, a PNG with its own preview and a short video go to storage in one batch, are marked and indexed', async () => {
    test.setTimeout(240_000);
    const { samplePdf, sampleDocx, samplePng } = await samples();
    const pdf = Buffer.from(
      await samplePdf({
        title: 'Harbour campaign brief',
        paragraphs: [`The harbour campaign introduced ${words.pdf} to coastal audiences.`],
      }),
    );
    const docx = Buffer.from(
      await sampleDocx({
        title: 'Workshop notes',
        paragraphs: [`Notes from the ${words.docx} workshop with the client team.`],
      }),
    );
    const png = Buffer.from(await samplePng({ title: 'Key visual', paragraphs: ['A key visual of the campaign.'] }));
    const preview = Buffer.from(
      await samplePng({ title: 'Poster preview', paragraphs: ['The poster chosen as the preview.'] }),
    );
    const video = await recordWebm(page);

    await openUploader(page);
    const uploader = panel(page, 'uploader');
    await uploader
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        { name: files.pdf, mimeType: 'application/pdf', buffer: pdf },
        {
          name: files.docx,
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          buffer: docx,
        },
        { name: files.png, mimeType: 'image/png', buffer: png },
        { name: files.video, mimeType: 'video/webm', buffer: video },
      ]);
    const picked = uploader.getByRole('list', { name: 'Files to upload' });
    await expect(picked.getByRole('listitem')).toHaveCount(4);
    const chooser = page.waitForEvent('filechooser');
    await uploader.getByRole('button', { name: `Add a preview for ${files.png}` }).click();
    await (await chooser).setFiles({ name: files.preview, mimeType: 'image/png', buffer: preview });
    await expect(picked).toContainText(`Preview: ${files.preview}`);

    // A required field left empty is named before anything is sent.
    await uploader.getByRole('button', { name: 'UPLOAD', exact: true }).click();
    await expect(uploader).toContainText('Content Types is required.');
    await chooseContentType(page, 'Case Study');
    await recordStatuses(page);
    await uploader.getByRole('button', { name: 'UPLOAD', exact: true }).click();
    await expect(panel(page, 'uploader')).toHaveCount(0);

    const uploads = consoleOf(page);
    await expect(uploads.getByRole('alert').or(uploads.locator('.ant-alert'))).toContainText(UPLOAD_SUCCESS, {
      timeout: 60_000,
    });
    await expect(uploads.getByTestId('upload-counters')).toHaveText('0 in progress · 0 not yet marked uploaded');
    for (const name of [files.pdf, files.docx, files.png, files.video]) {
      await expect(rowOf(page, name).getByRole('status')).toHaveText(/^Indexing\.\.\./);
      await expect(rowOf(page, name).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    }
    await expect(rowOf(page, files.preview).getByRole('status')).toHaveText('Assigned');
    await expect(uploads.getByRole('button', { name: 'ADD MORE' })).toBeVisible();
    await expect(uploads.getByRole('button', { name: 'CLOSE' })).toBeVisible();

    const seen = await statusesSeen(page);
    for (const name of [files.pdf, files.docx, files.png, files.video]) {
      expect(seen[name]?.[0], `${name}: ${seen[name]?.join(' → ')}`).toBe('Registering...');
      expect(seen[name]?.at(-1)).toMatch(/^Indexing\.\.\./);
    }
    expect(seen[files.preview]?.at(-1)).toBe('Assigned');
    console.log('Statuses seen:', JSON.stringify(seen));

    await page.screenshot({ path: 'screenshots/uploader-console-desktop.png' });
    // The console stays while the user moves to another remote; the files are found by words of their content.
    await findBySearch(page, authorization, words.pdf, `${words.pdf}-brief`); // the title defaults to the file name
    await expect(consoleOf(page)).toContainText(files.pdf);
    await findBySearch(page, authorization, words.docx, `${words.docx}-notes`);
    await findBySearch(page, authorization, words.png, words.png);
    await findBySearch(page, authorization, words.video, words.video);
  });

  test('the uploads preview on their content pages: the PDF, the picture, and the video plays; shared by a public link it plays without sign-in', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // A page of its own: the upload console of `page` stays as it is for the tests after this one.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const authorization = await signInForApi(page, LIAM);
    const docIdOf = async (word: string) => {
      const answer = await page.request.post('/api/v2/search', {
        headers: { authorization },
        data: { indexId: 1, q: word, queryType: 'full' },
      });
      const found = ((await answer.json()) as { documents: { doc_id: string }[] }).documents[0];
      expect(found, word).toBeTruthy();
      return found!.doc_id;
    };
    const open = async (word: string) => {
      await page.goto(`/sites/1/content/${encodeURIComponent(await docIdOf(word))}/home`);
      return page.getByRole('region', { name: 'Preview' });
    };

    const pdf = await open(words.pdf);
    await expect(pdf.locator('iframe[title^="Preview of"]')).toHaveAttribute('src', /\.pdf\?/);
    const picture = await open(words.png);
    // The PNG's own preview (the poster) is what its page shows.
    await expect(picture.getByRole('img').first()).toBeVisible();
    // Drawn once the file has arrived: the picture is in the page before its bytes are.
    await expect
      .poll(() =>
        picture
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    const clip = await open(words.video);
    const player = clip.locator('video');
    await expect(player).toBeVisible();
    const plays = async (video: typeof player) => {
      await video.evaluate((element: HTMLVideoElement) => {
        element.muted = true;
        return element.play();
      });
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
    };
    await plays(player);

    // A public link needs a video that is not confidential: the uploader clears the flag in Edit document.
    const manage = () => page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Manage' }).click();
    await manage();
    await page.getByRole('menuitem', { name: 'Edit document' }).click();
    const edit = page.getByRole('dialog').filter({ has: page.getByRole('form', { name: 'Edit document' }) });
    const confidential = edit.getByRole('checkbox', { name: 'Confidential' });
    if (await confidential.isChecked()) await confidential.uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await page.reload();
    await manage();
    await page.getByRole('menuitem', { name: 'Public link' }).click();
    const dialog = page.getByRole('dialog', { name: /^Public links of / });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = (await dialog
      .getByText(/\/video\?v=/)
      .first()
      .textContent())!.trim();
    expect(link).toMatch(/^https:\/\/localhost:\d+\/video\?v=[\w-]{43}$/);

    // Someone outside the portal: no sign-in, a fresh browser.
    const outsider = await browser.newContext({ ignoreHTTPSErrors: true });
    const watcher = await outsider.newPage();
    await watcher.goto(link);
    await expect(watcher.getByRole('heading', { level: 2, name: 'Video' })).toBeVisible();
    await expect(watcher.getByText(/anyone with this link can watch it/i)).toBeVisible();
    await plays(watcher.locator('video'));
    await settled(watcher);
    await watcher.screenshot({ path: 'screenshots/public-video-desktop.png' });
    await outsider.close();
    await page.close();
  });

  test('editing the metadata of an uploaded file shows Updating → Updated, and search shows the change', async () => {
    test.setTimeout(180_000);
    await rowOf(page, files.pdf).getByRole('button', { name: 'Edit metadata' }).click();
    const edit = panel(page, 'editMetadata');
    await expect(edit.getByLabel('Title')).toHaveValue(`${words.pdf}-brief`);
    await settled(page);
    await page.screenshot({ path: 'screenshots/uploader-edit-metadata-desktop.png' });
    await edit.getByLabel('Title').fill(`Harbour campaign brief ${words.edited}`);
    await recordStatuses(page);
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expect(edit).toHaveCount(0);
    const uploads = consoleOf(page);
    await expect(uploads.locator('.ant-alert')).toContainText('Update complete!');
    await expect(uploads.locator('.ant-alert')).toContainText('Update success.');
    await expect(uploads.getByRole('button', { name: 'ADD MORE' })).toHaveCount(0);
    await expect(rowOf(page, files.pdf).getByRole('status')).toHaveText('Updated');
    expect((await statusesSeen(page))[files.pdf]).toEqual(['Updating', 'Updated']);
    await findBySearch(page, authorization, words.edited, `Harbour campaign brief ${words.edited}`);
  });

  test('replacing a file keeps the previous one as a version and the new content becomes searchable', async () => {
    test.setTimeout(180_000);
    const { samplePdf } = await samples();
    const replacement = Buffer.from(
      await samplePdf({
        title: 'Harbour campaign brief v2',
        paragraphs: [`The second edition adds ${words.replaced} results.`],
      }),
    );
    await rowOf(page, files.pdf).getByRole('button', { name: 'Replace file' }).click();
    const replace = panel(page, 'replaceFile');
    await expect(replace).toContainText(files.pdf);
    const chooser = page.waitForEvent('filechooser');
    await replace.getByRole('button', { name: 'Choose the new file' }).click();
    await (await chooser).setFiles({ name: 'harbour-brief-v2.pdf', mimeType: 'application/pdf', buffer: replacement });
    await replace.getByRole('button', { name: 'REPLACE' }).click();
    await expect(replace).toContainText('File replaced.');
    await expect(replace).toContainText(
      'harbour-brief-v2.pdf is now the current file; the previous file is kept as an earlier version.',
    );
    await replace.getByRole('button', { name: 'DONE' }).click();
    await findBySearch(page, authorization, words.replaced, `Harbour campaign brief ${words.edited}`);
  });

  test('a block the blob endpoint refuses ends in the transfer error; the transfer is retried to success', async () => {
    test.setTimeout(180_000);
    await consoleOf(page).getByRole('button', { name: 'CLOSE' }).click();
    const big = `${uniqueWord('large')}.txt`;
    // Over one 8 MiB block, so it travels in blocks.
    const text = Buffer.from(`A long transcript of the planning day.\n`.repeat(240_000));
    let refused = 0;
    await page.route(/\/blob\/.*comp=block(&|$)/, async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      refused += 1;
      await route.fulfill({
        status: 503,
        headers: { 'content-type': 'application/xml', 'x-ms-error-code': 'ServerBusy' },
        body: '<?xml version="1.0" encoding="utf-8"?><Error><Code>ServerBusy</Code><Message>The blob endpoint refused this block.</Message></Error>',
      });
    });
    await openUploader(page);
    await panel(page, 'uploader')
      .locator('input[type=file]')
      .first()
      .setInputFiles([{ name: big, mimeType: 'text/plain', buffer: text }]);
    await chooseContentType(page, 'Case Study');
    await panel(page, 'uploader').getByRole('button', { name: 'UPLOAD', exact: true }).click();

    const uploads = consoleOf(page);
    await expect(uploads.locator('.ant-alert')).toContainText(UPLOAD_WITH_ERRORS, { timeout: 90_000 });
    await expect(uploads.getByRole('list', { name: 'Upload errors' })).toContainText(`${big}: Transfer error: `);
    await expect(rowOf(page, big).getByRole('status')).toHaveText('Error');
    await expect(uploads.getByTestId('upload-counters')).toHaveText('0 in progress · 0 not yet marked uploaded');
    expect(refused).toBeGreaterThan(1); // each block was tried again before the transfer gave up
    await page.screenshot({ path: 'screenshots/uploader-console-error-desktop.png' });

    await page.unroute(/\/blob\/.*comp=block(&|$)/);
    await uploads.getByRole('button', { name: 'Retry failed transfers' }).click();
    await expect(uploads.locator('.ant-alert')).toContainText(UPLOAD_SUCCESS, { timeout: 90_000 });
    await expect(rowOf(page, big).getByRole('status')).toHaveText(/^Indexing\.\.\./);
    await expect(uploads.getByRole('list', { name: 'Upload errors' })).toHaveCount(0);
  });

  test('a file that fails processing shows as failed with the reason, also after a reload (probe P14)', async () => {
    test.setTimeout(180_000);
    await consoleOf(page).getByRole('button', { name: 'CLOSE' }).click();
    const broken = `${uniqueWord('broken')}.pdf`;
    await openUploader(page);
    await panel(page, 'uploader')
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        { name: broken, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\nnot a PDF at all') },
      ]);
    await chooseContentType(page, 'Case Study');
    await panel(page, 'uploader').getByRole('button', { name: 'UPLOAD', exact: true }).click();
    // The transfer goes through; the processing that follows fails, and the console says so (it said "Upload
    // complete!" before).
    const uploads = consoleOf(page);
    await expect(rowOf(page, broken).getByRole('status')).toHaveText('Error', { timeout: 90_000 });
    await expect(uploads.locator('.ant-alert')).toContainText(UPLOAD_WITH_ERRORS);
    await expect(uploads.getByRole('list', { name: 'Upload errors' })).toContainText(broken);
    await page.screenshot({ path: 'screenshots/uploader-processing-failed-desktop.png' });
    await page.reload();
    await expect(rowOf(page, broken).getByRole('status')).toHaveText('Error', { timeout: 60_000 });
    await page.screenshot({ path: 'screenshots/uploader-processing-failed-after-reload-desktop.png' });
  });

  test('the console and the panels at phone width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(consoleOf(page)).toBeVisible();
    await page.screenshot({ path: 'screenshots/uploader-console-phone.png' });
    await openUploader(page);
    await expect(panel(page, 'uploader').getByRole('combobox', { name: 'Content Types' })).toBeVisible();
    await page.screenshot({ path: 'screenshots/uploader-panel-phone.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await settled(page);
    await page.screenshot({ path: 'screenshots/uploader-panel-desktop.png' });
  });
});

test('a user without uploadAsset has no upload button, and the server refuses their upload calls', async ({ page }) => {
  const authorization = await signInForApi(page, SOFIA);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Upload/ })).toHaveCount(0);

  const register = await page.request.post('/api/v2/uploader/saveAssetWithMetadata', {
    headers: { authorization },
    data: {
      AssetInfos: [{ UniqueId: 'u1', FileName: 'sneaky.pdf', filesize: 10 }],
      DeploymentIndexId: 1,
      MetadataData: [],
    },
  });
  expect(register.status()).toBe(403);
  const storage = await page.request.get('/api/v2/deploymentIndexes/1/getStorageAccountInfo', {
    headers: { authorization },
  });
  const { containerName } = (await storage.json()) as { containerName: string };
  const sas = await page.request.get(
    `/api/v2/deploymentIndexes/1/getSasToken?containerName=${containerName}&blobName=y%2Fz.pdf&permission=write`,
    { headers: { authorization } },
  );
  expect(sas.status()).toBe(403);
  expect((await sas.json()).error).toBe('You do not have permission to upload to this site.');
});
