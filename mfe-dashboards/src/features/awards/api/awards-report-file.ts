import { attachmentName, downloadFile } from '@portal/api-client';
import type { AwardsReportExportBody } from '@portal/contracts';
import type { Platform } from '@portal/platform';

/**
 * POST v2/awards/reports/export: the results or the leaderboard under the page's filters, as a CSV or XLSX
 * attachment, fetched with the user's bearer token (a file, not data for the store) and named as the server names it.
 */
export async function fetchAwardsReport(
  platform: Pick<Platform, 'auth' | 'apiBase'>,
  body: AwardsReportExportBody,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const file = await downloadFile(platform, 'v2/awards/reports/export', { body, signal });
  return { blob: file.blob, fileName: attachmentName(file.headers) ?? `awards-${body.report}.${body.format}` };
}
