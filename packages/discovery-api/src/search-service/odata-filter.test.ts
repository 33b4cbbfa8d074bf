import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { IndexSchema } from './index-schema.js';
import { compileFilter, parseFilter } from './odata-filter.js';
import { SearchServiceError } from './search-service-error.js';

const schema = new IndexSchema(['content_types', 'clients', 'clients_type']);

/** The 400 a caller gets for a filter, or undefined when it is accepted. */
function refusal(filter: string): string | undefined {
  try {
    compileFilter(filter, schema);
    return undefined;
  } catch (error) {
    assert.ok(error instanceof SearchServiceError);
    assert.equal(error.statusCode, 400);
    assert.equal(error.code, 'InvalidRequestParameter');
    return error.message;
  }
}

describe('$filter (the OData subset of the search service)', () => {
  test('parses comparisons, and/or/not with precedence, search.in and any()', () => {
    assert.deepEqual(parseFilter("title eq 'It''s' or not confidential and file_extension ne null"), {
      kind: 'or',
      left: { kind: 'compare', name: 'title', op: 'eq', value: { type: 'string', value: "It's" } },
      right: {
        kind: 'and',
        left: { kind: 'not', operand: { kind: 'field', name: 'confidential' } },
        right: { kind: 'compare', name: 'file_extension', op: 'ne', value: { type: 'null' } },
      },
    });
    assert.deepEqual(parseFilter("search.in(title, 'a, b;c', ';')"), {
      kind: 'in',
      name: 'title',
      values: ['a, b', 'c'],
    });
    assert.deepEqual(parseFilter("search.in(file_extension, 'pdf docx,pptx')"), {
      kind: 'in',
      name: 'file_extension',
      values: ['pdf', 'docx', 'pptx'],
    });
    assert.deepEqual(parseFilter("content_types/any(t: t eq 'Report')"), {
      kind: 'any',
      name: 'content_types',
      variable: 't',
      body: { kind: 'compare', name: 't', op: 'eq', value: { type: 'string', value: 'Report' } },
    });
    assert.deepEqual(parseFilter('2024-01-01T00:00:00Z lt created'), {
      kind: 'compare',
      name: 'created',
      op: 'gt',
      value: { type: 'datetime', value: '2024-01-01T00:00:00Z' },
    });
  });

  test('accepts what the service supports', () => {
    for (const filter of [
      "content_types/any(t: t eq 'Report' or search.in(t, 'Memo,Guide'))",
      "clients/any(c: c ne 'Globex' and not (c eq 'Acme'))",
      'clients_type/any()',
      "(asset_visibility eq 'Public') and published_date ge 2024-01-01T00:00:00+02:00",
      'confidential eq false and true',
    ]) {
      assert.equal(refusal(filter), undefined, filter);
    }
  });

  test('refuses the rest with a 400 naming it', () => {
    const cases: [string, RegExp][] = [
      ["search.ismatch('car')", /function 'search\.ismatch'/],
      ["geo.distance(location, geography'POINT(0 0)') le 10", /function 'geo\.distance'/],
      ["content_types/all(t: t eq 'Report')", /lambda operator 'all'/],
      ['title add 1', /operator 'add'/],
      ['rating gt 4', /number 4/],
      ["budget eq 'x'", /property named 'budget'/],
      ["content eq 'x'", /'content' is not filterable/],
      ["content_types eq 'Report'", /collection: filter it with any\(\)/],
      ["created ge '2024-01-01'", /Edm\.DateTimeOffset.*without quotes/],
      ['created ge 2024-01-01', /needs a time and an offset/],
      ["title eq 'unclosed", /not closed/],
      ["clients/any(c: title eq 'x')", /only the range variable 'c'/],
      ["title eq 'a' and", /end of the expression/],
      ['confidential gt true', /only be compared with eq or ne/],
    ];
    for (const [filter, expected] of cases) {
      const message = refusal(filter);
      assert.ok(message, `${filter} is refused`);
      assert.match(message, expected, filter);
      assert.match(message, /Parameter name: \$filter$/);
    }
  });
});
