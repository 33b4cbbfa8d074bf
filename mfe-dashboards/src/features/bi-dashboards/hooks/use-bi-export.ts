import { useCallback, useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessage, saveFile } from '@portal/api-client';
import { POWER_BI_EXPORT_POLL_MS, type BiExportFormat } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { fetchBiExportFile, useGetBiExportStatusQuery, useStartBiExportMutation } from '../api/bi-export-api';
import {
  failedExport,
  isPending,
  rememberedExport,
  rememberExport,
  stateOfExport,
  type BiExportState,
} from '../state/bi-export';

/**
 * An export of a BI dashboard (its report URL) as a job: `start` asks for one; its status is asked every 2 seconds
 * (POWER_BI_EXPORT_POLL_MS) while NotStarted or Running; once Succeeded its file is downloaded, once; Failed says
 * 'Export failed' with the reason (the button's status area, announced to screen readers). The export under way is remembered for the tab, so a reload picks it up again.
 */
export function useBiExport(reportUrl: string): {
  state: BiExportState;
  start: (format: BiExportFormat) => void;
  download: () => void;
} {
  const platform = usePlatform();
  const [exportId, setExportId] = useState<string | null>(() => rememberedExport(reportUrl));
  const [local, setLocal] = useState<BiExportState | null>(null);
  const [polling, setPolling] = useState(true);
  const [startExport] = useStartBiExportMutation();
  const status = useGetBiExportStatusQuery(exportId ? { reportUrl, exportId } : skipToken, {
    pollingInterval: polling ? POWER_BI_EXPORT_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const run = status.data?.exportId === exportId ? status.data : undefined;

  let state: BiExportState;
  if (local) state = local;
  else if (run) state = stateOfExport(run);
  else if (exportId && status.error)
    state = failedExport(errorMessage(status.error, 'The export’s status could not be read.'));
  else if (exportId) state = { phase: 'starting', format: 'PDF' };
  else state = { phase: 'idle' };

  const save = useCallback(
    async (id: string, fileName: string) => {
      try {
        const file = await fetchBiExportFile(platform, id);
        saveFile(file.blob, fileName);
      } catch (error) {
        setLocal(failedExport(errorMessage(error, 'The exported file could not be downloaded.')));
      }
    },
    [platform],
  );

  // The end of a run, seen once: the file is downloaded, or 'Export failed' said; the tab forgets the export.
  const ended = useRef<string | null>(null);
  useEffect(() => {
    if (run) setPolling(isPending(run.status));
    if (!exportId || ended.current === exportId) return;
    if (run?.status === 'Succeeded') {
      ended.current = exportId;
      rememberExport(reportUrl, null);
      void save(run.exportId, run.fileName);
    } else if (run?.status === 'Failed' || status.error) {
      ended.current = exportId;
      rememberExport(reportUrl, null);
    }
  }, [run, exportId, status.error, reportUrl, save]);

  const start = useCallback(
    (format: BiExportFormat) => {
      setLocal({ phase: 'starting', format });
      startExport({ reportUrl, format })
        .unwrap()
        .then((started) => {
          if (started.status === 'Failed') {
            setLocal(stateOfExport(started));
            return;
          }
          rememberExport(reportUrl, started.exportId);
          setPolling(true);
          setExportId(started.exportId);
          setLocal(null);
        })
        .catch((error: unknown) => {
          setLocal(failedExport(errorMessage(error, 'The export could not be started.')));
        });
    },
    [reportUrl, startExport],
  );

  const download = useCallback(() => {
    if (run?.status === 'Succeeded') void save(run.exportId, run.fileName);
  }, [run, save]);

  return { state, start, download };
}
