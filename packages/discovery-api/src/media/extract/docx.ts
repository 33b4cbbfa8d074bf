import mammoth from 'mammoth';
import { coreTitle, openPackage } from './ooxml.js';

/**
 * The text of a Word document (mammoth's raw text: paragraphs separated by blank lines, tables and
 * lists included, no formatting) and its title from the document properties.
 */
export async function readDocx(bytes: Uint8Array): Promise<{ text: string; title?: string }> {
  const zip = await openPackage(bytes);
  const [result, title] = await Promise.all([mammoth.extractRawText({ buffer: Buffer.from(bytes) }), coreTitle(zip)]);
  return { text: result.value, title };
}
