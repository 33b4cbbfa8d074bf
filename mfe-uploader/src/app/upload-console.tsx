import { useEffect, useState } from 'react';
import { usePlatform } from '@portal/platform';

/**
 * The uploader has no page route: it lives in the shell's console host on every screen. It listens
 * for requests to open the uploader panel; the panel and the console's transfers grow in the
 * uploader issue.
 */
export function UploadConsole() {
  const { bus } = usePlatform();
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    const subscription = bus.on('panel/open').subscribe((event) => {
      if (event.key === 'uploader') setRequested(true);
    });
    return () => subscription.unsubscribe();
  }, [bus]);
  return <section aria-label="Upload console" data-state={requested ? 'requested' : 'idle'} />;
}
