import type { SiteMetrics } from '@portal/contracts';
import { NumberTiles } from './number-tiles';

const FIGURES: { key: keyof SiteMetrics['totals']; label: string }[] = [
  { key: 'assets', label: 'Assets' },
  { key: 'views', label: 'Views' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'likes', label: 'Likes' },
  { key: 'shares', label: 'Shares' },
  { key: 'searches', label: 'Searches' },
  { key: 'activeUsers', label: 'Active people' },
];

/**
 * The site's figures of a period (POST v2/deploymentIndexes/{indexId}/insights totals), each a tile with its number
 * large: the assets, what people did with them, the searches and how many people were active. Home and the
 * insights pages show them alike.
 */
export function FigureTiles({ metrics }: { metrics: SiteMetrics }) {
  return (
    <NumberTiles
      label={`Figures, ${metrics.period.dateFilter.toLowerCase()}`}
      tiles={FIGURES.map(({ key, label }) => ({ key, label, value: metrics.totals[key] }))}
    />
  );
}
