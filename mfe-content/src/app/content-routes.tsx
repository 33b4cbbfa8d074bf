import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { ContentPage } from '../features/content-page/components/content-page';
import { CONTENT_TABS } from '../features/content-page/state/content-tabs';
import { LazyPublicLinkDialog } from '../features/video/components/lazy-public-link-dialog';

// The embed page, the public player and the Content Analyzer load when opened: the content page is what most visits
// need first.
const AssetEmbedPage = lazy(async () => ({
  default: (await import('../features/embed/components/asset-embed-page')).AssetEmbedPage,
}));
const PublicVideoPage = lazy(async () => ({
  default: (await import('../features/video/components/public-video-page')).PublicVideoPage,
}));
const ContentAnalyzerPage = lazy(async () => ({
  default: (await import('../features/content-analyzer/components/content-analyzer-page')).ContentAnalyzerPage,
}));
const later = (page: ReactNode) => <Suspense fallback={<p aria-busy="true">Loading…</p>}>{page}</Suspense>;

/**
 * The content page by `:page` (absent: home; spec §2.3 home 'Content Page', insights 'Content Insights', tags); an
 * unknown page goes to home. Without a document id it is the Content Analyzer (a document analysed, not stored).
 */
function ContentSection() {
  const { id, page = 'home' } = useParams();
  if (!id) return later(<ContentAnalyzerPage />);
  const tab = CONTENT_TABS.find((entry) => entry.page === page);
  if (!tab) return <Navigate to="../home" relative="path" replace />;
  return <ContentPage tab={tab} PublicLinkDialog={LazyPublicLinkDialog} />;
}

/**
 * The content remote's part of the route table (spec §2.1): content-page, asset-embed and the public video player
 * (/video?v=<token>, no sign-in).
 */
export function ContentRoutes() {
  return (
    <Routes>
      {['', '/sites/:indexId'].map((prefix) => (
        <Fragment key={prefix}>
          <Route path={`${prefix}/content/:id?/:page?`} element={<ContentSection />} />
        </Fragment>
      ))}
      <Route path="/sites/:indexId/asset/embed" element={later(<AssetEmbedPage />)} />
      <Route path="/video" element={later(<PublicVideoPage />)} />
    </Routes>
  );
}
