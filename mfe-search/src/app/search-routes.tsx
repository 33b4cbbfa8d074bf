import { Route, Routes } from 'react-router-dom';
import { SearchResultsPage } from '../features/search-results/components/search-results-page';

/** The search remote's part of the route table (spec §2.1, §2.2: indexSearch and Search). */
export function SearchRoutes() {
  return (
    <Routes>
      <Route path="/search" element={<SearchResultsPage />} />
      <Route path="/sites/:indexId/search" element={<SearchResultsPage />} />
    </Routes>
  );
}
