import { Button, Space, Tag, theme, Typography } from 'antd';
import type { DeploymentIndex } from '@portal/contracts';

export type SiteAction = 'edit' | 'makeDefault' | 'duplicate' | 'generate';

/**
 * One site of a deployment in the tree: its name and what identifies it, whether it is the current site (spec §4)
 * or the user's saved default, and its actions. A site just copied is highlighted.
 */
export function SiteRow({
  site,
  current,
  highlighted,
  busy,
  duplicating,
  onAction,
}: {
  site: DeploymentIndex;
  current: boolean;
  highlighted: boolean;
  busy: SiteAction | null;
  /** A duplication is running: one at a time. */
  duplicating: boolean;
  onAction: (action: SiteAction) => void;
}) {
  const { token } = theme.useToken();
  const nameId = `site-${site.deploymentIndexId}-name`;
  return (
    <li
      aria-labelledby={nameId}
      aria-current={current ? 'true' : undefined}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        padding: '12px 16px',
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        background: highlighted ? token.colorFillTertiary : current ? token.colorFillQuaternary : undefined,
        borderLeft: `3px solid ${current ? token.colorPrimary : 'transparent'}`,
      }}
    >
      <div style={{ minWidth: 0, display: 'grid', gap: 2 }}>
        <span>
          <Typography.Text strong id={nameId}>
            {site.name}
          </Typography.Text>{' '}
          {current && <Tag color="blue">Current site</Tag>}
          {site.isCurrent && <Tag>Your default</Tag>}
          {highlighted && <Tag color="purple">New copy</Tag>}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          #{site.deploymentIndexId} · search index {site.searchIndexName} · container {site.containerName} · template{' '}
          {site.pageTemplateCode}
        </Typography.Text>
      </div>
      <Space wrap size={8}>
        <Button size="small" onClick={() => onAction('edit')} aria-describedby={nameId}>
          Edit
        </Button>
        <Button
          size="small"
          disabled={site.isCurrent}
          loading={busy === 'makeDefault'}
          onClick={() => onAction('makeDefault')}
          aria-describedby={nameId}
        >
          Make default
        </Button>
        <Button size="small" disabled={duplicating} onClick={() => onAction('duplicate')} aria-describedby={nameId}>
          Duplicate
        </Button>
        <Button
          size="small"
          loading={busy === 'generate'}
          onClick={() => onAction('generate')}
          aria-describedby={nameId}
        >
          Generate metadata sets
        </Button>
      </Space>
    </li>
  );
}
