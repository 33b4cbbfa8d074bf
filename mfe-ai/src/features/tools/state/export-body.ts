import type { ResponseExportRequest, ResponseSection } from '@portal/contracts';
import { defaultTitle, type BuilderSection, type WorkingResponse } from './working-response';

// A marker: [2], or a group such as [1, 3], with the spaces or tabs around it (newlines stay).
const MARKER = /([ \t]*)\[(\d+(?:\s*,\s*\d+)*)\]([ \t]*)/g;

/**
 * The text without the markers of the dropped sources: a group keeps its other numbers; a marker left with none is
 * removed with the spaces around it that are no longer needed ("as reported [2]." → "as reported.").
 */
export function withoutMarkers(text: string, dropped: readonly number[]): string {
  if (dropped.length === 0) return text;
  return text.replace(MARKER, (marker, before: string, numbers: string, after: string, offset: number) => {
    const kept = numbers
      .split(',')
      .map((number) => number.trim())
      .filter((number) => !dropped.includes(Number(number)));
    if (kept.length > 0) return `${before}[${kept.join(', ')}]${after}`;
    if (offset === 0 || text[offset - 1] === '\n') return '';
    // The spaces stay between two words or before the next marker ("D [3][4]" → "D [4]"), not before punctuation.
    const next = text[offset + marker.length] ?? '';
    return after || (/[\p{L}\p{N}[]/u.test(next) ? before : '');
  });
}

/** A section as the finished response has it: only the sources kept, and no marker citing a dropped one. */
export function finalSection(section: BuilderSection): ResponseSection {
  return {
    title: section.title,
    answer: withoutMarkers(section.answer, section.dropped),
    citations: section.citations.filter((citation) => !section.dropped.includes(citation.n)),
  };
}

/** The body of POST v2/reponseGenerator/export: the response as built (edited, ordered, sources picked). */
export function exportBodyOf(response: WorkingResponse): ResponseExportRequest {
  return {
    index: response.siteId,
    title: response.title.trim() || defaultTitle(response.query),
    query: response.query,
    sections: response.sections.map(finalSection),
  };
}

/** The file name to save the DOCX as when the server does not give one. */
export function docxFileName(title: string): string {
  const safe = [...title]
    .map((character) => (character < ' ' || '\\/:*?"<>|'.includes(character) ? ' ' : character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Response'}.docx`;
}
