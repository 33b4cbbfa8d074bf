import type { ResponseExportRequest } from '@portal/contracts';
import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';

/**
 * The built response as a Word document: its title, the brief, each section's text as paragraphs, and after each
 * section its sources, each a link to its content page on the portal (`origin` + the citation's path). The citations
 * are those the builder kept; the server only writes what it was sent (the user's own edited text).
 */
export async function responseDocx(request: ResponseExportRequest, origin: string): Promise<Buffer> {
  const children: Paragraph[] = [new Paragraph({ text: request.title, heading: HeadingLevel.TITLE })];
  if (request.query.trim()) {
    children.push(
      new Paragraph({ children: [new TextRun({ text: 'Brief: ', bold: true }), new TextRun(request.query)] }),
    );
  }
  for (const section of request.sections) {
    children.push(new Paragraph({ text: section.title, heading: HeadingLevel.HEADING_1 }));
    for (const paragraph of section.answer.split(/\n{2,}|\r?\n/).filter((line) => line.trim()))
      children.push(new Paragraph({ text: paragraph.trim() }));
    if (section.citations.length > 0) {
      children.push(new Paragraph({ text: 'Sources', heading: HeadingLevel.HEADING_3 }));
      for (const citation of section.citations) {
        // Only the portal's own pages are linked: a source is a content page path (/sites/…).
        const local = citation.url.startsWith('/') && !citation.url.startsWith('//');
        children.push(
          new Paragraph({
            children: [
              new TextRun(`[${citation.n}] `),
              local
                ? new ExternalHyperlink({
                    link: new URL(citation.url, origin).toString(),
                    children: [new TextRun({ text: citation.title, style: 'Hyperlink' })],
                  })
                : new TextRun(citation.title),
            ],
          }),
        );
      }
    }
  }
  const document = new Document({
    creator: 'Discovery portal',
    title: request.title,
    description: 'A response drafted with the response generator from the site’s documents',
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
