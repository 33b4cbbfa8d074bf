import type { CollectionExport } from '@portal/contracts';
import type { Platform } from '@portal/platform';

/** How far a download is: bytes so far, and the whole size when the server said it (Content-Length). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** A finished export: the file's bytes and the wrapper's totals. */
export interface DownloadedExport {
  blob: Blob;
  totalRecords: number;
  sizeInMb: number;
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
 * GET v2/{collections|groups}/collection/{id}/assets/dataForExport with the user's bearer token (as the API
 * client's base query gets it), read chunk by chunk so a large export reports progress; the bytes are kept as the
 * file and read once for the wrapper's totalRecords and sizeInMb.
 */
export async function downloadExport(
  platform: Pick<Platform, 'auth' | 'apiBase'>,
  path: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<DownloadedExport> {
  const token = await platform.auth.getToken();
  const response = await fetch(`${platform.apiBase.replace(/\/$/, '')}/${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw await failureOf(response);
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total });
    }
  } else {
    const bytes = new Uint8Array(await response.arrayBuffer());
    chunks.push(bytes);
    received = bytes.byteLength;
    onProgress({ received, total });
  }
  const blob = new Blob(chunks as BlobPart[], { type: 'application/json' });
  const wrapper = JSON.parse(await new Response(blob).text()) as Pick<CollectionExport, 'totalRecords' | 'sizeInMb'>;
  return { blob, totalRecords: wrapper.totalRecords, sizeInMb: wrapper.sizeInMb };
}

const NOT_IN_FILE_NAMES = new Set([...'\\/:*?"<>|']);

/** `<name>-export.json`, with characters a file name cannot hold (and control characters) replaced. */
export const exportFileName = (name: string) => {
  const safe = [...name.trim()]
    .map((character) => (NOT_IN_FILE_NAMES.has(character) || character < ' ' ? '-' : character))
    .join('')
    .replace(/-+/g, '-');
  return `${safe || 'export'}-export.json`;
};

/** Hands the file to the browser as a download (Blob + object URL + a[download]). */
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
