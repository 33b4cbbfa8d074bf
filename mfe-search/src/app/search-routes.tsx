import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SearchPage } from '../features/search/components/search-page';

// The experiment is for the few who tune search: its code loads only when opened, outside the remote's first mount.
const ExperimentPage = lazy(async () => ({
  default: (await import('../features/experiment/components/experiment-page')).ExperimentPage,
}));

/** The search remote's part of the route table (spec §2.1, §2.2: indexSearch and Search; the /experiment screen). */
export function SearchRoutes() {
  return (
    <Routes>
      <Route path="/search" element={<SearchPage />} />
      <Route path="/sites/:indexId/search" element={<SearchPage />} />
      <Route
        path="/experiment"
        element={
          <Suspense fallback={null}>
            <ExperimentPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
