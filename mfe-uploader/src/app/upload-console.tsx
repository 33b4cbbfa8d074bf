import { useCallback, useEffect, useState } from 'react';
import { usePlatform, useStream } from '@portal/platform';
import type { ConsoleCard as ConsoleCardComponent } from '../features/upload/components/console-card';
import { useProcessingStatus } from '../features/upload/hooks/use-processing-status';
import { keepUnfinished, uploadSession, type UnfinishedFile } from '../lib/state/upload-desk';

const loadCard = () => import(/* webpackChunkName: "console-card" */ '../features/upload/components/console-card');

/**
 * The upload console (spec §2.5): the uploader has no page route; it lives in the shell's console host on every
 * screen, so an upload goes on while the user moves between remotes. It shows the session the uploader panels add
 * batches to, offers to retry failed transfers, and names the files a closed tab left unfinished. It follows its files'
 * processing on the server, and after a reload shows again the user's uploads still being processed or that failed
 * (features/upload/hooks/use-processing-status.ts).
 *
 * Until there is something to show it renders nothing, and its card (antd) is not loaded: the card is fetched when
 * the uploader panel first opens, and kept as a plain component rather than behind Suspense, so a batch's first
 * step ('Registering...') is on screen the moment it starts (React holds a revealed Suspense boundary back).
 */
export function UploadConsole() {
  const { user$, bus } = usePlatform();
  const user = useStream(user$);
  const items = useStream(uploadSession.items$);
  const [left, setLeft] = useState<{ files: UnfinishedFile[]; dismiss(): void } | null>(null);
  const [card, setCard] = useState<{ Component: typeof ConsoleCardComponent } | null>(null);
  const needCard = useCallback(() => void loadCard().then((module) => setCard({ Component: module.ConsoleCard })), []);
  const { close } = useProcessingStatus(uploadSession, window.localStorage);

  useEffect(() => {
    if (!user) return undefined;
    const kept = keepUnfinished(window.localStorage, user.userId);
    setLeft(kept.left.length > 0 ? { files: kept.left, dismiss: kept.dismiss } : null);
    return kept.stop;
  }, [user]);
  useEffect(() => {
    const subscription = bus.on('panel/open').subscribe((event) => {
      if (event.key === 'uploader') needCard();
    });
    return () => subscription.unsubscribe();
  }, [bus, needCard]);
  const showing = left !== null || items.length > 0;
  useEffect(() => {
    if (showing) needCard();
  }, [showing, needCard]);

  if (!showing || !card) return null;
  return (
    <card.Component
      left={left?.files ?? null}
      onDismiss={() => {
        left?.dismiss();
        setLeft(null);
      }}
      onClose={close}
    />
  );
}
