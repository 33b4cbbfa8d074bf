import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { errorMessage, saveFile, type DownloadProgress } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { idProp, type OverlayComponentProps } from '@portal/remote-kit';
import {
  pluralPath,
  useGetCollectionToEditQuery,
  useGetGroupToEditQuery,
  type EntityKind,
} from '../../../api/collection-forms-api';
import { downloadExport, exportFileName } from '../api/download-export';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'downloading'; progress: DownloadProgress }
  | { kind: 'done'; totalRecords: number; sizeInMb: number; fileName: string }
  | { kind: 'failed'; message: string };

const kilobytes = (bytes: number) => `${(bytes / 1024).toLocaleString(undefined, { maximumFractionDigits: 1 })} KB`;

/**
 * Export for agents (spec §2.6 panel exportForAgents, §3 "Collection export item"), opened with
 * `{ indexId, type: 'collection' | 'group', id }`: says what is exported, downloads the export wrapper with
 * progress (a share of Content-Length when the server gives it, else the bytes so far), saves it as
 * `<name>-export.json` and shows totalRecords and sizeInMb.
 */
export function ExportPanel({ props, close }: OverlayComponentProps) {
  const platform = usePlatform();
  const kind: EntityKind = props.type === 'group' ? 'group' : 'collection';
  const id = idProp(props.id);
  const collection = useGetCollectionToEditQuery(id ?? 0, { skip: kind !== 'collection' || !id });
  const group = useGetGroupToEditQuery(id ?? 0, { skip: kind !== 'group' || !id });
  const entity = kind === 'collection' ? collection : group;
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  if (!id) return <Alert type="error" showIcon title={`No ${kind} was given.`} />;
  if (entity.error)
    return (
      <Alert
        type="error"
        showIcon
        title={`The ${kind} could not be loaded.`}
        description={errorMessage(entity.error)}
      />
    );
  if (!entity.data) return <Typography.Text aria-busy="true">Loading…</Typography.Text>;
  const name = entity.data.name;

  const download = async () => {
    abort.current = new AbortController();
    setState({ kind: 'downloading', progress: { received: 0, total: null } });
    try {
      const result = await downloadExport(
        platform,
        `v2/${pluralPath(kind)}/collection/${id}/assets/dataForExport`,
        (progress) => setState({ kind: 'downloading', progress }),
        abort.current.signal,
      );
      const fileName = exportFileName(name);
      saveFile(result.blob, fileName);
      setState({ kind: 'done', totalRecords: result.totalRecords, sizeInMb: result.sizeInMb, fileName });
    } catch (error) {
      if (!abort.current.signal.aborted) setState({ kind: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <Typography.Text strong>{name}</Typography.Text>
      <Typography.Paragraph>
        Downloads the {kind === 'collection' ? "collection's assets" : "assets of the group's collections"} you may open
        as one JSON file for AI agents: for each asset its title, description, content type, dates, visibility, topics,
        keywords, key contacts, agencies, capabilities, clients, brands, campaign, sub-industries, region, country,
        usage guidelines, text content and address, with the total number of records and the size.
      </Typography.Paragraph>
      {state.kind === 'downloading' && (
        <div aria-live="polite">
          {state.progress.total ? (
            <Progress
              percent={Math.min(100, Math.floor((state.progress.received / state.progress.total) * 100))}
              aria-label="Download progress"
            />
          ) : (
            <Progress percent={100} status="active" showInfo={false} aria-label="Download progress" />
          )}
          <Typography.Text type="secondary">
            {kilobytes(state.progress.received)}
            {state.progress.total ? ` of ${kilobytes(state.progress.total)}` : ''} received
          </Typography.Text>
        </div>
      )}
      {state.kind === 'done' && (
        <Alert
          type="success"
          showIcon
          title={`Saved ${state.fileName}.`}
          description={`${state.totalRecords.toLocaleString()} records, ${state.sizeInMb.toLocaleString()} MB.`}
        />
      )}
      {state.kind === 'failed' && (
        <Alert type="error" showIcon title="The export could not be downloaded." description={state.message} />
      )}
      <Space>
        <Button type="primary" loading={state.kind === 'downloading'} onClick={() => void download()}>
          Download
        </Button>
        <Button onClick={close}>Close</Button>
      </Space>
    </Space>
  );
}
