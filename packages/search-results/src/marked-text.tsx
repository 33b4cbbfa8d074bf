const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * The server marks matched words with <em> in otherwise HTML-escaped text (highlights, answers). This reads that
 * text into plain segments, so it is shown as text, never parsed as HTML.
 */
export function markedSegments(html: string): { text: string; marked: boolean }[] {
  const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
  return html
    .split(/(<em>.*?<\/em>)/s)
    .filter((part) => part !== '')
    .map((part) => {
      const inner = /^<em>(.*)<\/em>$/s.exec(part);
      return { text: unescape(inner ? (inner[1] ?? '') : part), marked: inner !== null };
    });
}

/** Server-marked text with its matched words highlighted. */
export function MarkedText({ html }: { html: string }) {
  return (
    <>
      {markedSegments(html).map((segment, index) =>
        segment.marked ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
