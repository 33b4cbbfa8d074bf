import { useState } from 'react';
import { Alert, Table, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import { isChartedInsightKey, type InsightValueCount } from '@portal/contracts';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { useGetAssetInsightMetadataQuery } from '../api/asset-insights-api';
import { insightLabel } from '../state/insight-label';
import { LazyInsightBarChart } from './lazy-insight-bar-chart';

/** Values a page (the route's default). */
const ROWS_PER_PAGE = 25;

/**
 * `insight` { assetId, field } (spec §2.6, 90vw): one charted insight field of the asset (spec §5: only the charted
 * keys) as a bar chart and a table of its values with their counts, a page at a time, from GET
 * v2/assets/{id}/insights/metadata. When the portal has no source for that field (source 'none') it says so.
 */
export function InsightDialog({ props }: OverlayComponentProps) {
  const assetId = typeof props.assetId === 'number' ? props.assetId : 0;
  const field = typeof props.field === 'string' && isChartedInsightKey(props.field) ? props.field : null;
  const [page, setPage] = useState(1);
  const query = useGetAssetInsightMetadataQuery(
    { assetId, field: field ?? 'organizations', rowsPerPage: ROWS_PER_PAGE, page },
    { skip: !assetId || !field },
  );
  if (!assetId) return <Alert type="error" showIcon title="No asset was given." />;
  if (!field)
    return (
      <Alert
        type="error"
        showIcon
        title={`“${String(props.field)}” is not a charted insight.`}
        description="Only organizations, brand names, agency clients, agency topics, agency keywords, landmarks, people, age distribution, gender distribution, sentiments, video topics, video locations, celebrities, video keywords and video faces are charted."
      />
    );
  const label = insightLabel(field);
  const data = query.data;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {label}
      </Typography.Title>
      {query.error ? (
        <Alert type="error" showIcon title="The insights could not be read." description={errorMessage(query.error)} />
      ) : !data ? (
        <p aria-busy="true">Loading the insights…</p>
      ) : data.source === 'none' ? (
        <Alert
          type="info"
          showIcon
          title={`There are no ${field} insights for this asset.`}
          description="The portal has no source of insights of this kind for this asset."
        />
      ) : data.count === 0 ? (
        <Alert type="info" showIcon title={`This asset has no ${field} values yet.`} />
      ) : (
        <>
          <Typography.Text type="secondary">
            {data.count} value{data.count === 1 ? '' : 's'},{' '}
            {data.source === 'videoIndexer' ? 'from Azure Video Indexer' : "from the asset's metadata"}.
          </Typography.Text>
          <LazyInsightBarChart rows={data.rows} label={label} />
          <Table<InsightValueCount>
            size="small"
            rowKey="name"
            aria-label={`${label} values`}
            dataSource={data.rows}
            loading={query.isFetching}
            columns={[
              { title: 'Value', dataIndex: 'name' },
              { title: 'Count', dataIndex: 'count', align: 'right', width: 120 },
            ]}
            pagination={{
              current: data.currentPage,
              pageSize: ROWS_PER_PAGE,
              total: data.count,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: setPage,
            }}
          />
        </>
      )}
    </div>
  );
}
