import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { DATE_YEARS_MESSAGE } from '../../http/input-limits.js';
import { PORTAL_ADMIN, SITE_ADMIN } from '../../test/cast.js';
import { sharedDemoSite, type DemoSiteContext } from '../../test/demo-site-context.js';
import { siteNamed } from '../../test/document-fixtures.js';

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: unknown;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/** Every place of a call's input where a text or a list has no bound, by its path in the schema. */
function unbounded(schema: Schema | undefined, where: string, found: string[]): string[] {
  if (!schema || typeof schema !== 'object') return found;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const isText = types.includes('string') && schema.enum === undefined && schema.const === undefined;
  if (isText && schema.format !== 'binary' && schema.maxLength === undefined) found.push(`${where} (text)`);
  if (types.includes('array') && schema.maxItems === undefined) found.push(`${where} (list)`);
  for (const [key, sub] of Object.entries(schema.properties ?? {})) unbounded(sub, `${where}.${key}`, found);
  if (schema.items) unbounded(schema.items, `${where}[]`, found);
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    ((schema[key] as Schema[] | undefined) ?? []).forEach((sub, index) => unbounded(sub, `${where}|${index}`, found));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    unbounded(schema.additionalProperties as Schema, `${where}{}`, found);
  return found;
}

/**
 * No input is unbounded (issue 35): every text and every list a call takes has a most, in its schema (given there, or
 * the shared input limits' default: http/input-limits.ts), so no request can make a call's work grow without end; a
 * date is of the years 1 to 9999 (a probe got 500s with year 0).
 */
describe('input bounds', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  test('every text and list of every call in the OpenAPI document has a bound', async () => {
    const document = (await context.request('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const found: string[] = [];
    let calls = 0;
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        calls += 1;
        const call = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? [])
          unbounded(parameter.schema, `${call} ${parameter.in} ${parameter.name}`, found);
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {}))
          unbounded(content.schema, `${call} body (${type})`, found);
      }
    assert.ok(calls > 150, `${calls} calls`);
    assert.deepEqual(found, []);
  });

  test('P8: dates of year 0 in the audit log, its export and a report export are 400s naming the field', async () => {
    const site = await siteNamed(context.server.app, 'Northwind Discovery');
    for (const [url, as] of [
      ['/api/v2/audit?from=0000-01-01T00:00:00Z', PORTAL_ADMIN],
      ['/api/v2/audit/export?to=0000-01-01T00:00:00Z', PORTAL_ADMIN],
      [`/api/v2/deploymentIndexes/${site.deploymentIndexId}/reports/searches/export?from=0000-01-01`, SITE_ADMIN],
    ] as const) {
      const answer = await context.request('GET', url, { as });
      assert.equal(answer.statusCode, 400, `${url}: ${answer.body}`);
      assert.match(answer.json().error, new RegExp(`querystring/(from|to) ${DATE_YEARS_MESSAGE}`), url);
    }
  });

  test('P12: a JSON body is taken as sent: a number where text is asked for is a 400, not stored as text', async () => {
    const site = await siteNamed(context.server.app, 'Northwind Discovery');
    const answer = await context.request('POST', `/api/v2/deploymentIndexes/${site.deploymentIndexId}/announcements`, {
      as: SITE_ADMIN,
      payload: { title: 123, body: 'Coerced?' },
    });
    assert.equal(answer.statusCode, 400, answer.body);
    assert.match(answer.json().error, /body\/title must be string/);
    // A query string is text: its numbers are still read as numbers.
    const page = await context.request('GET', '/api/v2/notifications?page=1', { as: SITE_ADMIN });
    assert.equal(page.statusCode, 200, page.body);
  });
});
