import { useState } from 'react';
import { Alert, Button, Form, InputNumber, Space, Typography } from 'antd';

/** A link just made: its full address (the only time it is known) and when it stops working. */
export interface MadeCapabilityLink {
  url: string;
  expires: string;
}

/**
 * Makes a link that lets anyone who has it in (ARCHITECTURE §8 "Capability links"): how many days it works (checked
 * before asking the server), then its full address with a copy button, said to be shown only this once; a refusal
 * is said with the server's message.
 */
export function NewCapabilityLink({
  minDays,
  maxDays,
  defaultDays,
  onCreate,
  errorText,
}: {
  minDays: number;
  maxDays: number;
  defaultDays: number;
  onCreate: (days: number) => Promise<MadeCapabilityLink>;
  /** The message of a failed attempt. */
  errorText: (error: unknown) => string;
}) {
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<MadeCapabilityLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const daysMessage = `Choose between ${minDays} and ${maxDays} days.`;

  const create = async ({ days }: { days: number }) => {
    setCreating(true);
    setFailure(null);
    try {
      setMade(await onCreate(days));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setCreating(false);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Form
        layout="inline"
        initialValues={{ days: defaultDays }}
        onFinish={(values: { days: number }) => void create(values)}
      >
        <Form.Item
          name="days"
          label="Expires in (days)"
          rules={[
            { required: true, message: daysMessage },
            { type: 'integer', min: minDays, max: maxDays, message: daysMessage },
          ]}
        >
          <InputNumber aria-label="Expires in (days)" style={{ width: 96 }} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" type="primary" loading={creating}>
            Create link
          </Button>
        </Form.Item>
      </Form>
      {made && (
        <Alert
          type="success"
          showIcon
          title="The link is ready. Copy it now: it is shown only this once."
          description={
            <Space orientation="vertical" size={2}>
              <Typography.Text copyable={{ text: made.url }} style={{ wordBreak: 'break-all' }}>
                {made.url}
              </Typography.Text>
              <Typography.Text type="secondary">Works until {new Date(made.expires).toLocaleString()}.</Typography.Text>
            </Space>
          }
        />
      )}
      {failure && <Alert type="error" showIcon title="The link could not be created." description={failure} />}
    </div>
  );
}
