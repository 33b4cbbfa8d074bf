import type { ReactNode } from 'react';
import { Alert, Descriptions, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { AwardResult } from '@portal/contracts';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { formatCount } from '../../../lib/format-count';
import { AwardLevelChip } from './award-level-chip';

const isAwardResult = (value: unknown): value is AwardResult =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AwardResult).Title === 'string' &&
  typeof (value as AwardResult).Awards === 'string';

/** Every field of a result, in the order a reader asks: what, won what, for whom, by whom, where, when. */
const FIELDS: { label: string; value: (result: AwardResult) => ReactNode }[] = [
  { label: 'Awards', value: (result) => <AwardLevelChip level={result.Awards} /> },
  { label: 'Points', value: (result) => formatCount(result.points) },
  { label: 'Category', value: (result) => result.Category },
  { label: 'Product', value: (result) => result.Product },
  { label: 'Advertiser', value: (result) => result.Advertiser },
  { label: 'Agency', value: (result) => result.agency },
  { label: 'Network', value: (result) => result.network },
  { label: 'Holding company', value: (result) => result.holdingCompany },
  { label: 'Office', value: (result) => result.office },
  { label: 'City', value: (result) => result.City },
  { label: 'Region', value: (result) => result.region },
  { label: 'Show', value: (result) => result.showName },
  { label: 'Year', value: (result) => String(result.year) },
  { label: 'People credited', value: (result) => formatCount(result.credits) },
];

/**
 * `awardDetails` { result, siteId } (spec §2.6 side panel "award details"): every field of an award result, opened
 * from a result view's table or a showcase card; with the site, a search of the library for the work.
 */
export function AwardDetailsPanel({ props }: OverlayComponentProps) {
  const { token } = theme.useToken();
  const result = props.result;
  const siteId = typeof props.siteId === 'number' ? props.siteId : null;
  if (!isAwardResult(result)) return <Alert type="error" showIcon title="No award result was given." />;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <h3 style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {result.Title}
      </h3>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={FIELDS.map(({ label, value }) => ({ key: label, label, children: value(result) || '—' }))}
      />
      {siteId !== null && (
        <Link to={{ pathname: `/sites/${siteId}/search`, search: `?q=${encodeURIComponent(result.Title)}` }}>
          Search the library for this work
        </Link>
      )}
    </div>
  );
}
