import { attachmentName, downloadFile, saveFile } from '@portal/api-client';
import type { Platform } from '@portal/platform';

/** The address of the uploader's download: the doc id as `docid` (calls doc §7 "Uploader calls"), and its site. */
export const assetFilePath = (docId: string, siteId: number) =>
  `v2/document/download?${new URLSearchParams({ docid: docId, indexId: String(siteId) }).toString()}`;

/**
 * The asset's file as stored, handed to the browser as a download: the uploader's "generic GET fetch ... with a docid
 * query parameter" (GET v2/document/download, which takes docid as it takes id), saved under the name the server's
 * Content-Disposition gives (the original file name), else `fileName`. A refusal throws the server's message.
 */
export async function downloadAssetFile(
  platform: Pick<Platform, 'auth' | 'apiBase'>,
  asset: { docId: string; siteId: number; fileName: string },
): Promise<void> {
  const { blob, headers } = await downloadFile(platform, assetFilePath(asset.docId, asset.siteId));
  saveFile(blob, attachmentName(headers) ?? asset.fileName);
}
