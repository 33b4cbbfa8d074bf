import { Button, theme } from 'antd';
import { usePlatform } from '@portal/platform';
import type { ContentDocument } from '../../../api/content-api';
import { ContentPreview } from '../../../components/content-preview/content-preview';
import { previewKindOf, synopsisOf } from '../../../lib/content-rules';
import { PeopleSection } from './people-section';
import { RelatedContent } from './related-content';

/**
 * The Overview tab: the preview with a full-size Preview beside the synopsis, the people, the terms and conditions
 * and the related content (side by side where there is room, one above the other on a phone).
 */
export function ContentOverview({ data, siteId }: { data: ContentDocument; siteId: number }) {
  const { token } = theme.useToken();
  const platform = usePlatform();
  const { asset, record } = data;
  const document = record.document;
  const synopsis = synopsisOf(asset?.synopsis ?? document.description);
  return (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))' }}>
      <section aria-label="Preview" style={{ minWidth: 0, display: 'grid', gap: 8, alignContent: 'start' }}>
        <ContentPreview data={data} />
        {previewKindOf(asset, document) !== 'none' && (
          <Button
            style={{ justifySelf: 'start' }}
            onClick={() => platform.dialogs.open('preview', { docId: document.doc_id, siteId })}
          >
            Preview
          </Button>
        )}
      </section>
      <div style={{ display: 'grid', gap: 16, alignContent: 'start', minWidth: 0 }}>
        {synopsis && (
          <section aria-labelledby="synopsis-title">
            <h3 id="synopsis-title" style={{ fontSize: 16, margin: '0 0 4px' }}>
              Synopsis
            </h3>
            <p style={{ margin: 0, color: token.colorTextSecondary }}>{synopsis}</p>
          </section>
        )}
        <PeopleSection asset={asset} document={document} />
        {document.terms_and_conditions && (
          <section aria-labelledby="terms-title">
            <h3 id="terms-title" style={{ fontSize: 16, margin: '0 0 4px' }}>
              Terms and conditions
            </h3>
            <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{document.terms_and_conditions}</p>
          </section>
        )}
        {asset?.isAccessible && <RelatedContent assetId={asset.assetId} siteId={siteId} />}
      </div>
    </div>
  );
}
