/**
 * A 1366 px wide window for antd's breakpoints (jsdom matches no media query, i.e. a phone; jest-setup.ts): for a
 * test of what a desktop shows (columns a phone leaves out). Returns the undo.
 */
export function desktopWidth(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...original(query),
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= 1366,
  });
  return () => {
    window.matchMedia = original;
  };
}
