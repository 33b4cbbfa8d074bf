// pdf.js (bundled in unpdf) calls ArrayBuffer.prototype.transferToFixedLength, which Node 20 lacks: without it
// every font fails to load and pages render blank. core-js adds it only where it is missing.
import 'core-js/actual/array-buffer/transfer-to-fixed-length.js';
import { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { PREVIEW_MAX } from './types.js';

const canvasImport = () => import('@napi-rs/canvas');

/** Why a PDF could not be drawn, in words for the file's note. */
function reason(error: unknown): string {
  if (error instanceof Error && error.name === 'PasswordException') return 'the PDF is password-protected.';
  return error instanceof Error ? error.message : String(error);
}

/** Thrown when the first page of a PDF cannot be drawn; the message says why. */
export class PdfRenderError extends Error {
  override name = 'PdfRenderError';
}

/**
 * Draws the first page of a PDF to PNG with pdf.js and @napi-rs/canvas, scaled so its longer side is 1600 px (the
 * preview size), whatever the page size. The bytes are copied first, since pdf.js takes over the buffer it is given.
 * Throws PdfRenderError for a file pdf.js cannot open or draw.
 */
export async function renderPdfFirstPage(bytes: Uint8Array): Promise<Buffer> {
  try {
    const CanvasFactory = await createIsomorphicCanvasFactory(canvasImport);
    // verbosity 0: pdf.js reports through thrown errors here, not console warnings.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { CanvasFactory, verbosity: 0 });
    try {
      const page = await pdf.getPage(1);
      const { width, height } = page.getViewport({ scale: 1 });
      if (!(width > 0 && height > 0)) throw new Error(`the first page has no size (${width}×${height}).`);
      const scale = PREVIEW_MAX / Math.max(width, height);
      return Buffer.from(await renderPageAsImage(pdf, 1, { canvasImport, scale }));
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    throw new PdfRenderError(`PDF preview unavailable: ${reason(error)}`, { cause: error });
  }
}
