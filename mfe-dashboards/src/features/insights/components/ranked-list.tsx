import type { ReactNode } from 'react';
import { theme } from 'antd';
import { useChartTheme } from '../../../hooks/use-chart-theme';
import { formatCount } from '../../../lib/format-count';
import { VISUALLY_HIDDEN } from '@portal/ui';

export interface RankedItem {
  key: string;
  /** The item's name, usually a link. */
  label: ReactNode;
  count: number;
}

/**
 * A top list (most searched queries, most viewed assets): an ordered list of links with their counts and a bar
 * in proportion to the first. It is a list people read and follow, so it needs no chart and table pair.
 */
export function RankedList({
  title,
  items,
  countLabel,
  empty,
}: {
  title: string;
  items: RankedItem[];
  /** The unit of the counts, read out after each count ('views'). */
  countLabel: string;
  empty: string;
}) {
  const { token } = theme.useToken();
  const chart = useChartTheme();
  const most = Math.max(1, ...items.map((item) => item.count));
  return (
    <section aria-label={title} style={{ display: 'grid', gap: 8, alignContent: 'start', minWidth: 0 }}>
      <h4 style={{ margin: 0, fontSize: token.fontSize, fontWeight: 600, color: token.colorTextHeading }}>{title}</h4>
      {items.length === 0 ? (
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{empty}</p>
      ) : (
        <ol style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
          {items.map((item) => (
            <li key={item.key} style={{ display: 'grid', gap: 4 }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, minWidth: 0 }}>
                <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {item.label}
                </span>
                <span style={{ fontVariantNumeric: 'tabular-nums', color: token.colorTextSecondary }}>
                  {formatCount(item.count)}
                  <span style={VISUALLY_HIDDEN}>{` ${countLabel}`}</span>
                </span>
              </div>
              <div aria-hidden="true" style={{ height: 4, borderRadius: 2, background: token.colorFillSecondary }}>
                <div
                  style={{
                    width: `${(item.count / most) * 100}%`,
                    height: '100%',
                    borderRadius: 2,
                    background: chart.primary,
                  }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
