import {
  POWER_BI_EXPORT_FAILED,
  type BiExportFormat,
  type PowerBiExport,
  type PowerBiExportStatus,
} from '@portal/contracts';

/**
 * Where an export of a BI dashboard stands on the page (spec §4 "Power BI export status"): nothing asked yet; being
 * asked for; the export's status as the server last answered it (NotStarted and Running are asked again every 2
 * seconds); or failed, with 'Export failed' (spec §8) and the reason.
 */
export type BiExportState =
  | { phase: 'idle' }
  | { phase: 'starting'; format: BiExportFormat }
  | { phase: 'NotStarted' | 'Running'; run: PowerBiExport }
  | { phase: 'Succeeded'; run: PowerBiExport }
  | { phase: 'Failed'; message: typeof POWER_BI_EXPORT_FAILED; reason: string };

export const isPending = (status: PowerBiExportStatus) => status === 'NotStarted' || status === 'Running';

/** The state an answer of the server (export or exportStatus) puts the page in. */
export function stateOfExport(run: PowerBiExport): BiExportState {
  if (run.status === 'Failed')
    return { phase: 'Failed', message: POWER_BI_EXPORT_FAILED, reason: run.error ?? 'The export did not finish.' };
  if (run.status === 'Succeeded') return { phase: 'Succeeded', run };
  return { phase: run.status, run };
}

/** A call that failed (the export could not be asked for, or its status not read). */
export const failedExport = (reason: string): BiExportState => ({
  phase: 'Failed',
  message: POWER_BI_EXPORT_FAILED,
  reason,
});

/**
 * The export under way for a report, kept in the tab's session storage so that a reload asks for its status again
 * instead of losing it (the server keeps the job and its file); forgotten once it has ended and been seen.
 */
const storageKey = (reportUrl: string) => `bi-export:${reportUrl}`;

export const rememberedExport = (reportUrl: string): string | null => {
  try {
    return sessionStorage.getItem(storageKey(reportUrl));
  } catch {
    return null;
  }
};

export const rememberExport = (reportUrl: string, exportId: string | null) => {
  try {
    if (exportId) sessionStorage.setItem(storageKey(reportUrl), exportId);
    else sessionStorage.removeItem(storageKey(reportUrl));
  } catch {
    // Storage refused (private mode, quota): the export still runs, it is only not found again after a reload.
  }
};
