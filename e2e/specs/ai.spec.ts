import { expect, test, type Locator, type Page } from '@playwright/test';
import { SEARCH_URL, searchServerIndexed } from '../support/search-server';
import { settled } from '../support/settled';
import { signIn, signInForApi } from '../support/sign-in';
import { seriousViolations } from '../support/axe';

/**
 * The AI tools (issue 28) on the demo deployment with its library (the search suite's server), answered by the
 * embedded default: the local extractive assistant. Demo users: mia.johansson is the AI user of Northwind Discovery;
 * sofia.rossi a site member without the AI permissions; ava.morgan its site administrator.
 */
const MIA = 'mia.johansson@demo.portal';
const SOFIA = 'sofia.rossi@demo.portal';
const AVA = 'ava.morgan@demo.portal';
/** Demo library documents (stable doc ids): a report, a web page about a campaign, and a picture. */
const REPORT = {
  docId: '30f2cc36-f8cf-51ea-935a-6415246a5050',
  title: 'Helios Energy Customer Experience review Q1 2025',
};
const TAP_AND_GO = {
  docId: 'f6e8b268-8c8f-55a5-954e-7f1faf2aac3b',
  title: 'Behind Tap and Go: Northwind Digital on the work for Lumen Pay',
};
const PICTURE = {
  docId: 'ee43fdb0-4e98-534e-9af1-3ffeb1e1c2fd',
  title: 'Weekend Unlocked campaign photography, Mexico',
};
const WRITING_ASSISTANTS = [
  'Content for a case study',
  'Content for a 1-slide presentation',
  'Title and summary for a newsletter',
  'Title and summary for a social post',
  'Image ALT tag',
  'Image caption',
];

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SEARCH_URL });

test.beforeAll(async () => {
  test.setTimeout(330_000);
  await searchServerIndexed(300_000);
});

const contentPage = (docId: string) => `/sites/1/content/${docId}/home`;

/** Opens an item of the content page's AI Interact menu (a submenu first when given). */
async function interact(page: Page, item: string, submenu?: string) {
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'AI Interact' }).click();
  if (submenu) await page.getByRole('menuitem', { name: submenu }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** The AI tool panel, its notice accepted (once per browser), and its latest reply once it has arrived. */
async function toolPanel(page: Page): Promise<Locator> {
  const panel = page.getByRole('dialog', { name: 'AI tool' });
  await expect(panel).toBeVisible();
  await acceptNotice(panel);
  return panel;
}

/** Accepts the AI notice when the panel shows it (a new browser), once the panel has drawn either. */
async function acceptNotice(panel: Locator) {
  const accept = panel.getByRole('button', { name: 'Accept' });
  await expect(accept.or(panel.getByRole('log', { name: 'Conversation' }))).toBeVisible();
  if (await accept.isVisible()) await accept.click();
}

const conversation = (panel: Locator) => panel.getByRole('log', { name: 'Conversation' });

async function lastReply(panel: Locator) {
  const log = conversation(panel);
  await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(log).toContainText('Local extractive assistant');
  return log;
}

test('Summarize a document, then ask a question about it: answers from its own text, said plainly who wrote them', async ({
  page,
}) => {
  await signIn(page, MIA);
  await page.goto(contentPage(REPORT.docId));
  await expect(page.getByRole('heading', { level: 2, name: REPORT.title })).toBeVisible();
  await interact(page, 'Summarize');
  const panel = await toolPanel(page);
  const log = await lastReply(panel);
  await expect(log).toContainText('This report reviews customer experience across North America');
  await page.screenshot({ path: 'screenshots/ai-summarize-desktop.png' });

  await panel
    .getByRole('textbox', { name: 'Follow-up question' })
    .fill('How many consumer interviews does it draw on?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(log).toContainText('2,250 consumer interviews', { timeout: 30_000 });
  await expect(log).toHaveAttribute('aria-busy', 'false');
  expect(await seriousViolations(page)).toEqual([]);
});

test('every writing assistant writes from the asset; ALT text and caption from a picture, inserted by its editor', async ({
  page,
}) => {
  await signIn(page, MIA);
  await page.goto(contentPage(REPORT.docId));
  for (const assistant of WRITING_ASSISTANTS.slice(0, 4)) {
    await interact(page, assistant, 'Writing Assistants');
    const panel = await toolPanel(page);
    await expect(panel.getByRole('heading', { name: assistant })).toBeVisible();
    const log = await lastReply(panel);
    if (assistant === 'Content for a case study') await expect(log).toContainText(`Case study: ${REPORT.title}`);
    if (assistant === 'Content for a 1-slide presentation')
      await expect(log).toContainText(`Slide title: ${REPORT.title}`);
    if (assistant === 'Title and summary for a newsletter') await expect(log).toContainText('Summary: ');
    if (assistant === 'Title and summary for a social post') await expect(log).toContainText('Post: ');
    await page.keyboard.press('Escape');
  }
  // The picture: its ALT text and caption come from its own metadata and pixels; the AI user may not edit it.
  await page.goto(contentPage(PICTURE.docId));
  for (const assistant of WRITING_ASSISTANTS.slice(4)) {
    await interact(page, assistant, 'Writing Assistants');
    const panel = await toolPanel(page);
    const log = await lastReply(panel);
    await expect(log).toContainText('Weekend Unlocked');
    await expect(panel.getByRole('button', { name: 'Insert into metadata' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  }
  // Its site administrator may insert the ALT text into the asset's metadata.
  const context = await page.context().browser()!.newContext({ ignoreHTTPSErrors: true, baseURL: SEARCH_URL });
  const admin = await context.newPage();
  await signIn(admin, AVA);
  await admin.goto(contentPage(PICTURE.docId));
  await interact(admin, 'Image ALT tag', 'Writing Assistants');
  const panel = await toolPanel(admin);
  await lastReply(panel);
  await panel.getByRole('button', { name: 'Insert into metadata' }).click();
  await expect(panel.getByText(/was inserted into the asset's metadata/)).toBeVisible();
  await admin.screenshot({ path: 'screenshots/ai-alt-text-desktop.png' });
  await context.close();
});

test('the retrieval assistant answers from the demo library with a source that opens its content page', async ({
  page,
}) => {
  await signIn(page, MIA);
  await page.getByRole('banner').getByRole('button', { name: 'Assistant' }).click();
  const assistant = page.getByRole('dialog', { name: 'Assistant' });
  await acceptNotice(assistant);
  await assistant.getByRole('button', { name: 'Retrieval assistant' }).click();
  const rag = page.getByRole('dialog', { name: 'Retrieval assistant' });
  await expect(rag).toBeVisible();
  await rag
    .getByRole('textbox', { name: 'Your question' })
    .fill('What early results did the Tap and Go campaign for Lumen Pay report?');
  await rag.getByRole('button', { name: 'Send' }).click();
  const log = conversation(rag);
  await expect(log).toContainText('30 million views in the first weeks', { timeout: 30_000 });
  await expect(log).toHaveAttribute('aria-busy', 'false');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'screenshots/ai-retrieval-desktop.png' });
  await rag.getByRole('list', { name: 'Sources' }).getByRole('link', { name: TAP_AND_GO.title }).click();
  await expect(page).toHaveURL(new RegExp(`/sites/1/content/${TAP_AND_GO.docId}/home$`));
  await expect(page.getByRole('heading', { level: 2, name: TAP_AND_GO.title })).toBeVisible();
});

test('the Response Generator: a brief in, sections from the library with sources, downloaded as a Word document', async ({
  page,
}) => {
  await signIn(page, MIA);
  await page.goto('/tools');
  await page.getByRole('link', { name: 'Open the Response Generator' }).click();
  await expect(page.getByRole('heading', { name: 'Response Generator' })).toBeVisible();
  await page.getByRole('button', { name: 'New response' }).click();
  await page
    .getByRole('textbox', { name: /Brief or questions/ })
    .fill('Describe our customer experience research and measurement for energy clients in North America.');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/tools\/response-builder$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'General Information' })).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'screenshots/ai-response-builder-desktop.png', fullPage: true });
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/tools\/response-complete$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download as DOCX/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.docx$/);
  const path = await file.path();
  expect(path).toBeTruthy();
});

