import { useState } from 'react';
import { Alert, Button, Card, Typography } from 'antd';
import { useStore } from 'react-redux';
import type { AppStore } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { uploaderCallsOf } from '../../../api/uploader-api';
import { retryTransfers } from '../../../lib/run/upload-run';
import { uploadSession, type UnfinishedFile } from '../../../lib/state/upload-desk';
import { sizeText } from '../../../lib/size-text';
import { UploadActivity } from './upload-activity';

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
              <Typography.Text strong>{file.FileName}</Typography.Text>{' '}
              <Typography.Text type="secondary">{sizeText(file.filesize)}</Typography.Text> — {file.status_display} (
              {file.loadedPercentage.toFixed(1)}%)
            </li>
          ))}
        </ul>
      }
      action={<Button onClick={onDismiss}>DISMISS</Button>}
    />
  );
}

/** Bottom right above the page, as upload consoles of file stores are; the width of a phone at most. */
const CONSOLE_STYLE = {
  position: 'fixed',
  insetInlineEnd: 8,
  insetBlockEnd: 8,
  width: 'min(440px, calc(100vw - 16px))',
  zIndex: 900,
  boxShadow: '0 6px 24px rgba(0, 0, 0, 0.18)',
} as const;

/**
 * What the upload console shows once there is something to show (loaded then, so the console costs the first
 * screen nothing): the files a closed tab left unfinished, and the current session's activity with retry and the
 * uploaded files' panels. Bottom right, above the page, hideable.
 */
export function ConsoleCard({
  left,
  onDismiss,
  onClose,
}: {
  left: UnfinishedFile[] | null;
  onDismiss: () => void;
  /** CLOSE of the finished state (the console empties). */
  onClose?: () => void;
}) {
  const { panels } = usePlatform();
  const store = useStore() as AppStore;
  const [minimised, setMinimised] = useState(false);
  const retry = () => {
    if (uploadSession.context) void retryTransfers(uploadSession, uploadSession.context, uploaderCallsOf(store));
  };
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
      {left && <UnfinishedNotice files={left} onDismiss={onDismiss} />}
      <UploadActivity
        session={uploadSession}
        onAddMore={() => panels.open('uploader')}
        onRetry={retry}
        onOpenPanel={(key, docId) => panels.open(key, { docId })}
        onClose={onClose}
      />
    </Card>
  );
}
