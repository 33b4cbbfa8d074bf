import { Fragment } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { SectionPage } from '@portal/remote-kit';
import { TitledPage } from '@portal/ui';

/** Page titles of the content page (spec §2.3); without a document id it is the Content Analyzer. */
const CONTENT_PAGE = { home: 'Content Page', insights: 'Content Insights', tags: 'Content Tags' };

function ContentSection() {
  const { id } = useParams();
  return id ? <SectionPage titles={CONTENT_PAGE} /> : <TitledPage title="Content Analyzer" />;
}

/** The content remote's part of the route table (spec §2.1): content-page and asset-embed. */
export function ContentRoutes() {
  return (
    <Routes>
      {['', '/sites/:indexId'].map((prefix) => (
        <Fragment key={prefix}>
          <Route path={`${prefix}/content/:id?/:page?`} element={<ContentSection />} />
        </Fragment>
      ))}
      <Route path="/sites/:indexId/asset/embed" element={<TitledPage title="Asset Embedding" />} />
      <Route path="/video" element={<TitledPage title="Video" />} />
    </Routes>
  );
}
