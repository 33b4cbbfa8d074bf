import { Button, Empty, Space } from 'antd';
import type { DateFilterLabel } from '@portal/contracts';
import { longerDateFilter } from '../state/insight-filters';

/**
 * An empty period, with what to do next: look at a longer period (the next DATE_FILTERS one) or, when filters narrow
 * the page, clear them.
 */
export function NoActivity({
  message,
  period,
  filtered,
  onPeriod,
  onClear,
}: {
  message: string;
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
        <>
          <span style={{ display: 'block', fontWeight: 600 }}>{message}</span>
          {hint}
        </>
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
