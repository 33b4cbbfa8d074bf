import { useEffect, useState } from 'react';
import { Alert, Button, Card, Typography } from 'antd';
import { useStore } from 'react-redux';
import type { AppStore } from '@portal/api-client';
import { usePlatform, useStream } from '@portal/platform';
import { uploaderCallsOf } from '../features/upload/api/uploader-api';
import { sizeText, UploadActivity } from '../features/upload/components/upload-activity';
import { retryTransfers } from '../features/upload/run/upload-run';
import { keepUnfinished, uploadSession, type UnfinishedFile } from '../features/upload/state/upload-desk';

/** Files a previous page left unfinished (the tab closed mid-upload): named, so the user can pick them again. */
function UnfinishedNotice({ files, onDismiss }: { files: UnfinishedFile[]; onDismiss: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      title="These files did not finish uploading when the portal was last closed. Upload them again to add them."
      description={
        <ul aria-label="Unfinished uploads" style={{ margin: 0, paddingInlineStart: 20 }}>
          {files.map((file, index) => (
            <li key={`${file.FileName}-${index}`}>
              <Typography.Text strong>{file.FileName}</Typography.Text> <Typography.Text type="secondary">{sizeText(file.filesize)}</Typography.Text> —{' '}
              {file.status_display} ({file.loadedPercentage.toFixed(1)}%)
            </li>
          ))}
        </ul>
      }
      action={<Button onClick={onDismiss}>DISMISS</Button>}
    />
  );
}

/** Bottom right above the page, as upload consoles of file stores are; the width of a phone at most. */
const CONSOLE_STYLE = { position: 'fixed', insetInlineEnd: 8, insetBlockEnd: 8, width: 'min(440px, calc(100vw - 16px))', zIndex: 900, boxShadow: '0 6px 24px rgba(0, 0, 0, 0.18)' } as const;

/**
 * The upload console (spec §2.5): the uploader has no page route; it lives in the shell's console host on every
 * screen, so an upload goes on while the user moves between remotes. It shows the session the uploader panels add
 * batches to, offers to retry failed transfers, and names the files a closed tab left unfinished.
 */
export function UploadConsole() {
  const { panels, user$ } = usePlatform();
  const user = useStream(user$);
  const store = useStore() as AppStore;
  const [left, setLeft] = useState<{ files: UnfinishedFile[]; dismiss(): void } | null>(null);
  useEffect(() => {
    if (!user) return undefined;
    const kept = keepUnfinished(window.localStorage, user.userId);
    setLeft(kept.left.length > 0 ? { files: kept.left, dismiss: kept.dismiss } : null);
    return kept.stop;
  }, [user]);
  const retry = () => {
    if (uploadSession.context) void retryTransfers(uploadSession, uploadSession.context, uploaderCallsOf(store));
  };
  const items = useStream(uploadSession.items$);
  const [minimised, setMinimised] = useState(false);
  if (!left && items.length === 0) return null;
  return (
    <Card
      role="region"
      aria-label="Upload console"
      size="small"
      title="Uploads"
      extra={
        <Button type="text" size="small" onClick={() => setMinimised(!minimised)} aria-expanded={!minimised}>
          {minimised ? 'Show' : 'Hide'}
        </Button>
      }
      style={CONSOLE_STYLE}
      styles={{ body: { display: minimised ? 'none' : 'grid', gap: 12, maxHeight: '60vh', overflowY: 'auto' } }}
    >
      {left && (
        <UnfinishedNotice
          files={left.files}
          onDismiss={() => {
            left.dismiss();
            setLeft(null);
          }}
        />
      )}
      <UploadActivity session={uploadSession} onAddMore={() => panels.open('uploader')} onRetry={retry} onOpenPanel={(key, docId) => panels.open(key, { docId })} />
    </Card>
  );
}
