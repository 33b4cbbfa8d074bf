import { downloadFile, portalApi } from '@portal/api-client';
import type { PowerBiExport, PowerBiExportBody, PowerBiExportStatusBody } from '@portal/contracts';
import type { Platform } from '@portal/platform';

/**
 * The export calls of a BI dashboard (calls doc §7): POST v2/powerbi/export starts an export job, POST
 * v2/powerbi/exportStatus says where it stands (asked again every 2 seconds while NotStarted or Running: the
 * hook's polling), and the file of a Succeeded export is GET v2/powerbi/exports/{exportId}/file.
 */
export const biExportApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    startBiExport: build.mutation<PowerBiExport, PowerBiExportBody>({
      query: (body) => ({ url: 'v2/powerbi/export', method: 'POST', body }),
    }),
    getBiExportStatus: build.query<PowerBiExport, PowerBiExportStatusBody>({
      query: (body) => ({ url: 'v2/powerbi/exportStatus', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useStartBiExportMutation, useGetBiExportStatusQuery } = biExportApi;

/** The file of a Succeeded export, as a Blob. */
export const fetchBiExportFile = (platform: Pick<Platform, 'auth' | 'apiBase'>, exportId: string) =>
  downloadFile(platform, `v2/powerbi/exports/${encodeURIComponent(exportId)}/file`);
