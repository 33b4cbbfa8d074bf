import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  ACCESS_MESSAGES,
  AI_PROVIDER_LABELS,
  DOCUMENT_ANALYSIS_LIMITS,
  DOCUMENT_ANALYSIS_MESSAGES,
  unsupportedDocumentMessage,
  type DocumentAnalysis,
} from '@portal/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { MAX_CONTEXT_CHARS } from '../../../../ai/asset-context.js';
import { aiCalls, assets, type DeploymentIndex } from '../../../../db/schema/index.js';
import { sampleDocx, sampleMarkdown, samplePng, sampleText } from '../../../../seed/sample-files/index.js';
import { freshSiteMember } from '../../../../test/ai-fixtures.js';
import { castSite } from '../../../../test/cast-site.js';
import { AI_USER, HOME_SITE, NO_SITE_USER, PORTAL_ADMIN, SITE_VIEWER } from '../../../../test/cast.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { userIdOf } from '../../../../test/document-fixtures.js';
import { startFakeOpenAiChat } from '../../../../test/fake-openai-chat.js';
import { assertRefused } from '../../../../test/group-fixtures.js';
import { multipartForm, type FormPart } from '../../../../test/multipart-form.js';

/** The document the tests analyse: its words must come back in the analysis. */
const REVIEW = {
  title: 'Lighthouse Roasters launch review',
  paragraphs: [
    'Lighthouse Roasters launched its new espresso blend in Bergen and Oslo with a month of tastings in harbour cafés.',
    'Sales of the blend grew 18% in the first month, and 4,200 visitors signed up for the roastery newsletter.',
    'The team learned that early-morning tastings drew the most visitors, while evening events drew very few.',
    'Next spring the launch moves to Copenhagen with the same cafés-first approach and a larger tasting budget.',
  ],
};

const file = (filename: string, bytes: Uint8Array | Buffer, contentType = 'application/octet-stream'): FormPart => ({
  name: 'file',
  filename,
  contentType,
  bytes: Buffer.from(bytes),
});

