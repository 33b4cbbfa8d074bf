import type { CollectionExport } from '@portal/contracts';
import { downloadFile, type DownloadProgress } from '@portal/api-client';
import type { Platform } from '@portal/platform';

/** A finished export: the file's bytes and the wrapper's totals. */
export interface DownloadedExport {
  blob: Blob;
  totalRecords: number;
  sizeInMb: number;
}

/**
 * GET v2/{collections|groups}/collection/{id}/assets/dataForExport, read chunk by chunk so a large export reports
 * progress (downloadFile); the bytes are kept as the file and read once for the wrapper's totalRecords and sizeInMb.
 */
export async function downloadExport(
  platform: Pick<Platform, 'auth' | 'apiBase'>,
  path: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<DownloadedExport> {
  const { blob } = await downloadFile(platform, path, {
    accept: 'application/json',
    signal,
    onProgress: (progress) => onProgress(progress),
  });
  const wrapper = JSON.parse(await new Response(blob).text()) as Pick<CollectionExport, 'totalRecords' | 'sizeInMb'>;
  return {
    blob: new Blob([blob], { type: 'application/json' }),
    totalRecords: wrapper.totalRecords,
    sizeInMb: wrapper.sizeInMb,
  };
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
