import {
  firstUsersPage,
  nextPage,
  orderFromSorter,
  previousPage,
  usersQueryVariables,
  withOrder,
  withSearch,
  withSite,
} from './users-query';

describe('the users list query', () => {
  it('asks for the first 30 users by email, with no filter, for every site', () => {
    expect(usersQueryVariables(firstUsersPage(null))).toEqual({
      first: 30,
      orderBy: { field: 'EMAIL', direction: 'ASC' },
    });
  });

  it('filters by the trimmed search text and the chosen site', () => {
    const state = withSite(withSearch(firstUsersPage(null), '  noah '), 12);
    expect(usersQueryVariables(state)).toMatchObject({ filter: { search: 'noah', deploymentIndexId: 12 } });
  });

  it('pages forward after the last user shown and back before the first one', () => {
    const second = nextPage(firstUsersPage(12), 'cursor-30');
    expect(usersQueryVariables(second)).toMatchObject({ first: 30, after: 'cursor-30' });
    expect(second.page).toBe(2);
    const third = nextPage(second, 'cursor-60');
    const backToSecond = previousPage(third, 'cursor-61');
    expect(usersQueryVariables(backToSecond)).toMatchObject({ last: 30, before: 'cursor-61' });
    expect(usersQueryVariables(backToSecond)).not.toHaveProperty('first');
    expect(backToSecond.page).toBe(2);
    // Back to page 1 is the first page itself, so it stays the same request as the list's first one.
    expect(previousPage(backToSecond, 'cursor-31')).toEqual(firstUsersPage(12));
  });

  it('starts again from the first page when the search, the site or the order changes', () => {
    const paged = nextPage(firstUsersPage(null), 'cursor-30');
    expect(withSearch(paged, 'ava')).toMatchObject({ cursor: null, page: 1 });
    expect(withSite(paged, 4)).toMatchObject({ cursor: null, page: 1 });
    expect(withOrder(paged, { field: 'LAST_LOGIN', direction: 'DESC' })).toMatchObject({ cursor: null, page: 1 });
    expect(withSearch(paged, '')).toBe(paged); // nothing changed: the page stays
  });

  it('maps the column headers to the GraphQL order, back to the default when unsorted', () => {
    expect(orderFromSorter('NAME', 'ascend')).toEqual({ field: 'NAME', direction: 'ASC' });
    expect(orderFromSorter('LAST_LOGIN', 'descend')).toEqual({ field: 'LAST_LOGIN', direction: 'DESC' });
    expect(orderFromSorter('NAME', null)).toEqual({ field: 'EMAIL', direction: 'ASC' });
  });
});
