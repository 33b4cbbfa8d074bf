import { useMemo } from 'react';
import MarkdownIt from 'markdown-it';

/**
 * markdown-it with raw HTML off (`html: false`: any tag a writer types is shown as text) and its link check on
 * (javascript:, vbscript: and data: addresses other than images are not made links), so the HTML it makes is safe to
 * insert. Web addresses become links; every link opens in a new tab.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });
const renderToken = markdown.renderer.renderToken.bind(markdown.renderer);
markdown.renderer.rules.link_open = (tokens, index, options) => {
  tokens[index]!.attrSet('target', '_blank');
  tokens[index]!.attrSet('rel', 'noopener noreferrer');
  return renderToken(tokens, index, options);
};

/** An announcement's text: Markdown (headings, lists, emphasis, links) or plain text, which reads the same. */
export function AnnouncementBody({ body }: { body: string }) {
  const html = useMemo(() => markdown.render(body), [body]);
  return <div className="announcement-body" style={{ lineHeight: 1.6 }} dangerouslySetInnerHTML={{ __html: html }} />;
}
