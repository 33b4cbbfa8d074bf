import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Input, Skeleton, Table, Tag, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { SearchFieldsChange } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { useDescribeSiteFieldsQuery, useSaveSiteFieldsMutation } from '../api/site-settings-api';
import { movedField, siteFieldsChange } from '../state/search-fields';

const FLAGS = ['searchable', 'filterable', 'facetable', 'sortable'] as const;

/**
 * The site's search fields as it presents them (GET v2/search/describe/{id}?customize=true), edited in place: the
 * site's own metadata fields take a display name, a facet group, whether they show in the search filters and in the
 * insights, and their order (PUT v2/search/describe/{id}); every record's own fields are listed below, as they are.
 */
export function SiteSearchFields({ siteId, siteName }: { siteId: number; siteName: string }) {
  const platform = usePlatform();
  const fields = useDescribeSiteFieldsQuery(siteId);
  const [save, saving] = useSaveSiteFieldsMutation();
  const [draft, setDraft] = useState<SearchFieldsChange>([]);
  useEffect(() => {
    if (fields.data) setDraft(siteFieldsChange(fields.data));
  }, [fields.data]);

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
  const own = fields.data.filter((field) => !field.siteField);
  const changed = JSON.stringify(draft) !== JSON.stringify(siteFieldsChange(fields.data));
  const edit = (index: number, change: Partial<SearchFieldsChange[number]>) =>
    setDraft((current) => current.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
  const submit = async () => {
    try {
      await save({ id: siteId, fields: draft }).unwrap();
      platform.notify(`The search fields of ${siteName} are saved.`, 'success');
    } catch (error) {
      platform.notify(errorMessage(error), 'error');
    }
  };

  return (
    <Flex vertical gap={12}>
      {draft.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          The site has no metadata fields yet: Generate metadata sets makes its master set.
        </Typography.Paragraph>
      ) : (
        <>
          <Table<SearchFieldsChange[number]>
            size="small"
            rowKey="name"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={draft}
            aria-label={`Search fields of ${siteName}`}
            columns={[
              {
                title: 'Field',
                key: 'displayName',
                render: (_, entry, index) => (
                  <Input
                    aria-label={`Display name of ${entry.name}`}
                    value={entry.displayName}
                    maxLength={200}
                    status={entry.displayName.trim() === '' ? 'error' : undefined}
                    onChange={(event) => edit(index, { displayName: event.target.value })}
                    style={{ minWidth: 160 }}
                  />
                ),
              },
              {
                title: 'Facet group',
                key: 'groupName',
                render: (_, entry, index) => (
                  <Input
                    aria-label={`Facet group of ${entry.name}`}
                    value={entry.groupName}
                    maxLength={200}
                    placeholder="None"
                    onChange={(event) => edit(index, { groupName: event.target.value })}
                    style={{ minWidth: 120 }}
                  />
                ),
              },
              {
                title: 'Shown in',
                key: 'shown',
                render: (_, entry, index) => (
                  <Flex gap={8} wrap>
                    <Checkbox
                      checked={entry.displayInFilter}
                      onChange={(event) => edit(index, { displayInFilter: event.target.checked })}
                    >
                      Filters
                    </Checkbox>
                    <Checkbox
                      checked={entry.displayInInsights}
                      onChange={(event) => edit(index, { displayInInsights: event.target.checked })}
                    >
                      Insights
                    </Checkbox>
                  </Flex>
                ),
              },
              {
                title: 'Order',
                key: 'order',
                render: (_, entry, index) => (
                  <Flex gap={4}>
                    <Button
                      size="small"
                      aria-label={`Move ${entry.name} up`}
                      disabled={index === 0}
                      onClick={() => setDraft((current) => movedField(current, index, -1))}
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      aria-label={`Move ${entry.name} down`}
                      disabled={index === draft.length - 1}
                      onClick={() => setDraft((current) => movedField(current, index, 1))}
                    >
                      ↓
                    </Button>
                  </Flex>
                ),
              },
            ]}
          />
          <Flex gap={8}>
            <Button
              type="primary"
              disabled={!changed || draft.some((entry) => entry.displayName.trim() === '')}
              loading={saving.isLoading}
              onClick={() => void submit()}
            >
              Save search fields
            </Button>
            <Button disabled={!changed} onClick={() => setDraft(siteFieldsChange(fields.data!))}>
              Undo changes
            </Button>
          </Flex>
        </>
      )}
      <Typography.Text type="secondary">
        Every record&apos;s own fields:{' '}
        {own.map((field) => (
          <Tag key={field.name} title={FLAGS.filter((flag) => field[flag]).join(', ') || undefined}>
            {field.displayName}
          </Tag>
        ))}
      </Typography.Text>
    </Flex>
  );
}
