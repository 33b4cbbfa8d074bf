import { escapeHtml } from '@portal/contracts';

/** A stretch of a text: [start, end). */
export interface Span {
  start: number;
  end: number;
}

/**
 * The text from `start` to `end` with each span (in order, inside that stretch, not overlapping) wrapped in
 * <em>: the marking of highlights and answers. Each piece is escaped on its own, so a mark never falls inside
 * an entity the escaping made (a query word `amp` never marks `&amp;`).
 */
export function markSpans(text: string, spans: Iterable<Span>, start = 0, end = text.length): string {
  let html = '';
  let at = start;
  for (const span of spans) {
    html += `${escapeHtml(text.slice(at, span.start))}<em>${escapeHtml(text.slice(span.start, span.end))}</em>`;
    at = span.end;
  }
  return html + escapeHtml(text.slice(at, end));
}
