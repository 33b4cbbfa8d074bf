import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { RESPONSE_SECTIONS, type GeneratedResponse } from '@portal/contracts';
import JSZip from 'jszip';
import { AI_LIBRARY, aiSite, MEMO_SECRET, OTHER_SITE_USER, type AiSite } from '../../../../test/ai-fixtures.js';
import { AI_USER, SITE_ADMIN, SITE_VIEWER } from '../../../../test/cast.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';

describe('POST /api/v2/reponseGenerator/getResponses and /export', () => {
  let context: DemoSiteContext;
  let ai: AiSite;
  before(async () => {
    context = await sharedDemoSite();
    ai = await aiSite(context, 'Response site');
  });

  const siteId = () => ai.site.deploymentIndexId;
  const generate = (payload: unknown, as = AI_USER, headers?: Record<string, string>) =>
    context.request('POST', '/api/v2/reponseGenerator/getResponses', { as, payload, headers });

  test('drafts the sample sections from the documents the user may open, each citing its sources', async () => {
    const response = await generate({
      query:
        'Describe our data analytics technology and our creative capabilities, and the Project Falcon merger terms.',
      index: siteId(),
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as GeneratedResponse;
    assert.deepEqual(
      body.sections.map((section) => section.title),
      [...RESPONSE_SECTIONS],
    );
    const technology = body.sections[2]!;
    assert.match(technology.answer, /customer data platform|Data scientists/);
    assert.ok(
      technology.citations.some((citation) => citation.title === AI_LIBRARY.capabilities),
      technology.answer,
    );
    for (const section of body.sections) {
      for (const citation of section.citations) {
        assert.match(section.answer, new RegExp(`\\[${citation.n}\\]`), 'every source is cited in the text');
        assert.equal(citation.url, `/sites/${siteId()}/content/${citation.documentid}/home`);
      }
    }
    assert.ok(!response.body.includes(MEMO_SECRET), 'a private document the user may not open is never drafted from');
    assert.equal(body.provider.kind, 'local');
  });

  test('named sections; streamed as one section event each, then done', async () => {
    const response = await generate(
      { query: 'Our brand colours and typeface', index: siteId(), sections: ['Brand identity'] },
      AI_USER,
      { accept: 'text/event-stream' },
    );
    assert.equal(response.statusCode, 200);
    const events = [...response.body.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((match) => match[1]);
    assert.deepEqual(events, ['section', 'done']);
    assert.match(response.body, /deep navy/);
  });

  test('refused without viewOpenAi or viewAiAssistant, off the site; bad input is a clear 400', async () => {
    const payload = { query: 'Our capabilities', index: siteId() };
    assert.equal((await generate(payload, SITE_VIEWER)).statusCode, 403);
    assert.equal(
      (await generate(payload, SITE_VIEWER)).json().errorMessage,
      'You do not have permission to use the AI assistant on this site.',
    );
    assert.equal((await generate(payload, OTHER_SITE_USER)).statusCode, 403);
    assert.equal((await context.request('POST', '/api/v2/reponseGenerator/getResponses', { payload })).statusCode, 401);
    for (const bad of [
      { index: siteId() },
      { query: '', index: siteId() },
      { query: '   ', index: siteId() },
      { query: '*', index: siteId() },
      { query: 'x'.repeat(100_000), index: siteId() },
      { query: 'Our capabilities', index: siteId(), sections: [] },
      { query: 'Our capabilities', index: siteId(), sections: Array.from({ length: 13 }, (_, i) => `Section ${i}`) },
    ]) {
      const response = await generate(bad);
      assert.equal(response.statusCode, 400, JSON.stringify(bad).slice(0, 100));
      assert.ok(response.json().errorMessage);
    }
  });

  test('the built response downloads as a Word document with its sections and linked sources', async () => {
    const response = await context.request('POST', '/api/v2/reponseGenerator/export', {
      as: AI_USER,
      payload: {
        index: siteId(),
        title: 'Northwind RFP response',
        query: 'Our capabilities',
        sections: [
          {
            title: 'Capabilities',
            answer: 'We offer creative production and data analytics [1].',
            citations: [
              {
                n: 1,
                documentid: ai.docIds.get(AI_LIBRARY.capabilities)!,
                title: AI_LIBRARY.capabilities,
                url: `/sites/${siteId()}/content/${ai.docIds.get(AI_LIBRARY.capabilities)}/home`,
                passage: 'Our agency offers creative production.',
              },
            ],
          },
        ],
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(
      response.headers['content-type'],
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="Northwind RFP response\.docx"/,
    );
    const zip = await JSZip.loadAsync(response.rawPayload);
    const document = await zip.file('word/document.xml')!.async('string');
    assert.match(document, /Northwind RFP response/);
    assert.match(document, /We offer creative production and data analytics \[1\]\./);
    const links = await zip.file('word/_rels/document.xml.rels')!.async('string');
    assert.match(links, new RegExp(`/sites/${siteId()}/content/${ai.docIds.get(AI_LIBRARY.capabilities)}/home`));

    const refused = await context.request('POST', '/api/v2/reponseGenerator/export', {
      as: SITE_VIEWER,
      payload: { index: siteId(), title: 'x', query: '', sections: [{ title: 'A', answer: 'B', citations: [] }] },
    });
    assert.equal(refused.statusCode, 403);
    const empty = await context.request('POST', '/api/v2/reponseGenerator/export', {
      as: SITE_ADMIN,
      payload: { index: siteId(), title: 'x', query: '', sections: [] },
    });
    assert.equal(empty.statusCode, 400);
  });
});
