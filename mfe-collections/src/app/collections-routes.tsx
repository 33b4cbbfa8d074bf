import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { EntityListsPage } from '../features/lists/components/entity-lists-page';
import {
  COLLECTION_DETAILS_PAGES,
  COLLECTION_LIST_PAGES,
  GROUP_DETAILS_PAGES,
  GROUP_LIST_PAGES,
  type DetailsPage,
  type ListPage,
} from '../lib/routes';

// The details page is a chunk of its own: the lists are what the section opens on (bundle budget).
const EntityDetailsPage = lazy(() =>
  import('../features/details/components/entity-details-page').then((module) => ({
    default: module.EntityDetailsPage,
  })),
);
const OpenShareLinkPage = lazy(() =>
  import('../features/share/components/open-share-link-page').then((module) => ({
    default: module.OpenShareLinkPage,
  })),
);

/**
 * A section page chosen by `:page` (absent: home): the page of that name, or back to the section's home for an
 * unknown one (as the section pages always did).
 */
function SectionRoute<P extends ListPage | DetailsPage>({
  pages,
  render,
}: {
  pages: readonly P[];
  render: (page: P) => ReactNode;
}) {
  const name = useParams().page ?? 'home';
  const page = pages.find((candidate) => candidate.page === name);
  if (!page) return <Navigate to=".." relative="path" replace />;
  return render(page);
}

const later = (page: ReactNode) => <Suspense fallback={<p aria-busy="true">Loading…</p>}>{page}</Suspense>;

/**
 * The collections remote's part of the route table (spec §2.1), with and without a site prefix (a non-site route
 * uses the current site): the collection and group lists and details of §2.3, the named routes of §2.2 among
 * them (NAMED_ROUTES in lib/routes.ts). Each page's title becomes the document title and its heading.
 */
export function CollectionsRoutes() {
  return (
    <Routes>
      {/* A collection's share link (issue 19 item 7): opens it read-only for a signed-in user of its site. */}
      <Route
        path="/sites/:indexId/collections/link/:token"
        element={
          <Suspense fallback={<p aria-busy="true">Opening the shared collection…</p>}>
            <OpenShareLinkPage />
          </Suspense>
        }
      />
      {['', '/sites/:indexId'].map((prefix) => (
        <Fragment key={prefix}>
          <Route
            path={`${prefix}/collections/details/:id/:page?`}
            element={
              <SectionRoute
                pages={COLLECTION_DETAILS_PAGES}
                render={(tab) => later(<EntityDetailsPage kind="collection" tab={tab} />)}
              />
            }
          />
          <Route
            path={`${prefix}/collections/:page?`}
            element={
              <SectionRoute
                pages={COLLECTION_LIST_PAGES}
                render={(page) => <EntityListsPage kind="collection" page={page} />}
              />
            }
          />
          <Route
            path={`${prefix}/groups/details/:id/:page?`}
            element={
              <SectionRoute
                pages={GROUP_DETAILS_PAGES}
                render={(tab) => later(<EntityDetailsPage kind="group" tab={tab} />)}
              />
            }
          />
          <Route
            path={`${prefix}/groups/:page?`}
            element={
              <SectionRoute pages={GROUP_LIST_PAGES} render={(page) => <EntityListsPage kind="group" page={page} />} />
            }
          />
        </Fragment>
      ))}
    </Routes>
  );
}
