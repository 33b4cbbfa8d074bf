import { Alert, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import { facetItem, joinFacetQuery } from '@portal/contracts';
import { useSiteId } from '@portal/platform';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { useGetAssetOfDocQuery } from '../../../api/asset-edit-api';
import { metadataFieldsOf } from '../../../lib/content-rules';

/** The site's search filtered by one value of a field (spec §2.2: filters live in the `facets` query parameter). */
const searchHref = (siteId: number, code: string, value: string) =>
  `/sites/${siteId}/search?${new URLSearchParams({ facets: joinFacetQuery([facetItem(code, value)]) }).toString()}`;

/**
 * `assetTags` { assetId, docId } (spec §2.6 asset tags): the asset's metadata by field (soft-deleted values left
 * out), each value a link to the site's search filtered by it; plain tags when no site is known.
 */
export function AssetTagsPanel({ props, close }: OverlayComponentProps) {
  const docId = typeof props.docId === 'string' ? props.docId : '';
  const { siteId } = useSiteId();
  const query = useGetAssetOfDocQuery(docId, { skip: !docId });
  if (!docId) return <Alert type="error" showIcon title="No asset was given." />;
  if (query.error)
    return <Alert type="error" showIcon title="The tags could not be read." description={errorMessage(query.error)} />;
  if (query.isLoading) return <p aria-busy="true">Loading the tags…</p>;
  const fields = metadataFieldsOf(query.data ?? null);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Tags{query.data?.title ? ` of ${query.data.title}` : ''}
      </Typography.Title>
      {fields.length === 0 ? (
        <Typography.Paragraph style={{ margin: 0 }}>This asset has no tags yet.</Typography.Paragraph>
      ) : (
        <dl style={{ display: 'grid', gap: 12, margin: 0 }}>
          {fields.map((field) => (
            <div key={field.name} style={{ display: 'grid', gap: 4 }}>
              <dt style={{ fontWeight: 600 }}>{field.name}</dt>
              <dd style={{ margin: 0, display: 'flex', gap: 4, flexWrap: 'wrap' }}>
                {field.values.map((value) => (
                  <Tag key={value} style={{ marginInlineEnd: 0 }}>
                    {siteId ? (
                      <Link
                        to={searchHref(siteId, field.code, value)}
                        aria-label={`Search ${field.name}: ${value}`}
                        onClick={close}
                      >
                        {value}
                      </Link>
                    ) : (
                      value
                    )}
                  </Tag>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
