import type { CSSProperties } from 'react';

/**
 * Blocks one above the other, exactly as wide as their container. A grid's own column is sized by its widest
 * content (a table's whole row), so a wide table would widen the page; a column of `minmax(0, 1fr)` keeps the
 * container's width and the table scrolls inside itself instead.
 */
export const stackStyle = (gap: number): CSSProperties => ({
  display: 'grid',
  gap,
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
});
