import { PAGE_SIZES } from '@portal/contracts';

/** What the users list can be ordered by (GraphQL UserOrderField). */
export type UserOrderField = 'NAME' | 'EMAIL' | 'LAST_LOGIN';
export interface UserOrder {
  field: UserOrderField;
  direction: 'ASC' | 'DESC';
}

/** Where the list stands: the first page, the page after a cursor, or the page before one. */
export type UsersPageCursor = { after: string } | { before: string } | null;

/** What the users list shows: its search text, its site (null: every site), its order and its page. */
export interface UsersListState {
  search: string;
  siteId: number | null;
  order: UserOrder;
  cursor: UsersPageCursor;
  /** The page number shown (1 on the first page), counted as the user moves. */
  page: number;
}

export const USERS_PAGE_SIZE = PAGE_SIZES.lists;
export const DEFAULT_USER_ORDER: UserOrder = { field: 'EMAIL', direction: 'ASC' };

export const firstUsersPage = (siteId: number | null): UsersListState => ({
  search: '',
  siteId,
  order: DEFAULT_USER_ORDER,
  cursor: null,
  page: 1,
});

/** The variables of the users query: forward (first, after) or backward (last, before) by a page of 30. */
export function usersQueryVariables(state: UsersListState): Record<string, unknown> {
  const search = state.search.trim();
  const filter = {
    ...(search ? { search } : {}),
    ...(state.siteId !== null ? { deploymentIndexId: state.siteId } : {}),
  };
  const paging =
    state.cursor && 'before' in state.cursor
      ? { last: USERS_PAGE_SIZE, before: state.cursor.before }
      : { first: USERS_PAGE_SIZE, ...(state.cursor ? { after: state.cursor.after } : {}) };
  return { ...paging, ...(Object.keys(filter).length > 0 ? { filter } : {}), orderBy: state.order };
}

/** A new search text, site or order starts again from the first page. */
export const withSearch = (state: UsersListState, search: string): UsersListState =>
  search === state.search ? state : { ...state, search, cursor: null, page: 1 };
export const withSite = (state: UsersListState, siteId: number | null): UsersListState =>
  siteId === state.siteId ? state : { ...state, siteId, cursor: null, page: 1 };
export const withOrder = (state: UsersListState, order: UserOrder): UsersListState =>
  order.field === state.order.field && order.direction === state.order.direction
    ? state
    : { ...state, order, cursor: null, page: 1 };

/** The next page continues after the last user shown; the previous one ends before the first. */
export const nextPage = (state: UsersListState, endCursor: string): UsersListState => ({
  ...state,
  cursor: { after: endCursor },
  page: state.page + 1,
});
export const previousPage = (state: UsersListState, startCursor: string): UsersListState =>
  state.page <= 2
    ? { ...state, cursor: null, page: 1 }
    : { ...state, cursor: { before: startCursor }, page: state.page - 1 };

/**
 * The table's sort order for a column clicked in the header: ascending, then descending, then back to the default
 * (antd cycles ascend → descend → none).
 */
export function orderFromSorter(field: UserOrderField | undefined, sortOrder: 'ascend' | 'descend' | null | undefined) {
  if (!field || !sortOrder) return DEFAULT_USER_ORDER;
  return { field, direction: sortOrder === 'ascend' ? 'ASC' : 'DESC' } satisfies UserOrder;
}
