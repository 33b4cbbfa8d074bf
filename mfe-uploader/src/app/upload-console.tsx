import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { uploaderCallsOf } from '../features/upload/api/uploader-api';
import { UploadActivity } from '../features/upload/components/upload-activity';
import { retryTransfers } from '../features/upload/run/upload-run';
import { createUploadSession } from '../features/upload/state/upload-session';

/**
 * The uploader has no page route: it lives in the shell's console host on every screen, so an upload goes on
 * while the user moves between remotes. It shows the current upload's activity and listens for requests to
 * open the uploader panel (the panel itself grows in the uploader issue).
 */
export function UploadConsole() {
  const { bus, panels } = usePlatform();
  const store = useStore() as AppStore;
  const [session] = useState(createUploadSession);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    const subscription = bus.on('panel/open').subscribe((event) => {
      if (event.key === 'uploader') setRequested(true);
    });
    return () => subscription.unsubscribe();
  }, [bus]);
  const retry = () => {
    if (session.context) void retryTransfers(session, session.context, uploaderCallsOf(store));
  };
  return (
    <section aria-label="Upload console" data-state={requested ? 'requested' : 'idle'}>
      <UploadActivity session={session} onAddMore={() => panels.open('uploader')} onRetry={retry} />
    </section>
  );
}
