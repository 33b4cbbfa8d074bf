import { stringify } from 'csv-stringify/sync';
import { escapeUTF8 } from 'entities';
import type { SampleContent } from './sample-content.js';

const encode = (text: string) => new TextEncoder().encode(text);

/**
 * A small, valid HTML5 page: the title in <title> and <h1>, one <p> per paragraph, some CSS in a
 * <style> block and a <script> (neither is text a reader sees). UTF-8, no BOM.
 */
export async function sampleHtml(content: SampleContent): Promise<Uint8Array> {
  const title = escapeUTF8(content.title);
  const paragraphs = content.paragraphs.map((text) => `    <p>${escapeUTF8(text)}</p>`).join('\n');
  return encode(`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>${title}</title>
    <style>body { font-family: sans-serif; max-width: 48rem; margin: 2rem auto; }</style>
    <script>document.documentElement.dataset.sample = 'true';</script>
  </head>
  <body>
    <h1>${title}</h1>
${paragraphs}
  </body>
</html>
`);
}

/** Plain UTF-8 text: the title, a blank line, then the paragraphs separated by blank lines. */
export async function sampleText(content: SampleContent): Promise<Uint8Array> {
  return encode([content.title, ...content.paragraphs].join('\n\n') + '\n');
}

/** Markdown: the title as a level-1 heading, then the paragraphs separated by blank lines. */
export async function sampleMarkdown(content: SampleContent): Promise<Uint8Array> {
  return encode([`# ${content.title}`, ...content.paragraphs].join('\n\n') + '\n');
}

/**
 * CSV (RFC 4180, via csv-stringify; CRLF line ends): a header row "title,paragraph,text", then one row
 * per paragraph with the title, the paragraph's number and its text (quoted where needed).
 */
export async function sampleCsv(content: SampleContent): Promise<Uint8Array> {
  const rows = content.paragraphs.map((text, i) => [content.title, String(i + 1), text]);
  return encode(stringify([['title', 'paragraph', 'text'], ...rows], { record_delimiter: 'windows' }));
}
