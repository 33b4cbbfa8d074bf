import { useState } from 'react';
import { Alert, Button, InputNumber, Space, Table, theme, type TableColumnsType } from 'antd';
import { errorMessage } from '@portal/api-client';
import { AWARD_POINT_LIMITS, type AwardPointLevel, type AwardPointScheme } from '@portal/contracts';
import { VISUALLY_HIDDEN } from '@portal/ui';
import { SCROLLING_TABLE } from '../../../components/scrolling-table';
import { stackStyle } from '../../../components/stack-style';
import { useSaveAwardPointSchemeMutation } from '../api/award-points-api';
import { AwardLevelChip } from './award-level-chip';

type Draft = (number | null)[];

const draftOf = (scheme: AwardPointScheme): Draft => scheme.levels.map((level) => level.points);

type Saved = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * The points each award level is worth on the site, highest level first (GET and PUT v2/awards/pointScheme): the
 * site administrator changes the points and saves them; every figure is then counted again. A refusal is shown as
 * the server words it.
 */
export function AwardPointsTable({ siteId, scheme }: { siteId: number; scheme: AwardPointScheme }) {
  const { token } = theme.useToken();
  const [draft, setDraft] = useState<Draft>(() => draftOf(scheme));
  const [saved, setSaved] = useState<Saved>({ kind: 'idle' });
  const [save, saving] = useSaveAwardPointSchemeMutation();
  const changed = draft.some((points, index) => points !== scheme.levels[index]?.points);
  const complete = draft.every((points) => points !== null);
  const rows = scheme.levels.map((level, index) => ({ ...level, index }));
  const columns: TableColumnsType<AwardPointLevel & { index: number }> = [
    {
      key: 'level',
      dataIndex: 'level',
      title: 'Award level',
      render: (level: string) => <AwardLevelChip level={level} />,
    },
    {
      key: 'points',
      title: 'Points',
      render: (_value, row) => (
        <InputNumber
          aria-label={`Points for ${row.level}`}
          min={0}
          max={AWARD_POINT_LIMITS.points}
          value={draft[row.index]}
          onChange={(points) => {
            setSaved({ kind: 'idle' });
            setDraft((current) => current.map((each, index) => (index === row.index ? points : each)));
          }}
          style={{ width: 120 }}
        />
      ),
    },
  ];
  const submit = async () => {
    try {
      const answer = await save({
        deploymentIndexId: siteId,
        levels: scheme.levels.map((level, index) => ({ level: level.level, points: draft[index] ?? level.points })),
      }).unwrap();
      setDraft(draftOf(answer));
      setSaved({ kind: 'saved' });
    } catch (error) {
      setSaved({ kind: 'failed', message: errorMessage(error) });
    }
  };
  return (
    <div style={stackStyle(12)}>
      {scheme.isDefault && (
        <p style={{ margin: 0, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          The site uses the default points: {scheme.source}
        </p>
      )}
      <Table
        size="small"
        rowKey="level"
        caption={<span style={VISUALLY_HIDDEN}>Points per award level, highest level first</span>}
        columns={columns}
        dataSource={rows}
        pagination={false}
        {...SCROLLING_TABLE}
      />
      <Space wrap>
        <Button
          type="primary"
          loading={saving.isLoading}
          disabled={!changed || !complete}
          onClick={() => void submit()}
        >
          Save points
        </Button>
        <Button
          disabled={!changed || saving.isLoading}
          onClick={() => {
            setDraft(draftOf(scheme));
            setSaved({ kind: 'idle' });
          }}
        >
          Undo changes
        </Button>
      </Space>
      <div role="status" aria-live="polite">
        {saved.kind === 'saved' && (
          <Alert type="success" showIcon title="The points are saved. Every awards figure now counts them." />
        )}
      </div>
      {saved.kind === 'failed' && (
        <Alert type="error" showIcon title="The points could not be saved." description={saved.message} />
      )}
    </div>
  );
}
