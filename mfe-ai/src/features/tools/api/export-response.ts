import { attachmentName } from '@portal/api-client';
import type { ResponseExportRequest } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { docxFileName } from '../state/export-body';
import { postAiCall } from '../../../lib/stream/ai-stream';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** POST v2/reponseGenerator/export: the response as built, as a DOCX file and the name the server gives it. */
export async function exportResponse(
  platform: Pick<Platform, 'auth' | 'apiBase'>,
  body: ResponseExportRequest,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await postAiCall(platform, 'v2/reponseGenerator/export', body, { accept: DOCX });
  return { blob: await response.blob(), fileName: attachmentName(response.headers) ?? docxFileName(body.title) };
}
