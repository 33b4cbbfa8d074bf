import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { escapeFacetValue, splitFacetQuery } from '@portal/contracts';
import { dateFilterStart, FacetQueryError, parseFacetQuery } from './facet-query.js';

const CODES = ['content_types', 'clients', 'regions', 'types'];

describe('facet query (spec §5: key_value joined by commas, commas in values escaped)', () => {
  test('splits at unescaped commas and picks the longest field code', () => {
    const selection = parseFacetQuery('content_types_Case Study,clients_Acme,clients_Globex', CODES);
    assert.deepEqual(
      [...selection.fields],
      [
        ['content_types', ['Case Study']],
        ['clients', ['Acme', 'Globex']],
      ],
    );
  });

  test('a value with commas and backslashes round-trips through escaping', () => {
    const value = 'Smith, Jones & Co \\ Partners';
    const query = `clients_${escapeFacetValue(value)},regions_Europe`;
    assert.deepEqual(splitFacetQuery(query), [`clients_${value}`, 'regions_Europe']);
    assert.deepEqual(parseFacetQuery(query, CODES).fields.get('clients'), [value]);
  });

  test('date filters by label; unknown fields and labels are errors naming them', () => {
    assert.equal(parseFacetQuery('published_date_Past 6 months', CODES).date, 'Past 6 months');
    assert.throws(
      () => parseFacetQuery('published_date_Past 7 weeks', CODES),
      (error: Error) => error instanceof FacetQueryError && /'Past 7 weeks'/.test(error.message),
    );
    assert.throws(() => parseFacetQuery('colours_Red', CODES), /'colours_Red' names no facet/);
    assert.throws(() => parseFacetQuery('clients_', CODES), /names no facet/);
    assert.deepEqual([...parseFacetQuery('', CODES).fields], []);
  });

  test('the date filter start is that many months or days before now', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    assert.equal(dateFilterStart('Past 3 years', now)?.toISOString(), '2023-11-21T12:00:00.000Z');
    assert.equal(dateFilterStart('Past 15 days', now)?.toISOString(), '2026-11-06T12:00:00.000Z');
    assert.equal(dateFilterStart(undefined, now), undefined);
  });
});
