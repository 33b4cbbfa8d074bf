/** A field or a file of a multipart/form-data body, as a browser's FormData sends it. */
export type FormPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body of these parts, and its content type (with the boundary), for `context.request`. */
export function multipartForm(parts: readonly FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = '----portal-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"`
        : `form-data; name="${part.name}"`;
    const type = 'filename' in part ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      'filename' in part ? part.bytes : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
