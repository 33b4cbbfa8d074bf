import type { CSSProperties } from 'react';
import type { ChartTheme } from '../../lib/charts/chart-theme';

/*
 * The recharts props every chart of the insights and awards pages shares, from the site's chart theme: axes and grid
 * in the guide colour, labels in the readable text colour, a tooltip on the chart background.
 */

export const axisProps = (theme: ChartTheme) => ({
  stroke: theme.guide,
  tick: { fill: theme.text, fontSize: 12 },
  tickLine: { stroke: theme.guide },
});

export const tooltipProps = (theme: ChartTheme) => ({
  contentStyle: {
    background: theme.background,
    border: `1px solid ${theme.guide}`,
    borderRadius: 6,
    color: theme.text,
    fontFamily: theme.font,
  } satisfies CSSProperties,
  labelStyle: { color: theme.text, fontWeight: 600 },
  itemStyle: { color: theme.text },
  cursor: { fill: theme.guide, fillOpacity: 0.35 },
});

/** The legend's words in the text colour (recharts writes them in their series' colour, which may be unreadable). */
export const legendProps = (theme: ChartTheme) => ({
  wrapperStyle: { fontSize: 12 },
  // In the order of the series, not alphabetical.
  itemSorter: null,
  formatter: (value: string) => <span style={{ color: theme.text }}>{value}</span>,
});

/** A long category name shortened for the axis (the tooltip and the table show it whole). */
export const shortLabel = (limit: number) => (value: string) =>
  value.length > limit ? `${value.slice(0, limit - 1)}…` : value;