describe('POST /api/v2/assistant/analyzeDocument (the Content Analyzer, local extractive assistant)', () => {
  let context: DemoSiteContext;
  let site: DeploymentIndex;
  let analyst: string;
  let docx: Buffer;

  before(async () => {
    context = await sharedDemoSite();
    site = await castSite(context, 'Content Analyzer');
    analyst = await freshSiteMember(context, site, 'content.analyzer.analyst@demo.portal', 'siteAnalyst');
    docx = Buffer.from(await sampleDocx(REVIEW));
  });

  const analyze = (parts: FormPart[], as?: string, siteId = site.deploymentIndexId, headers = {}) => {
    const form = multipartForm(parts);
    return context.request('POST', `/api/v2/assistant/analyzeDocument?deploymentIndexId=${siteId}`, {
      as,
      payload: form.payload,
      headers: { 'content-type': form.contentType, ...headers },
    });
  };
  const callsOf = async (email: string) =>
    context.server.app.db
      .select()
      .from(aiCalls)
      .where(eq(aiCalls.userId, await userIdOf(context.server.app, email)))
      .orderBy(desc(aiCalls.aiCallId));
  /** Every blob of the storage account, by container: a document analysed must leave none behind. */
  const storedBlobs = async () => {
    const names: string[] = [];
    for await (const container of context.server.app.blobs.listContainers())
      for await (const blob of context.server.app.blobs.getContainerClient(container.name).listBlobsFlat())
        names.push(`${container.name}/${blob.name}`);
    return names.sort();
  };
  const siteAssets = async () =>
    (
      await context.server.app.db
        .select({ n: count() })
        .from(assets)
        .where(eq(assets.deploymentIndexId, site.deploymentIndexId))
    )[0]!.n;

  test("a site analyst's Word document is analysed from its own words, said plainly who wrote it, and nothing is stored", async () => {
    const blobsBefore = await storedBlobs();
    // The hour's AI calls of the analyst, as the per-user limit counts them.
    const counted = async () => (await context.server.app.rateLimits.limiter.peek('ai', `user:${analyst}`)).count;
    const callsBefore = await counted();

    const response = await analyze([file('launch-review.docx', docx)], analyst);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<DocumentAnalysis>();
    assert.equal(body.fileName, 'launch-review.docx');
    assert.equal(body.title, REVIEW.title, "the document's own title");
    assert.equal(body.analysedCharacters, body.characters, 'a short document is analysed whole');
    const text = body.analysis.message.message;
    assert.equal(body.analysis.message.role, 'assistant');
    assert.match(text, /^Summary\n/);
    assert.match(text, /Facts and figures\n• Sales of the blend grew 18% in the first month/);
    assert.match(text, /Tone\n/);
    assert.match(
      text,
      new RegExp(`— ${AI_PROVIDER_LABELS.local}: taken from “${REVIEW.title}”, which was not added to the library`),
    );
    assert.deepEqual(body.analysis.provider, { kind: 'local', label: AI_PROVIDER_LABELS.local, model: 'extractive' });

    const [call] = await callsOf(analyst);
    assert.deepEqual(
      [call?.call, call?.interaction, call?.provider, call?.outcome, call?.deploymentIndexId],
      ['analyzeDocument', 'document_analyzer', 'local', 'ok', site.deploymentIndexId],
    );
    assert.equal(await counted(), callsBefore + 1, 'counted against the limit once');
    assert.equal(await siteAssets(), 0, 'no asset was made');
    assert.deepEqual(await storedBlobs(), blobsBefore, 'no file was written to storage');
  });

  test('a long Markdown document: its heading is its title, and its beginning is analysed, as for an asset', async () => {
    const paragraphs = Array.from({ length: 700 }, (_, n) => `${REVIEW.paragraphs[n % 4]} (Note ${n + 1}.)`);
    const markdown = await sampleMarkdown({ title: 'Nordic coffee notes', paragraphs });
    const response = await analyze([file('notes.md', markdown, 'text/markdown')], PORTAL_ADMIN);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<DocumentAnalysis>();
    assert.equal(body.title, 'Nordic coffee notes');
    assert.ok(body.characters > MAX_CONTEXT_CHARS, `${body.characters} characters`);
    assert.equal(body.analysedCharacters, MAX_CONTEXT_CHARS);
    assert.match(body.analysis.message.message, /espresso blend/);
  });

  test('streams as the other AI calls do: delta events, then done with the analysis', async () => {
    const response = await analyze([file('review.txt', await sampleText(REVIEW), 'text/plain')], analyst, undefined, {
      accept: 'text/event-stream',
    });
    assert.equal(response.statusCode, 200, response.body);
    const events = [...response.body.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((match) => match[1]);
    assert.ok(events.includes('delta'), events.join());
    assert.equal(events.at(-1), 'done');
    const done = JSON.parse([...response.body.matchAll(/event: done\ndata: (.*)\n\n/g)][0]![1]!) as DocumentAnalysis;
    assert.match(done.analysis.message.message, /Sales of the blend grew 18%/);
  });

  test('refused: no sign-in, without analyzeInsights, not a member, another site, an unknown site — nothing read or counted', async () => {
    const review = [file('launch-review.docx', docx)];
    const home = await context.siteId(HOME_SITE);
    await assertRefused(context, () => analyze(review), 401);
    // An AI user (the AI tools, not analyzeInsights) and a plain member are refused with the AI permission's words.
    for (const email of [AI_USER, SITE_VIEWER]) {
      const refused = await analyze(review, email);
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(refused.json().errorMessage, "You do not have permission to analyze this site's content.");
    }
    await assertRefused(context, () => analyze(review, NO_SITE_USER), 403, ACCESS_MESSAGES.noSiteAccess);
    // The analyst of this site, naming another site (where they are nobody).
    await assertRefused(context, () => analyze(review, analyst, home), 403, ACCESS_MESSAGES.noSiteAccess);
    await assertRefused(context, () => analyze(review, analyst, 999_999), 404);
    for (const email of [AI_USER, SITE_VIEWER, NO_SITE_USER])
      assert.equal((await callsOf(email)).filter((call) => call.call === 'analyzeDocument').length, 0, email);
  });

  test('bad files get a clear 4xx and change nothing: none, two, empty, too large, another kind, a picture named .pdf, corrupt, no text', async () => {
    const callsBefore = (await callsOf(analyst)).length;
    const text = (words: string) => Buffer.from(words);
    const cases: [string, FormPart[], number, string | RegExp][] = [
      ['no file', [{ name: 'note', value: 'hello' }], 400, DOCUMENT_ANALYSIS_MESSAGES.noFile],
      [
        'two files',
        [file('a.txt', text('First.'), 'text/plain'), file('b.txt', text('Second.'), 'text/plain')],
        400,
        DOCUMENT_ANALYSIS_MESSAGES.oneFile,
      ],
      ['an empty file', [file('empty.txt', Buffer.alloc(0), 'text/plain')], 400, DOCUMENT_ANALYSIS_MESSAGES.empty],
      [
        'a file over the limit',
        [file('huge.txt', Buffer.alloc(DOCUMENT_ANALYSIS_LIMITS.bytes + 1, 'a'), 'text/plain')],
        413,
        DOCUMENT_ANALYSIS_MESSAGES.tooLarge,
      ],
      ['a program', [file('setup.exe', text('MZ...'))], 415, unsupportedDocumentMessage('setup.exe')],
      [
        'a picture named as a PDF',
        [file('brief.pdf', await samplePng(REVIEW), 'application/pdf')],
        415,
        unsupportedDocumentMessage('brief.pdf', 'image/png'),
      ],
      [
        'a corrupt Word document',
        [file('broken.docx', text('not a zip at all'))],
        400,
        /^broken\.docx could not be read as a Word document \(DOCX\): /,
      ],
      [
        'a document without text',
        [file('blank.txt', text(' \n\t\n '), 'text/plain')],
        400,
        DOCUMENT_ANALYSIS_MESSAGES.noText,
      ],
    ];
    for (const [name, parts, status, message] of cases) {
      const response = await analyze(parts, analyst);
      assert.equal(response.statusCode, status, `${name}: ${response.body.slice(0, 300)}`);
      const said = response.json<{ errorMessage: string }>().errorMessage;
      if (typeof message === 'string') assert.equal(said, message, name);
      else assert.match(said, message, name);
    }
    const json = await context.request(
      'POST',
      `/api/v2/assistant/analyzeDocument?deploymentIndexId=${site.deploymentIndexId}`,
      {
        as: analyst,
        payload: { file: 'text' },
      },
    );
    assert.equal(json.statusCode, 400, json.body);
    assert.equal(json.json().errorMessage, DOCUMENT_ANALYSIS_MESSAGES.noFile);
    await assertRefused(context, () => analyze([file('setup.exe', text('MZ'))], analyst), 415);
    assert.equal((await callsOf(analyst)).length, callsBefore, 'no AI call was recorded or counted');
    assert.equal(await siteAssets(), 0);
  });

  test('over the per-user AI limit: 429 before the document is read, and nothing recorded', async () => {
    const app = context.server.app;
    const email = await freshSiteMember(context, site, 'content.analyzer.limit@demo.portal', 'siteAnalyst');
    for (let call = 0; call < app.config.ai.callsPerHour; call += 1)
      await app.rateLimits.limiter.take('ai', `user:${email}`);
    const over = await analyze([file('launch-review.docx', docx)], email);
    assert.equal(over.statusCode, 429, over.body);
    assert.match(over.json().errorMessage, /^You have used your \d+ AI requests for this hour\./);
    assert.ok(Number(over.headers['retry-after']) >= 1);
    assert.equal((await callsOf(email)).length, 0);
  });
});

describe("POST /api/v2/assistant/analyzeDocument with the site's OpenAI-compatible service (a fake of its HTTP API)", () => {
  let context: DemoSiteContext;
  let site: DeploymentIndex;
  let fake: Awaited<ReturnType<typeof startFakeOpenAiChat>>;

  before(async () => {
    context = await sharedDemoSite();
    fake = await startFakeOpenAiChat();
    site = await castSite(context, 'Content Analyzer model');
    const saved = await context.request('PUT', '/api/v2/aideployments/configuration', {
      as: PORTAL_ADMIN,
      payload: {
        deploymentIndexId: site.deploymentIndexId,
        aiDeploymentType: 'openai',
        provider: 'openai',
        deploymentName: 'portal-gpt',
        endpointUrl: `${fake.url}/v1`,
        authorizationKey: 'sk-content-analyzer-test',
        internalNetwork: true,
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
  });
  after(() => fake.close());

  test("the document's text goes to the model as quoted data with the Analyze task; its reply and tokens come back", async () => {
    fake.behave({
      kind: 'reply',
      text: 'Summary: a coffee launch that grew sales 18%.',
      usage: { prompt: 900, completion: 40 },
    });
    const form = multipartForm([file('review.txt', await sampleText(REVIEW), 'text/plain')]);
    const response = await context.request(
      'POST',
      `/api/v2/assistant/analyzeDocument?deploymentIndexId=${site.deploymentIndexId}`,
      { as: PORTAL_ADMIN, payload: form.payload, headers: { 'content-type': form.contentType } },
    );
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<DocumentAnalysis>();
    assert.equal(body.analysis.message.message, 'Summary: a coffee launch that grew sales 18%.');
    assert.deepEqual(body.analysis.provider, { kind: 'openai', label: AI_PROVIDER_LABELS.openai, model: 'gpt-4o' });
    assert.deepEqual(body.analysis.usage, { promptTokens: 900, completionTokens: 40, totalTokens: 940 });
    const sent = fake.received.at(-1)!;
    assert.equal(sent.body.messages[0]!.role, 'system');
    const task = sent.body.messages.at(-1)!.content;
    assert.match(task, /^Analyze the document: a short summary, its themes/);
    assert.match(task, /<document n="1" title="review\.txt">\n[^]*grew 18% in the first month/);
  });
});
