import type { Platform } from '@portal/platform';

/** How far a download is: bytes so far, and the whole size when the server said it (Content-Length). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** A downloaded file: its bytes (typed as the server said) and the answer's headers. */
export interface DownloadedFile {
  blob: Blob;
  headers: Headers;
}

/** The server's `error` field of a failed answer, or its status. */
async function failureOf(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return new Error(
    typeof body?.error === 'string' && body.error.trim()
      ? body.error
      : `The server answered with status ${response.status}.`,
  );
}

/**
 * GETs a file of the API with the user's bearer token (as the API client's base query gets it), or POSTs `body` as
 * JSON for a file made from a request (an export under filters), read chunk by chunk so a large file reports
 * progress (`onChunk` sees each chunk, e.g. to count CSV lines); `onHeaders` runs once the answer's headers are in,
 * before the first byte. A failed answer throws the server's error message.
 */
export async function downloadFile(
  platform: Pick<Platform, 'auth' | 'apiBase'>,
  path: string,
  options: {
    accept?: string;
    /** A JSON body: the file is POSTed for. */
    body?: unknown;
    signal?: AbortSignal;
    onHeaders?: (headers: Headers) => void;
    onProgress?: (progress: DownloadProgress, chunk: Uint8Array) => void;
  } = {},
): Promise<DownloadedFile> {
  const token = await platform.auth.getToken();
  const response = await fetch(`${platform.apiBase.replace(/\/$/, '')}/${path.replace(/^\//, '')}`, {
    ...(options.body === undefined ? {} : { method: 'POST', body: JSON.stringify(options.body) }),
    headers: {
      Authorization: `Bearer ${token}`,
      ...(options.accept ? { Accept: options.accept } : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    signal: options.signal,
  });
  if (!response.ok) throw await failureOf(response);
  options.onHeaders?.(response.headers);
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  const take = (chunk: Uint8Array) => {
    chunks.push(chunk);
    received += chunk.byteLength;
    options.onProgress?.({ received, total }, chunk);
  };
  options.onProgress?.({ received, total }, new Uint8Array());
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      take(value);
    }
  } else {
    take(new Uint8Array(await response.arrayBuffer()));
  }
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks as BlobPart[], { type }), headers: response.headers };
}

/** The file name an answer's Content-Disposition gives (filename*=UTF-8'' first), or null. */
export function attachmentName(headers: Headers): string | null {
  const disposition = headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** Hands a file to the browser as a download (Blob + object URL + a[download]). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
