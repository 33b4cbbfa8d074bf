/**
 * How stored files (uploads, previews) are served so that none of them can run on the portal's origin.
 *
 * Uploaded bytes are the attacker's: an "image" may be HTML or SVG with script in it, and a browser that
 * renders it on the portal's origin gives that script the signed-in user's tokens. So:
 * - only types that cannot run script in the page are served inline (pictures, audio, video, PDF, plain
 *   text); anything else is sent as `application/octet-stream` with `Content-Disposition: attachment`, so
 *   the browser saves it instead of opening it;
 * - `X-Content-Type-Options: nosniff` stops the browser from guessing a runnable type from the bytes;
 * - every answer carries a sandboxing Content-Security-Policy: opened on its own, it is a document of an
 *   opaque origin with no script, no form and no plugin (PDF is the exception: the browser's PDF viewer is a
 *   plugin, and runs apart from the page's origin anyway); only the portal's own pages may frame it (previews).
 * The type itself is decided by the server from the file's bytes when the file is processed (its blob's
 * content type and disposition are set then, so Azure storage serves them too); until then, and for
 * anything else in storage, the type claimed at upload only counts when it is in the safe list.
 */

/** Types served inline (as themselves) when a file claims them: none of them runs script in the page. */
export const INLINE_SAFE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'video/quicktime',
  'video/x-msvideo',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
  'audio/aac',
  'audio/flac',
  'application/pdf',
  'text/plain',
]);

const OCTET_STREAM = 'application/octet-stream';

/** The policy of every stored file answered by the portal: nothing loads, nothing runs. */
export const STORED_FILE_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
/** PDF: the same without `sandbox`, which would block the browser's PDF viewer (a plugin outside the page's origin). */
const PDF_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

/** `type/subtype` of a Content-Type value, lower case, without parameters ('' when there is none). */
export const mediaTypeOf = (contentType: string | undefined | null) =>
  (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();

/** Whether a file of this content type may be shown inline on the portal's origin. */
export const isInlineSafe = (contentType: string | undefined | null) => INLINE_SAFE_TYPES.has(mediaTypeOf(contentType));

/**
 * `attachment` with the file name twice (RFC 6266): `filename` in plain ASCII for old clients (other
 * characters, quotes and backslashes become '_'), `filename*` with the exact name in UTF-8.
 */
export function contentDisposition(fileName: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The headers a stored file is answered with, from the type it claims (or was detected as) and its name. */
export function servedFileHeaders(contentType: string | undefined | null, fileName: string): Record<string, string> {
  const inline = isInlineSafe(contentType);
  return {
    'content-type': inline ? (contentType as string) : OCTET_STREAM,
    'content-disposition': contentDisposition(fileName, inline ? 'inline' : 'attachment'),
    'x-content-type-options': 'nosniff',
    'content-security-policy': mediaTypeOf(contentType) === 'application/pdf' ? PDF_POLICY : STORED_FILE_POLICY,
  };
}

/**
 * The blob properties a processed file is stored with: the type detected from its bytes, and
 * `attachment` unless that type is safe inline (storage on its own origin then serves it the same way).
 */
export function storedFileProperties(
  detectedType: string,
  fileName: string,
): { blobContentType: string; blobContentDisposition: string } {
  return {
    blobContentType: detectedType,
    blobContentDisposition: contentDisposition(fileName, isInlineSafe(detectedType) ? 'inline' : 'attachment'),
  };
}
