import { useState } from 'react';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Alert, Button, Spin, Table, Tag, theme, Upload, type UploadProps } from 'antd';
import { errorMessage, saveFile } from '@portal/api-client';
import {
  AWARD_IMPORT_LIMITS,
  type AwardsImport,
  type AwardsImportRefused,
  type AwardsImportRowError,
} from '@portal/contracts';
import { VISUALLY_HIDDEN } from '@portal/ui';
import { SCROLLING_TABLE } from '../../../components/scrolling-table';
import { stackStyle } from '../../../components/stack-style';
import { formatCount } from '../../../lib/format-count';
import { useImportAwardResultsMutation } from '../api/award-imports-api';
import { yearsLabel } from '../state/award-figures';
import { IMPORT_ACCEPT, importColumns, importFileProblem, importTemplate } from '../state/import-file-check';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'running'; fileName: string }
  | { kind: 'imported'; stored: AwardsImport }
  | { kind: 'refused'; fileName: string; refusal: AwardsImportRefused }
  | { kind: 'failed'; message: string };

const COLUMNS = importColumns();

/** The columns a file must have, and may have. */
function ExpectedColumns() {
  const { token } = theme.useToken();
  const list = (names: string[], required: boolean) => (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {names.map((name) => (
        <Tag key={name} color={required ? 'blue' : undefined} style={{ margin: 0 }}>
          {name}
        </Tag>
      ))}
    </span>
  );
  return (
    <div style={{ display: 'grid', gap: 8, fontSize: token.fontSizeSM }}>
      <span style={{ fontWeight: 600 }}>The file&apos;s columns (first row; any order, case and spacing)</span>
      <span style={{ display: 'grid', gap: 4 }}>
        <span>Required</span>
        {list(COLUMNS.required, true)}
      </span>
      <span style={{ display: 'grid', gap: 4 }}>
        <span>Optional (empty points take the level&apos;s points)</span>
        {list(COLUMNS.optional, false)}
      </span>
      <Button
        size="small"
        style={{ justifySelf: 'start' }}
        onClick={() => saveFile(new Blob([importTemplate()], { type: 'text/csv' }), 'award-results-template.csv')}
      >
        Download a template
      </Button>
    </div>
  );
}

const ROW_ERROR_COLUMNS = [
  { key: 'row', dataIndex: 'row', title: 'Row', align: 'right' as const, width: 72 },
  { key: 'column', dataIndex: 'column', title: 'Column', render: (column: string | null) => column ?? '—' },
  { key: 'message', dataIndex: 'message', title: 'Message' },
];

/** A refused file: the server's reason, then every bad row it reported (row, column, what is wrong). */
function RefusalReport({ fileName, refusal }: { fileName: string; refusal: AwardsImportRefused }) {
  const rows = refusal.rowErrors ?? [];
  const counted = refusal.rowsWithErrors ?? rows.length;
  return (
    <div style={stackStyle(8)}>
      <Alert
        type="error"
        showIcon
        title={refusal.error}
        description={
          rows.length > 0
            ? `${fileName}: ${formatCount(counted)} ${counted === 1 ? 'row' : 'rows'} with errors. ${
                rows.length >= AWARD_IMPORT_LIMITS.reportedErrors
                  ? `The first ${formatCount(rows.length)} errors are listed below.`
                  : 'Each error is listed below.'
              } Nothing was imported.`
            : `${fileName} was not imported. Nothing was changed.`
        }
      />
      {rows.length > 0 && (
        <Table<AwardsImportRowError>
          size="small"
          rowKey={(row) => `${row.row}-${row.column ?? ''}-${row.message}`}
          caption={<span style={VISUALLY_HIDDEN}>Rows with errors</span>}
          columns={ROW_ERROR_COLUMNS}
          dataSource={rows}
          pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false, size: 'small' } : false}
          {...SCROLLING_TABLE}
        />
      )}
    </div>
  );
}

/**
 * The site administrator's import of a results file (CSV or XLSX, POST v2/awards/import): dropped or chosen, checked
 * for its kind and size here, then sent as a multipart form. A refused file shows the server's reason and a table of
 * its bad rows; a stored one says what it brought (its years replace the site's results of those years), and every
 * awards figure is read again.
 */
export function AwardImport({ siteId }: { siteId: number }) {
  const { token } = theme.useToken();
  const [importResults] = useImportAwardResultsMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const running = outcome.kind === 'running';
  const send = async (file: File) => {
    setOutcome({ kind: 'running', fileName: file.name });
    try {
      const result = await importResults({ siteId, file }).unwrap();
      setOutcome(
        'imported' in result
          ? { kind: 'imported', stored: result.imported }
          : { kind: 'refused', fileName: file.name, refusal: result.refused },
      );
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorMessage(error) });
    }
  };
  const upload: UploadProps = {
    name: 'file',
    accept: IMPORT_ACCEPT,
    multiple: false,
    showUploadList: false,
    disabled: running,
    // The file chosen is checked and sent here, as it is (the upload component neither lists nor sends it).
    beforeUpload: (file) => {
      const problem = importFileProblem(file);
      if (problem) setOutcome({ kind: 'failed', message: problem });
      else void send(file);
      return Upload.LIST_IGNORE;
    },
  };
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))' }}>
      <div style={{ ...stackStyle(12), alignContent: 'start' }}>
        <Upload.Dragger {...upload}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">Choose or drop a results file</p>
          <p className="ant-upload-hint">
            CSV or XLSX, up to {AWARD_IMPORT_LIMITS.bytes / 1024 / 1024} MB and {formatCount(AWARD_IMPORT_LIMITS.rows)}{' '}
            rows. The years in the file replace the site&apos;s results of those years.
          </p>
        </Upload.Dragger>
        <div role="status" aria-live="polite">
          {outcome.kind === 'running' && (
            <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', color: token.colorTextSecondary }}>
              <Spin size="small" /> Importing {outcome.fileName}…
            </span>
          )}
          {outcome.kind === 'imported' && (
            <Alert
              type="success"
              showIcon
              title={`${outcome.stored.fileName} is imported.`}
              description={`${formatCount(outcome.stored.rows)} results of ${yearsLabel(
                outcome.stored.years.map(String),
              )}${
                outcome.stored.replacedRows > 0
                  ? `, in place of the ${formatCount(outcome.stored.replacedRows)} results the site held for those years`
                  : ''
              }. Every awards page now shows them.`}
            />
          )}
          {outcome.kind === 'failed' && (
            <Alert type="error" showIcon title="The file could not be imported." description={outcome.message} />
          )}
        </div>
        {outcome.kind === 'refused' && <RefusalReport fileName={outcome.fileName} refusal={outcome.refusal} />}
      </div>
      <ExpectedColumns />
    </div>
  );
}
