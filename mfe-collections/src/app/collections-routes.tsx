import { Fragment } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SectionPage } from '@portal/remote-kit';

/** Page titles of the collection and group sections (spec §2.3). */
const COLLECTION_DETAILS = { home: 'Collection Pinboard', assets: 'Collection Assets', members: 'Collection Members' };
const COLLECTION_LISTS = {
  home: 'Collections',
  'my-collections': 'My Collections',
  'shared-collections': 'Shared Collections',
  'all-collections': 'All Collections',
  'pinned-collections': 'Collections Pinboard',
  'featured-collections': 'Featured Collections',
  'starred-collections': 'Starred Collections',
};
const GROUP_DETAILS = { home: 'Group Pinboard', collections: 'Group Collections', members: 'Group Members' };
const GROUP_LISTS = {
  home: 'Groups',
  my: 'My Groups',
  shared: 'Shared Groups',
  all: 'All Groups',
  pinned: 'Groups Pinboard',
  featured: 'Featured Groups',
  starred: 'Starred Groups',
};

/** The collections remote's part of the route table, with and without a site prefix (spec §2.1). */
export function CollectionsRoutes() {
  return (
    <Routes>
      {['', '/sites/:indexId'].map((prefix) => (
        <Fragment key={prefix}>
          <Route
            path={`${prefix}/collections/details/:id/:page?`}
            element={<SectionPage titles={COLLECTION_DETAILS} />}
          />
          <Route path={`${prefix}/collections/:page?`} element={<SectionPage titles={COLLECTION_LISTS} />} />
          <Route path={`${prefix}/groups/details/:id/:page?`} element={<SectionPage titles={GROUP_DETAILS} />} />
          <Route path={`${prefix}/groups/:page?`} element={<SectionPage titles={GROUP_LISTS} />} />
        </Fragment>
      ))}
    </Routes>
  );
}
