import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { escapeHtml } from '@portal/contracts';
import { assets } from '../../../../db/schema/index.js';
import { indexSearchRecord } from '../../../../search/index-search-record.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { SITE_VIEWER } from '../../../../test/cast.js';

const CONTENT = 'The R&D <b>budget</b> for 2026 grows by a tenth. Budgets of R&D teams are reviewed in spring.';

describe('POST /api/v2/search: the highlights of answers', () => {
  let context: DemoSiteContext;
  let site: number;
  before(async () => {
    context = await sharedDemoSite();
    site = await context.siteId('Northwind Discovery');
    const app = context.server.app;
    const [row] = await app.db
      .insert(assets)
      .values({
        title: 'Research budget',
        fileName: 'budget.txt',
        originalFileName: 'budget.txt',
        deploymentIndexId: site,
      })
      .returning();
    assert.ok(row);
    await indexSearchRecord(app.searchEngine, {
      assetId: row.assetId,
      siteId: site,
      docId: row.docId,
      title: row.title,
      fileName: row.fileName,
      content: CONTENT,
      facets: [],
      isPrivate: false,
      isConfidential: false,
      created: row.created,
      modified: row.updated,
    });
  });

  test('query words that spell an entity (amp, lt) never put <em> inside one; the passage stays escaped and real words are marked', async () => {
    const response = await context.request('POST', '/api/v2/search', {
      as: SITE_VIEWER,
      payload: { indexId: site, q: 'amp lt budget', queryType: 'semantic' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const [answer] = response.json().answers as { text: string; highlights: string | null }[];
    assert.ok(answer, response.body);
    assert.match(answer.text, /R&D <b>budget<\/b>/);
    assert.doesNotMatch(String(answer.highlights), /&[a-z]*<\/?em>/, 'no mark inside an entity');
    assert.equal(answer.highlights, escapeHtml(answer.text).replace(/\bbudget\w*/gi, '<em>$&</em>'));
  });
});
