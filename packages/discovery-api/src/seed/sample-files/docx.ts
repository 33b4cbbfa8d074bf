import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import type { SampleContent } from './sample-content.js';
import { repackDeterministically } from './zip-package.js';

/**
 * A real Word document (the `docx` package): the title as a Title-styled paragraph, then one
 * paragraph per entry, with the title also in the document properties. The package is re-zipped
 * with fixed dates (repackDeterministically), so the same content gives the same bytes.
 */
export async function sampleDocx(content: SampleContent): Promise<Uint8Array> {
  const document = new Document({
    title: content.title,
    subject: 'Sample document',
    creator: 'Portal sample generator',
    lastModifiedBy: 'Portal sample generator',
    sections: [
      {
        children: [
          new Paragraph({ text: content.title, heading: HeadingLevel.TITLE }),
          ...content.paragraphs.map((text) => new Paragraph({ text })),
        ],
      },
    ],
  });
  return repackDeterministically(await Packer.toBuffer(document));
}
