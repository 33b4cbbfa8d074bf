import type { ReactNode } from 'react';
import { Alert, Space, Tag, theme } from 'antd';
import { NavLink } from 'react-router-dom';
import type { ContentDocument } from '../../../api/content-api';
import { CONTENT_TABS, contentTabPath, type ContentTab } from '../state/content-tabs';

/**
 * The head of the content page: the document's title, its type and format, the actions, the confidential warning
 * and the tabs (Overview, Insights, Tags; History for its editors), each a route of its own.
 */
export function ContentHeader({
  data,
  tab,
  prefix,
  actions,
  mayEdit,
}: {
  data: ContentDocument;
  tab: ContentTab;
  prefix: string;
  actions: ReactNode;
  /** Whether the user may edit the asset: the tabs for its editors only are offered to them alone. */
  mayEdit: boolean;
}) {
  const { token } = theme.useToken();
  const { asset, record } = data;
  const document = record.document;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <h2 style={{ margin: 0, fontSize: 22, overflowWrap: 'anywhere' }}>{document.title || record.originalFileName}</h2>
      <Space wrap size={4}>
        {asset?.contentTypeName && <Tag>{asset.contentTypeName}</Tag>}
        {document.file_extension && <Tag>{document.file_extension.toUpperCase()}</Tag>}
        {!record.isAccessible && <Tag>Private: not accessible</Tag>}
      </Space>
      {actions}
      {document.confidential && record.isAccessible && (
        <Alert
          type="warning"
          showIcon
          title="Confidential"
          description="This content is confidential: share it only with people who are entitled to it."
        />
      )}
      <nav
        aria-label="Content pages"
        style={{ display: 'flex', gap: 16, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        {CONTENT_TABS.filter((entry) => mayEdit || !entry.editorsOnly).map((entry) => (
          <NavLink
            key={entry.page}
            to={contentTabPath(prefix, document.doc_id, entry.page)}
            aria-current={entry.page === tab.page ? 'page' : undefined}
            style={{
              padding: '8px 4px',
              color: entry.page === tab.page ? token.colorText : token.colorTextSecondary,
              fontWeight: entry.page === tab.page ? 600 : 400,
              borderBottom: entry.page === tab.page ? `2px solid ${token.colorPrimary}` : '2px solid transparent',
              textDecoration: 'none',
            }}
          >
            {entry.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
