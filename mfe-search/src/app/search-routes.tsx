import { Route, Routes } from 'react-router-dom';
import { SearchPage } from '../features/search/components/search-page';

/** The search remote's part of the route table (spec §2.1, §2.2: indexSearch and Search). */
export function SearchRoutes() {
  return (
    <Routes>
      <Route path="/search" element={<SearchPage />} />
      <Route path="/sites/:indexId/search" element={<SearchPage />} />
    </Routes>
  );
}
