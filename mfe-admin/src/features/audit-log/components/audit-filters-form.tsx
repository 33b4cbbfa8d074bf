import { Button, Form, Input, Select, Space } from 'antd';
import { entityLabel } from '@portal/ui';
import { useGetAuditEntityTypesQuery } from '../api/audit-api';
import {
  EVENT_CHOICES,
  eventChoiceOf,
  NO_AUDIT_FILTERS,
  withEventChoice,
  type AuditFilters,
} from '../state/audit-filters';

interface FormValues {
  actor: string;
  entityType?: string;
  entityId: string;
  event?: string;
  from: string;
  to: string;
}

const toForm = (filters: AuditFilters): FormValues => ({
  actor: filters.actor,
  entityType: filters.entityType || undefined,
  entityId: filters.entityId,
  event: eventChoiceOf(filters) || undefined,
  from: filters.from,
  to: filters.to,
});

const fromForm = (values: FormValues): AuditFilters =>
  withEventChoice(
    {
      actor: values.actor ?? '',
      entityType: values.entityType ?? '',
      entityId: values.entityId ?? '',
      kind: '',
      action: '',
      from: values.from ?? '',
      to: values.to ?? '',
    },
    values.event,
  );

/**
 * The audit log's filters: who (part of an email), the entity (type from GET v2/audit/entityTypes, and id), what
 * happened, and the days from and to (both included). Applied together; the page keeps them in the URL.
 */
export function AuditFiltersForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const types = useGetAuditEntityTypesQuery();
  const [form] = Form.useForm<FormValues>();
  const typeOptions = [...new Set([...(types.data ?? []), ...(filters.entityType ? [filters.entityType] : [])])]
    .map((type) => ({ value: type, label: `${entityLabel(type)} (${type})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Form<FormValues>
      form={form}
      name="audit-filters"
      layout="vertical"
      // Filters from a link or Back replace what the form shows.
      key={JSON.stringify(filters)}
      initialValues={toForm(filters)}
      onFinish={(values) => onApply(fromForm(values))}
      aria-label="Filters"
      role="search"
    >
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
          columnGap: 12,
        }}
      >
        <Form.Item name="actor" label="User">
          <Input placeholder="Part of an email" maxLength={320} />
        </Form.Item>
        <Form.Item name="event" label="What">
          <Select
            allowClear
            placeholder="Anything"
            options={EVENT_CHOICES.map(({ value, label }) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="entityType" label="Entity type">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Any entity"
            loading={types.isLoading}
            options={typeOptions}
          />
        </Form.Item>
        <Form.Item name="entityId" label="Entity ID">
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="from" label="From">
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label="To">
          <Input type="date" />
        </Form.Item>
      </div>
      <Space wrap>
        <Button type="primary" htmlType="submit">
          Apply filters
        </Button>
        <Button onClick={() => onApply(NO_AUDIT_FILTERS)}>Clear filters</Button>
      </Space>
    </Form>
  );
}
