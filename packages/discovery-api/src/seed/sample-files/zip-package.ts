import JSZip from 'jszip';
import { SAMPLE_DATE } from './sample-content.js';

const CORE_PROPERTIES = 'docProps/core.xml';

/**
 * Rewrites an Office Open XML package (DOCX, PPTX, XLSX) so that it no longer depends on the clock:
 * every ZIP entry gets SAMPLE_DATE as its time, and the created/modified dates in docProps/core.xml
 * become SAMPLE_DATE. Entries keep their order and content otherwise; they are stored DEFLATE-compressed.
 */
export async function repackDeterministically(bytes: Uint8Array): Promise<Uint8Array> {
  const source = await JSZip.loadAsync(bytes);
  const target = new JSZip();
  const stamp = SAMPLE_DATE.toISOString().replace(/\.\d{3}Z$/, 'Z');
  for (const entry of Object.values(source.files)) {
    if (entry.dir) continue;
    let content: Uint8Array | string = await entry.async('uint8array');
    if (entry.name === CORE_PROPERTIES) {
      content = new TextDecoder()
        .decode(content)
        .replace(/(<dcterms:(created|modified)\b[^>]*>)[^<]*(<\/dcterms:\2>)/g, `$1${stamp}$3`);
    }
    target.file(entry.name, content, { date: SAMPLE_DATE, createFolders: false });
  }
  return target.generateAsync({ type: 'uint8array', compression: 'DEFLATE', platform: 'DOS' });
}
