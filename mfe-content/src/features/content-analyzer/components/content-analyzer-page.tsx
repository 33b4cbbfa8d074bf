import { Alert, theme } from 'antd';
import { isAllowed } from '@portal/contracts';
import { usePlatform, useSiteId, useStream } from '@portal/platform';
import { TitledPage } from '@portal/ui';
import { DocumentAnalyzer } from './document-analyzer';
import { RecentlyViewed } from './recently-viewed';

/**
 * The Content Analyzer (spec §2.1 .../content/:id? without a document id): a document dropped or picked is analysed
 * by the site's AI — its summary, themes, facts and figures, tone — without being added to the library; beside it,
 * the user's recently viewed documents. Analyzing needs analyzeInsights on the site (the server refuses anyone else):
 * without it the drop zone is not offered, and the page says why.
 */
export function ContentAnalyzerPage() {
  const { token } = theme.useToken();
  const platform = usePlatform();
  const permissions = useStream(platform.permissions$);
  const { siteId, prefixed } = useSiteId();
  const prefix = prefixed && siteId ? `/sites/${siteId}` : '';
  const mayAnalyze = isAllowed(permissions, 'analyzeInsights');
  const heading = { margin: '0 0 12px', fontSize: token.fontSizeHeading4, fontWeight: 600 } as const;
  return (
    <TitledPage title="Content Analyzer">
      <p style={{ margin: '0 0 24px', maxWidth: '70ch', color: token.colorTextSecondary }}>
        Drop or choose a document to have the site&apos;s AI tools analyze it: a summary, its themes, facts and figures,
        and its tone. The document is only read for the analysis; it is not added to the library.
      </p>
      {!siteId ? (
        <Alert type="info" showIcon title="No site is selected." description="Choose a site to analyze content." />
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, alignItems: 'flex-start' }}>
          <section aria-labelledby="analyze-document-title" style={{ flex: '2 1 480px', minWidth: 0 }}>
            <h3 id="analyze-document-title" style={heading}>
              Analyze a document
            </h3>
            {mayAnalyze ? (
              <DocumentAnalyzer siteId={siteId} />
            ) : (
              <Alert
                type="info"
                showIcon
                title="You cannot analyze documents on this site."
                description="Analyzing needs the Analyze permission (the Site analyst role), which the site's administrator gives. You can still open what you viewed."
              />
            )}
          </section>
          <section aria-labelledby="recently-viewed-title" style={{ flex: '1 1 280px', minWidth: 0 }}>
            <h3 id="recently-viewed-title" style={heading}>
              Recently viewed
            </h3>
            <RecentlyViewed siteId={siteId} mayAnalyze={mayAnalyze} prefix={prefix} />
          </section>
        </div>
      )}
    </TitledPage>
  );
}
