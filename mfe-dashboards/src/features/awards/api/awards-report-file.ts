import { attachmentName } from '@portal/api-client';
import type { AwardsReportExportBody } from '@portal/contracts';
import type { Platform } from '@portal/platform';

/** The server's `error` of a failed answer, or its status (as the API client words failures). */
async function failureOf(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return new Error(
    typeof body?.error === 'string' && body.error.trim()
      ? body.error
      : `The server answered with status ${response.status}.`,
  );
}

/**
 * POST v2/awards/reports/export: the results or the leaderboard under the page's filters, as a CSV or XLSX
 * attachment, fetched with the user's bearer token (a file, not data for the store) and named as the server names it.
 */
export async function fetchAwardsReport(
  platform: Pick<Platform, 'auth' | 'apiBase'>,
  body: AwardsReportExportBody,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const token = await platform.auth.getToken();
  const response = await fetch(`${platform.apiBase.replace(/\/$/, '')}/v2/awards/reports/export`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await failureOf(response);
  return {
    blob: await response.blob(),
    fileName: attachmentName(response.headers) ?? `awards-${body.report}.${body.format}`,
  };
}
