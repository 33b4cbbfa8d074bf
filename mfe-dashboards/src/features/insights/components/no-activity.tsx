import { Button, Empty, Space } from 'antd';
import type { DateFilterLabel } from '@portal/contracts';
import { longerDateFilter } from '../state/insight-filters';

/**
 * An empty period: what happened (nothing), what will appear here once something does, and what to do next: look at
 * a longer period (the next DATE_FILTERS one) or, when filters narrow the page, clear them.
 */
export function NoActivity({
  message,
  appears,
  period,
  filtered,
  onPeriod,
  onClear,
}: {
  message: string;
  /** What the page shows once there is activity. */
  appears: string;
  period: DateFilterLabel;
  filtered: boolean;
  onPeriod: (label: DateFilterLabel) => void;
  onClear: () => void;
}) {
  const longer = longerDateFilter(period);
  const hint = longer
    ? `Try a longer period${filtered ? ' or fewer filters' : ''}.`
    : filtered
      ? 'Try fewer filters.'
      : 'Nothing has been published or used on this site yet.';
  return (
    <Empty
      description={
        <span style={{ display: 'grid', gap: 4, maxWidth: 560, margin: '0 auto' }}>
          <strong>{message}</strong>
          <span>{appears}</span>
          <span>{hint}</span>
        </span>
      }
    >
      <Space wrap style={{ justifyContent: 'center' }}>
        {longer && (
          <Button type="primary" onClick={() => onPeriod(longer)}>
            Show the {longer.toLowerCase()}
          </Button>
        )}
        {filtered && <Button onClick={onClear}>Clear all filters</Button>}
      </Space>
    </Empty>
  );
}
