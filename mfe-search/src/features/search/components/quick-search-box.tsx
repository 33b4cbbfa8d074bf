import { useLocation, useNavigate } from 'react-router-dom';
import { useGetPreferencesQuery } from '@portal/api-client';
import { DEFAULT_ROWS_PER_PAGE } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { readSearchState, writeSearchState } from '../state/search-url-state';
import { SearchBox } from './search-box';

/**
 * The search box of the shell's expanded search panel (`./searchBox`): it searches the current site and opens
 * its Search Results page. On a search page it starts from that page's search (filters included); elsewhere
 * from an empty one. The box has the focus when the panel opens, so the user can type at once.
 */
export function QuickSearchBox() {
  const site = useStream(usePlatform().site$);
  const preferences = useGetPreferencesQuery();
  const navigate = useNavigate();
  const location = useLocation();
  const onSearchPage = /\/search$/.test(location.pathname);
  const state = readSearchState(
    new URLSearchParams(onSearchPage ? location.search : ''),
    preferences.data?.rowsPerPage ?? DEFAULT_ROWS_PER_PAGE,
  );
  if (!site) return <p role="note">Choose a site to search it.</p>;
  const siteId = site.site.deploymentIndexId;
  return (
    <SearchBox
      autoFocus
      state={state}
      indexId={siteId}
      onSearch={(next) => navigate(`/sites/${siteId}/search?${writeSearchState(next).toString()}`)}
    />
  );
}
