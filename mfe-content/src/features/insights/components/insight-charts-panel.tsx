import { Alert, Button, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { useGetChartedInsightsQuery } from '../api/asset-insights-api';
import { insightLabel } from '../state/insight-label';
import { LazyInsightBarChart } from './lazy-insight-bar-chart';

/**
 * `assetInsightCharts` { assetId, title } (spec §2.6 asset insight charts): one small chart per charted insight field
 * of the asset that has values (the first page of each charted key, spec §5), each with a button opening the
 * `insight` dialog for all its values. Fields without values are left out; fields that failed are named.
 */
export function InsightChartsPanel({ props }: OverlayComponentProps) {
  const platform = usePlatform();
  const assetId = typeof props.assetId === 'number' ? props.assetId : 0;
  const title = typeof props.title === 'string' ? props.title : null;
  const query = useGetChartedInsightsQuery(assetId, { skip: !assetId });
  if (!assetId) return <Alert type="error" showIcon title="No asset was given." />;
  const data = query.data;
  const failed = data?.failures ?? [];
  // One refusal (a private asset, an unknown one) answers every field alike: say it once.
  const messages = [...new Set(failed.map((failure) => failure.message))];
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Insight charts{title ? ` of ${title}` : ''}
      </Typography.Title>
      {query.error ? (
        <Alert type="error" showIcon title="The insights could not be read." description={errorMessage(query.error)} />
      ) : !data ? (
        <p aria-busy="true">Loading the insights…</p>
      ) : (
        <>
          {messages.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={`Some insights could not be read (${failed.map((failure) => failure.field).join(', ')}).`}
              description={messages.join(' ')}
            />
          )}
          {data.fields.length === 0 && failed.length === 0 && (
            <Typography.Paragraph style={{ margin: 0 }}>This asset has no charted insights yet.</Typography.Paragraph>
          )}
          {data.fields.map((field) => {
            const label = insightLabel(field.field);
            return (
              <section key={field.field} aria-label={label} style={{ display: 'grid', gap: 8 }}>
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {label}{' '}
                  <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
                    ({field.count} value{field.count === 1 ? '' : 's'})
                  </Typography.Text>
                </Typography.Title>
                <LazyInsightBarChart rows={field.rows} label={label} compact />
                <Button
                  size="small"
                  style={{ justifySelf: 'start' }}
                  onClick={() => platform.dialogs.open('insight', { assetId, field: field.field })}
                >
                  All {field.field}
                </Button>
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}
