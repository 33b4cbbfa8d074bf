import type { SearchState } from '@portal/contracts';
import { queryTextOf, searchProblem, searchRequestOf, SEMANTIC_NEEDS_WORDS } from './search-request';

const STATE: SearchState = {
  q: '',
  semantic: false,
  hybrid: false,
  exactPhrase: false,
  facets: [],
  orderBy: null,
  documentsPerPage: 25,
  page: 1,
};

describe('the query rules (spec §5)', () => {
  it('sends * for an empty text', () => {
    expect(queryTextOf({ ...STATE, q: '' })).toBe('*');
    expect(queryTextOf({ ...STATE, q: '   ' })).toBe('*');
  });

  it('joins the words by plus signs in full-text mode', () => {
    expect(queryTextOf({ ...STATE, q: ' brand   refresh guidelines ' })).toBe('brand+refresh+guidelines');
  });

  it('wraps an exact phrase in quotes unless it is already quoted', () => {
    expect(queryTextOf({ ...STATE, q: 'brand refresh', exactPhrase: true })).toBe('"brand refresh"');
    expect(queryTextOf({ ...STATE, q: '"brand refresh"', exactPhrase: true })).toBe('"brand refresh"');
  });

  it('sends a semantic query as typed, never as a phrase', () => {
    expect(queryTextOf({ ...STATE, q: 'how did brands cut plastic?', semantic: true, exactPhrase: true })).toBe(
      'how did brands cut plastic?',
    );
  });

  it('refuses a semantic search with an empty or * query, and only that', () => {
    expect(searchProblem({ q: '', semantic: true })).toBe(SEMANTIC_NEEDS_WORDS);
    expect(searchProblem({ q: ' * ', semantic: true })).toBe(SEMANTIC_NEEDS_WORDS);
    expect(searchProblem({ q: 'packaging', semantic: true })).toBeNull();
    expect(searchProblem({ q: '', semantic: false })).toBeNull();
  });
});

describe('the POST v2/search body', () => {
  it('carries the mode, paging, order and the escaped facet query', () => {
    const body = searchRequestOf(
      {
        ...STATE,
        q: 'logo',
        orderBy: 'created',
        page: 2,
        documentsPerPage: 50,
        facets: ['clients_Acme, Inc.', 'regions_Europe'],
      },
      7,
    );
    expect(body).toMatchObject({
      q: 'logo',
      queryType: 'full',
      useVectorSearch: false,
      indexId: 7,
      page: 2,
      documentsPerPage: 50,
      orderBy: 'created',
      filters: 'clients_Acme\\, Inc.,regions_Europe',
      facetValuesCount: 12000,
    });
    expect(body.select).toContain('title');
  });

  it('semantic search ignores ordering; hybrid asks for vector search too', () => {
    expect(searchRequestOf({ ...STATE, q: 'a question', semantic: true, orderBy: 'created' }, 1)).toMatchObject({
      queryType: 'semantic',
      orderBy: null,
    });
    expect(searchRequestOf({ ...STATE, q: 'a question', hybrid: true, orderBy: 'created' }, 1)).toMatchObject({
      queryType: 'hybrid',
      useVectorSearch: true,
      orderBy: 'created',
    });
  });
});
