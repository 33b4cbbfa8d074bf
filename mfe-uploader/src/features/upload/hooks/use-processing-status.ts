import { useCallback, useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { usePlatform, useStream } from '@portal/platform';
import { inProcessing, latestChange, restoredUploads, withProcessing } from '../../../lib/state/processing-status';
import type { UploadSession } from '../../../lib/state/upload-session';
import { useGetMyRecentUploadsQuery } from '../api/recent-uploads-api';

/** How often the console asks how processing goes while one of its files is being processed. */
export const PROCESSING_POLL_MS = 4000;

/** Where this browser keeps when the user last closed the console (the server's time of the latest change then). */
const closedAtKey = (userId: number) => `portal.uploader.closedAt.${userId}`;

/**
 * Keeps the console's files in step with their processing on the server (lib/state/processing-status.ts): the
 * user's recent uploads on the site of the latest batch (else the current site) are read when the console starts,
 * which brings back after a reload the files still being processed or that failed, and again every few seconds
 * while a file is being processed. `close` is the console's CLOSE: it empties the console and remembers the moment,
 * so what was shown then is not brought back (a failure that comes later is).
 */
export function useProcessingStatus(session: UploadSession, storage: Storage): { close: () => void } {
  const { user$, site$ } = usePlatform();
  const user = useStream(user$);
  const site = useStream(site$);
  const items = useStream(session.items$);
  const siteId = session.context?.siteId ?? site?.site.deploymentIndexId ?? null;
  const { data } = useGetMyRecentUploadsQuery(user && siteId !== null ? siteId : skipToken, {
    pollingInterval: items.some(inProcessing) ? PROCESSING_POLL_MS : 0,
  });

  useEffect(() => {
    if (!data || !user) return;
    const current = session.read();
    const followed = withProcessing(current, data.Uploads);
    const restored = restoredUploads(data.Uploads, followed, storage.getItem(closedAtKey(user.userId)));
    if (followed !== current || restored.length > 0) session.update(() => [...followed, ...restored]);
  }, [data, user, session, storage]);

  const close = useCallback(() => {
    const latest = data ? latestChange(data.Uploads) : null;
    if (user && latest) storage.setItem(closedAtKey(user.userId), latest);
    session.clear();
  }, [data, user, session, storage]);
  return { close };
}
