import type { SearchState } from '@portal/contracts';
import {
  cleared,
  pageCount,
  readSearchState,
  withMode,
  withOrderBy,
  withPage,
  withPageSize,
  withQuery,
  writeSearchState,
} from './search-url-state';

const read = (query: string, fallback = 30) => readSearchState(new URLSearchParams(query), fallback);

const SEARCH: SearchState = {
  q: 'brand refresh, 2024',
  semantic: false,
  hybrid: true,
  exactPhrase: true,
  facets: ['content_types_Case Study', 'clients_Acme, Inc.', 'regions_Europe\\North', 'published_date_Past 12 months'],
  orderBy: 'created',
  documentsPerPage: 50,
  page: 3,
};

describe('the URL is the state of a search', () => {
  it('round-trips every part of a search, commas and backslashes in facet values included', () => {
    const params = writeSearchState(SEARCH);
    expect(read(params.toString())).toEqual(SEARCH);
    // What a pasted link carries, as text.
    expect(read(`?${params.toString()}`)).toEqual(SEARCH);
  });

  it('reads an empty URL as everything, keyword mode, newest order decided by the server, page 1 of the stored size', () => {
    expect(read('', 50)).toEqual({
      q: '',
      semantic: false,
      hybrid: false,
      exactPhrase: false,
      facets: [],
      orderBy: null,
      documentsPerPage: 50,
      page: 1,
    });
  });

  it('writes only what differs from an empty search, and always the page size', () => {
    expect(writeSearchState(read('q=logo')).toString()).toBe('q=logo&documentsPerPage=30');
    expect(writeSearchState({ ...read(''), page: 1 }).has('page')).toBe(false);
  });

  it('keeps the URL parameters that are not the search’s', () => {
    expect(writeSearchState(read('q=a'), new URLSearchParams('template=compact&page=4')).get('template')).toBe(
      'compact',
    );
  });

  it('falls back for a page size that is not a positive integer: the stored rows-per-page, else 30 (spec §5)', () => {
    for (const bad of ['0', '-5', 'ten', '2.5', '', '100000'])
      expect(read(`documentsPerPage=${bad}`, 40).documentsPerPage).toBe(40);
    expect(read('documentsPerPage=75').documentsPerPage).toBe(75);
    expect(readSearchState(new URLSearchParams('documentsPerPage=0')).documentsPerPage).toBe(30);
  });

  it('falls back to page 1 for a page that is not a positive integer', () => {
    for (const bad of ['0', '-1', 'two', '1.5', '']) expect(read(`page=${bad}`).page).toBe(1);
    expect(read('page=7').page).toBe(7);
  });

  it('has no exact phrase in semantic mode, and semantic wins over hybrid', () => {
    expect(read('q=a&semantic=true&exactPhrase=true&hybrid=true')).toMatchObject({
      semantic: true,
      hybrid: false,
      exactPhrase: false,
    });
  });

  it('ignores an unknown order', () => {
    expect(read('orderBy=title').orderBy).toBeNull();
    expect(read('orderBy=metadata_storage_last_modified').orderBy).toBe('metadata_storage_last_modified');
  });
});

describe('search state changes', () => {
  it('changing the sort order or the page size removes the page number (spec §4)', () => {
    expect(writeSearchState(withOrderBy(SEARCH, 'published_date')).has('page')).toBe(false);
    const resized = withPageSize(SEARCH, 10);
    expect(resized).toMatchObject({ documentsPerPage: 10, page: 1 });
    expect(writeSearchState(resized).has('page')).toBe(false);
    expect(withPage(SEARCH, 4).page).toBe(4);
  });

  it('switching to semantic clears exact phrase; switching back does not bring it back', () => {
    const semantic = withMode(SEARCH, 'semantic');
    expect(semantic).toMatchObject({ semantic: true, hybrid: false, exactPhrase: false });
    expect(withMode(semantic, 'keyword')).toMatchObject({ semantic: false, hybrid: false, exactPhrase: false });
  });

  it('a new search from the box starts at page 1 in the chosen mode', () => {
    expect(withQuery(SEARCH, { q: 'packaging', mode: 'semantic', exactPhrase: true })).toMatchObject({
      q: 'packaging',
      semantic: true,
      exactPhrase: false,
      page: 1,
    });
    expect(withQuery(SEARCH, { q: 'packaging', mode: 'keyword', exactPhrase: true })).toMatchObject({
      semantic: false,
      hybrid: false,
      exactPhrase: true,
      page: 1,
    });
  });

  it('Clear resets to keyword mode and page 1 with no text, and keeps filters, order and page size', () => {
    expect(cleared(withMode(SEARCH, 'semantic'))).toEqual({
      ...SEARCH,
      q: '',
      semantic: false,
      hybrid: false,
      exactPhrase: false,
      page: 1,
    });
  });

  it('counts pages as the total divided by the page size, rounded up', () => {
    expect(pageCount(0, 25)).toBe(0);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
