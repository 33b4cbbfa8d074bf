import { Alert, Skeleton, Table, Tag, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { IndexFieldDescription } from '@portal/contracts';
import { useDescribeSiteFieldsQuery } from '../api/site-settings-api';

const FLAGS = ['searchable', 'filterable', 'facetable', 'sortable'] as const;

/**
 * The site's search fields as it presents them (GET v2/search/describe/{id}?customize=true), read-only: the portal
 * has no call that changes them; they follow the site's master metadata set.
 */
export function SiteSearchFields({ siteId }: { siteId: number }) {
  const fields = useDescribeSiteFieldsQuery(siteId);
  if (fields.error)
    return (
      <Alert
        type="error"
        showIcon
        title="The search fields could not be loaded."
        description={errorMessage(fields.error)}
      />
    );
  if (!fields.data) return <Skeleton active aria-busy="true" />;
  return (
    <>
      <Typography.Paragraph type="secondary">
        Read-only: the fields follow the site&apos;s master metadata set (Generate metadata sets rebuilds it).
      </Typography.Paragraph>
      <Table<IndexFieldDescription>
        size="small"
        rowKey="name"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={fields.data}
        columns={[
          {
            title: 'Field',
            key: 'field',
            render: (_, field) => (
              <>
                {field.displayName}
                {field.displayName !== field.name && (
                  <Typography.Text type="secondary"> ({field.name})</Typography.Text>
                )}
              </>
            ),
          },
          { title: 'Group', dataIndex: 'groupName', render: (group: string) => group || '—' },
          {
            title: 'Shown in',
            key: 'shown',
            render: (_, field) =>
              [field.displayInFilter && 'Filters', field.displayInInsights && 'Insights'].filter(Boolean).join(', ') ||
              '—',
          },
          {
            title: 'Search',
            key: 'flags',
            render: (_, field) => FLAGS.filter((flag) => field[flag]).map((flag) => <Tag key={flag}>{flag}</Tag>),
          },
        ]}
      />
    </>
  );
}
