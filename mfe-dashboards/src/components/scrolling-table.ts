/**
 * The props of an antd Table that scrolls sideways inside its own box when its rows are wider than the box. The box
 * also holds the table's visually hidden words (its caption, a change said in words): positioned, it is where they
 * are placed, so they are clipped with the table instead of reaching past the page's right edge.
 */
export const SCROLLING_TABLE = {
  scroll: { x: 'max-content' },
  styles: { content: { position: 'relative' } },
} as const;
