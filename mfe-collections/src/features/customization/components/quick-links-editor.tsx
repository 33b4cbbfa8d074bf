import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { QuickLink } from '@portal/contracts';
import { useSaveQuickLinksMutation, type EntityKind } from '../../../api/collection-forms-api';
import { toDrafts, toQuickLinksBody, type QuickLinkDraft } from '../state/quick-links-body';

const isUrl = (value: string) => {
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * The quick links of a collection or group (spec §3 "Quick link", §5): titled lists of links, each link a name and
 * an address (spec §5: a valid URL), added, removed and moved up or down; saved with POST v2/{type}/quicklinks/{id}
 * (only the links with an id or values). Read-only without `editable`.
 */
export function QuickLinksEditor({
  kind,
  id,
  links,
  editable,
  onSaved,
}: {
  kind: EntityKind;
  id: number;
  links: QuickLink[];
  editable: boolean;
  onSaved: () => void;
}) {
  const [save, saving] = useSaveQuickLinksMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  if (!editable)
    return links.length === 0 ? (
      <Typography.Text type="secondary">No quick links.</Typography.Text>
    ) : (
      <>
        {links.map((link) => (
          <div key={link.quickLinkId}>
            <Typography.Text strong>{link.name}</Typography.Text>
            <ul>
              {link.quickLinkValues.map((value) => (
                <li key={value.quickLinkValueId}>
                  <a href={value.value} target="_blank" rel="noreferrer">
                    {value.name || value.value}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </>
    );

  const submit = async ({ quickLinks = [] }: { quickLinks?: QuickLinkDraft[] }) => {
    setFailure(null);
    setSaved(false);
    try {
      await save({ kind, id, links: toQuickLinksBody(quickLinks) }).unwrap();
      setSaved(true);
      onSaved();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Form layout="vertical" initialValues={{ quickLinks: toDrafts(links) }} onFinish={(values) => void submit(values)}>
      <Form.List name="quickLinks">
        {(fields, { add, remove, move }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={`Quick link ${index + 1}`}
                extra={
                  <Space size={0}>
                    <Button
                      size="small"
                      type="text"
                      aria-label={`Move quick link ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      type="text"
                      aria-label={`Move quick link ${index + 1} down`}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      ↓
                    </Button>
                    <Button size="small" type="link" danger onClick={() => remove(field.name)}>
                      Remove
                    </Button>
                  </Space>
                }
              >
                <Form.Item name={[field.name, 'name']} label="Title" rules={[{ max: 500 }]}>
                  <Input aria-label={`Title of quick link ${index + 1}`} />
                </Form.Item>
                <Form.List name={[field.name, 'quickLinkValues']}>
                  {(values, links) => (
                    <>
                      {values.map((value, position) => (
                        <Space key={value.key} align="start" wrap style={{ width: '100%' }}>
                          <Form.Item name={[value.name, 'name']} rules={[{ max: 500 }]}>
                            <Input
                              placeholder="Name"
                              aria-label={`Name of link ${position + 1} of quick link ${index + 1}`}
                            />
                          </Form.Item>
                          <Form.Item
                            name={[value.name, 'value']}
                            rules={[
                              { required: true, message: 'Please enter the address.' },
                              {
                                validator: async (_rule, address: string) => {
                                  if (address && !isUrl(address.trim()))
                                    throw new Error('Enter a full address (http, https or mailto).');
                                },
                              },
                            ]}
                          >
                            <Input
                              placeholder="https://…"
                              aria-label={`Address of link ${position + 1} of quick link ${index + 1}`}
                            />
                          </Form.Item>
                          <Button type="link" danger onClick={() => links.remove(value.name)}>
                            Remove link
                          </Button>
                        </Space>
                      ))}
                      <Button size="small" onClick={() => links.add({ name: '', value: '' })}>
                        Add a link
                      </Button>
                    </>
                  )}
                </Form.List>
              </Card>
            ))}
            <Button onClick={() => add({ name: '', quickLinkValues: [{ name: '', value: '' }] })}>
              Add a quick link
            </Button>
          </Space>
        )}
      </Form.List>
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title="The quick links could not be saved."
          description={failure}
        />
      )}
      {saved && <Alert type="success" showIcon style={{ marginTop: 12 }} title="The quick links are saved." />}
      <Button type="primary" htmlType="submit" loading={saving.isLoading} style={{ marginTop: 12 }}>
        Save quick links
      </Button>
    </Form>
  );
}