test('without the AI permissions: no AI Interact menu, no assistant button, and the server refuses', async ({
  page,
}) => {
  const authorization = await signInForApi(page, SOFIA);
  await page.goto(contentPage(REPORT.docId));
  await expect(page.getByRole('heading', { level: 2, name: REPORT.title })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'AI Interact' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Assistant' })).toHaveCount(0);
  const refused = await page.request.post('/api/v2/assistant/ask', {
    headers: { authorization },
    data: {
      deploymentIndexId: 1,
      docId: REPORT.docId,
      gptModel: 'gpt-4o',
      messages: [{ role: 'summarize_asset', message: 'Summarize this document.' }],
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errorMessage).toBe('You do not have permission to use the AI tools on this site.');
  const rag = await page.request.post('/api/v2/assistant/rag', {
    headers: { authorization },
    data: { deploymentIndexId: 1, query: 'What early results did Tap and Go report?', chatHistory: [] },
  });
  expect(rag.status()).toBe(403);
});

test('GPT configuration: the site administrator sees which service answers, keys never shown, in a 700px dialog', async ({
  page,
}) => {
  await signIn(page, AVA);
  await page.getByRole('banner').getByRole('button', { name: 'Assistant' }).click();
  const assistant = page.getByRole('dialog', { name: 'Assistant' });
  await acceptNotice(assistant);
  await assistant.getByRole('button', { name: 'GPT configuration' }).click();
  const dialog = page.getByRole('dialog', { name: 'GPT configuration' });
  await expect(dialog).toBeVisible();
  const form = dialog.getByRole('form', { name: 'AI assistant deployment' });
  await expect(form.getByText('Local extractive assistant')).toBeVisible();
  expect(Math.round((await dialog.boundingBox())!.width)).toBeLessThanOrEqual(700);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'screenshots/ai-gpt-configuration-desktop.png' });
  await page.keyboard.press('Escape');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the AI tool panel and the assistant fit a phone', async ({ page }) => {
    await signIn(page, MIA);
    await page.goto(contentPage(REPORT.docId));
    await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'AI Interact' }).click();
    await page.getByRole('menuitem', { name: 'Insights', exact: true }).click();
    const panel = await toolPanel(page);
    await lastReply(panel);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'screenshots/ai-insights-phone.png' });
  });
});
