import PptxGenJSModule from 'pptxgenjs';
import type { SampleContent } from './sample-content.js';
import { repackDeterministically } from './zip-package.js';

// pptxgenjs 4.0.1 ships CommonJS-style typings with `export default` (gitbrent/PptxGenJS#1536): under
// NodeNext, TypeScript puts the class at `.default`, while Node's ESM import gives the class itself.
const PptxGenJS = PptxGenJSModule as unknown as typeof PptxGenJSModule.default;

/**
 * A real PowerPoint deck (pptxgenjs, 16:9): one slide per paragraph, each with the title on top, the
 * paragraph as body text and speaker notes "Slide n of N." (a title-only slide when there are no
 * paragraphs). The deck's title property is set; the package is re-zipped with fixed dates
 * (repackDeterministically), so the same content gives the same bytes.
 */
export async function samplePptx(content: SampleContent): Promise<Uint8Array> {
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9';
  deck.title = content.title;
  deck.subject = 'Sample presentation';
  deck.author = 'Portal sample generator';
  deck.company = 'Portal';

  const bodies = content.paragraphs.length > 0 ? content.paragraphs : [''];
  bodies.forEach((body, index) => {
    const slide = deck.addSlide();
    slide.addText(content.title, { x: 0.5, y: 0.3, w: 9, h: 0.9, fontSize: 28, bold: true, color: '1F3864' });
    if (body) slide.addText(body, { x: 0.5, y: 1.4, w: 9, h: 3.8, fontSize: 18, valign: 'top', color: '333333' });
    slide.addNotes(`Slide ${index + 1} of ${bodies.length}.`);
  });
  const bytes = (await deck.write({ outputType: 'uint8array' })) as Uint8Array;
  return repackDeterministically(bytes);
}
