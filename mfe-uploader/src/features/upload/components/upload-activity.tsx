import { useState } from 'react';
import { Alert, Button, Progress, Space, Switch, Typography } from 'antd';
import type { UploadItem } from '@portal/contracts';
import { useStream } from '@portal/platform';
import { canRetryTransfer, countersOf, finishedState, isPreview, paceOf } from '../../../lib/state/upload-items';
import type { UploadSession } from '../../../lib/state/upload-session';
import { sizeText } from '../../../lib/size-text';

/** 'Indexing...' comes with the status the server answered when it marked the file (spec §4 step 5). */
const statusText = (item: UploadItem) =>
  item.MarkAsUploaded && !isPreview(item) && !item.AlreadyUploaded && item.Status && item.Status !== item.status_display
    ? `${item.status_display} (${item.Status})`
    : item.status_display;

/** The panels an uploaded file can be opened in from the console (the content page opens the same ones). */
export type AssetPanelKey = 'editMetadata' | 'replaceFile' | 'addToCollections' | 'fileDetails';
const ASSET_ACTIONS: [AssetPanelKey, string][] = [
  ['editMetadata', 'Edit metadata'],
  ['replaceFile', 'Replace file'],
  ['addToCollections', 'Add to collection'],
  ['fileDetails', 'File details'],
];

function ItemRow({
  item,
  onOpenPanel,
}: {
  item: UploadItem;
  onOpenPanel?: (key: AssetPanelKey, docId: string) => void;
}) {
  const status = item.HasError ? 'exception' : item.loadedPercentage >= 100 ? 'success' : 'active';
  return (
    <li style={{ display: 'grid', gap: 2, paddingInlineStart: isPreview(item) ? 16 : 0 }}>
      <Space size={8} wrap>
        <Typography.Text strong>{item.FileName}</Typography.Text>
        <Typography.Text type="secondary">{sizeText(item.filesize)}</Typography.Text>
        <Typography.Text type={item.HasError ? 'danger' : undefined} role="status">
          {item.HasError ? 'Error' : statusText(item)}
        </Typography.Text>
      </Space>
      {!item.AlreadyUploaded && (
        <Progress
          percent={item.loadedPercentage}
          status={status}
          size="small"
          format={(percent) => `${(percent ?? 0).toFixed(1)}%`}
          aria-label={`${item.FileName} sent`}
        />
      )}
      {onOpenPanel && item.MarkAsUploaded && item.DocId && !isPreview(item) && (
        <Space size={0} wrap aria-label={`${item.FileName} actions`}>
          {ASSET_ACTIONS.map(([key, label]) => (
            <Button key={key} type="link" size="small" onClick={() => onOpenPanel(key, item.DocId!)}>
              {label}
            </Button>
          ))}
        </Space>
      )}
    </li>
  );
}

/**
 * What the console shows of an upload (spec §2.6, §4): the counters of files in progress and not yet marked,
 * each item's status and progress behind the Show Activity toggle, the errors, and once both counters are zero
 * the finished state (success or error colour, the spec's message, ADD MORE unless it was a metadata edit, and
 * CLOSE). A large batch (PACE_BATCH_FILES files or more) shows its pace: files done of all, files and bytes a
 * second, as a bulk import prints it. Failed transfers can be tried again from here without registering the files again, and a file the
 * server took can be opened in the uploader's panels (edit metadata, replace file, add to collection, details).
 */
export function UploadActivity({
  session,
  onAddMore,
  onRetry,
  onOpenPanel,
  onClose,
}: {
  session: UploadSession;
  onAddMore: () => void;
  onRetry: () => void;
  /** Opens an uploaded file in one of the uploader's panels (edit metadata, replace file, …). */
  onOpenPanel?: (key: AssetPanelKey, docId: string) => void;
  /** CLOSE: empties the console (default: the session's clear). */
  onClose?: () => void;
}) {
  const items = useStream(session.items$);
  const mode = useStream(session.mode$);
  const [showActivity, setShowActivity] = useState(true);
  if (items.length === 0) return null;
  const counters = countersOf(items);
  const finished = finishedState(items, mode);
  const errors = items.filter((item) => item.HasError);
  const retryable = items.some(canRetryTransfer);
  const pace = session.clock ? paceOf(items, session.clock) : null;

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Space size={16} wrap>
        <Typography.Text data-testid="upload-counters">
          {counters.inProgress} in progress · {counters.notMarked} not yet marked uploaded
        </Typography.Text>
        {pace && (
          <Typography.Text type="secondary" data-testid="upload-pace">
            {pace.done} of {pace.total} files uploaded · {pace.filesPerSecond.toFixed(1)} files a second ·{' '}
            {sizeText(pace.bytesPerSecond)} a second
          </Typography.Text>
        )}
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Switch size="small" checked={showActivity} onChange={setShowActivity} />
          Show Activity
        </label>
      </Space>
      {showActivity && (
        <ul aria-label="Upload activity" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {items.map((item) => (
            <ItemRow key={item.UniqueId} item={item} onOpenPanel={onOpenPanel} />
          ))}
        </ul>
      )}
      {errors.length > 0 && (
        <ul aria-label="Upload errors" style={{ margin: 0, paddingInlineStart: 20 }}>
          {errors.map((item) => (
            <li key={item.UniqueId}>
              <Typography.Text type="danger">
                {item.FileName}: {item.Error}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
      {retryable && counters.inProgress === 0 && <Button onClick={onRetry}>Retry failed transfers</Button>}
      {finished && (
        <Alert
          type={finished.colour}
          showIcon
          title={finished.title ?? undefined}
          description={finished.message}
          action={
            <Space orientation="vertical">
              {finished.addMore && (
                <Button type="primary" onClick={onAddMore}>
                  ADD MORE
                </Button>
              )}
              <Button onClick={onClose ?? (() => session.clear())}>CLOSE</Button>
            </Space>
          }
        />
      )}
    </div>
  );
}
