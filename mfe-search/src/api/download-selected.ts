import { attachmentName, downloadFile } from '@portal/api-client';
import type { DownloadSelectedRequest } from '@portal/contracts';
import type { Platform } from '@portal/platform';

/**
 * POST v2/document/downloadSelected: the selected results' files as one ZIP, fetched with the user's bearer token
 * (a file, not data for the store) and named as the server names it. The server leaves out what the user may not
 * have and lists it in the ZIP; it refuses with its own message when nothing at all can be included.
 */
export async function downloadSelectedDocuments(
  platform: Pick<Platform, 'auth' | 'apiBase'>,
  ids: readonly string[],
): Promise<{ blob: Blob; fileName: string }> {
  const body: DownloadSelectedRequest = { ids: [...ids] };
  const file = await downloadFile(platform, 'v2/document/downloadSelected', { body, accept: 'application/zip' });
  return { blob: file.blob, fileName: attachmentName(file.headers) ?? 'documents.zip' };
}
