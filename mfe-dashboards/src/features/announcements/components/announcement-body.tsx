import { useMemo } from 'react';
import MarkdownIt from 'markdown-it';

/**
 * markdown-it with raw HTML off (`html: false`: any tag a writer types is shown as text) and its link check on
 * (javascript:, vbscript: and data: addresses other than images are not made links), so the HTML it makes is safe to
 * insert. Web addresses become links; every link opens in a new tab. An image is loaded only from the portal itself
 * (or inline data): one from another origin would tell that origin who read the announcement and when (a tracking
 * pixel), so it is shown as a link to it instead, named by its alternative text.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });
const renderToken = markdown.renderer.renderToken.bind(markdown.renderer);
const renderImage = markdown.renderer.rules.image!;
const escapeHtml = markdown.utils.escapeHtml;

markdown.renderer.rules.link_open = (tokens, index, options) => {
  tokens[index]!.attrSet('target', '_blank');
  tokens[index]!.attrSet('rel', 'noopener noreferrer');
  return renderToken(tokens, index, options);
};

/** Whether showing the image asks nothing of another origin: a portal address, relative or absolute, or inline data. */
function loadsFromPortal(source: string): boolean {
  try {
    const url = new URL(source, window.location.href);
    return url.protocol === 'data:' || url.origin === window.location.origin;
  } catch {
    return false;
  }
}

markdown.renderer.rules.image = (tokens, index, options, env, renderer) => {
  const token = tokens[index]!;
  const source = String(token.attrGet('src') ?? '');
  if (loadsFromPortal(source)) return renderImage(tokens, index, options, env, renderer);
  const text = renderer.renderInlineAsText(token.children ?? [], options, env) || source;
  return `<a href="${escapeHtml(source)}" target="_blank" rel="noopener noreferrer">${escapeHtml(text)}</a>`;
};

/** An announcement's text: Markdown (headings, lists, emphasis, links) or plain text, which reads the same. */
export function AnnouncementBody({ body }: { body: string }) {
  const html = useMemo(() => markdown.render(body), [body]);
  return <div className="announcement-body" style={{ lineHeight: 1.6 }} dangerouslySetInnerHTML={{ __html: html }} />;
}
