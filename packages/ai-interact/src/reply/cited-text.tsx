import { Link } from 'react-router-dom';
import type { Citation } from '@portal/contracts';

const MARKER = /(\[\d+\])/;

/**
 * An answer's text with its [n] markers as links to the cited document's content page (the same place the sources
 * list links to); a marker without a matching source stays text.
 */
export function CitedText({ text, citations = [] }: { text: string; citations?: Citation[] }) {
  const byNumber = new Map(citations.map((citation) => [citation.n, citation]));
  return (
    <p style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text.split(MARKER).map((part, index) => {
        const citation = byNumber.get(Number(/^\[(\d+)\]$/.exec(part)?.[1]));
        return citation ? (
          // Underlined: a link inside text must not be told apart by its colour alone (WCAG 1.4.1).
          <Link
            key={index}
            to={citation.url}
            aria-label={`Source ${citation.n}: ${citation.title}`}
            style={{ textDecoration: 'underline' }}
          >
            [{citation.n}]
          </Link>
        ) : (
          part
        );
      })}
    </p>
  );
}

/** The sources of an answer, appended as links to their content pages (calls doc §7), numbered as the text cites them. */
export function SourceList({ citations }: { citations: Citation[] }) {
  if (citations.length === 0) return null;
  return (
    <ol aria-label="Sources" style={{ margin: 0, paddingInlineStart: 24, overflowWrap: 'anywhere' }}>
      {[...citations]
        .sort((a, b) => a.n - b.n)
        .map((citation) => (
          <li key={citation.n} value={citation.n}>
            <Link to={citation.url}>{citation.title || citation.documentid}</Link>
          </li>
        ))}
    </ol>
  );
}
