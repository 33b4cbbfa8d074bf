import { useState } from 'react';
import { Alert, Button, Flex, Form, InputNumber, Modal, Popconfirm, Space, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import {
  PUBLIC_VIDEO_LINK_DEFAULT_DAYS,
  PUBLIC_VIDEO_LINK_MAX_DAYS,
  PUBLIC_VIDEO_LINK_MIN_DAYS,
  type CreatedPublicVideoLink,
  type PublicVideoLink,
} from '@portal/contracts';
import {
  useCreatePublicVideoLinkMutation,
  useGetPublicVideoLinksQuery,
  useRevokePublicVideoLinkMutation,
} from '../api/public-video-api';

const DAYS_MESSAGE = `Choose between ${PUBLIC_VIDEO_LINK_MIN_DAYS} and ${PUBLIC_VIDEO_LINK_MAX_DAYS} days.`;
const when = (date: string) => new Date(date).toLocaleString();

function LiveLink({ assetId, link }: { assetId: number; link: PublicVideoLink }) {
  const [revoke, revoking] = useRevokePublicVideoLinkMutation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid rgba(0, 0, 0, 0.06)' }}>
      <Flex justify="space-between" align="start" gap={8}>
        <Space orientation="vertical" size={2}>
          <Typography.Text>Link by {link.createdBy || 'a former user'}</Typography.Text>
          <Typography.Text type="secondary">
            Created {when(link.created)} · Expires {when(link.expires)}
          </Typography.Text>
          {failure && <Alert type="error" showIcon title="The link could not be revoked." description={failure} />}
        </Space>
        <Popconfirm
          title="Revoke this link?"
          description="Nobody can watch the video through it any more."
          okText="Revoke"
          okButtonProps={{ danger: true }}
          cancelText="Keep"
          onConfirm={() =>
            revoke({ assetId, linkId: link.id })
              .unwrap()
              .then(() => setFailure(null))
              .catch((error: unknown) => setFailure(errorMessage(error)))
          }
        >
          <Button size="small" danger loading={revoking.isLoading}>
            Revoke
          </Button>
        </Popconfirm>
      </Flex>
    </li>
  );
}

/** The dialog's content, mounted only while it is open: the links are read then, and a new token is forgotten after. */
function PublicLinks({ assetId, refusal }: { assetId: number; refusal: string | null }) {
  const links = useGetPublicVideoLinksQuery(assetId);
  const [create, creating] = useCreatePublicVideoLinkMutation();
  const [created, setCreated] = useState<CreatedPublicVideoLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ days }: { days: number }) => {
    setFailure(null);
    try {
      setCreated(await create({ assetId, days }).unwrap());
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Anyone with a public link can watch this video without signing in, until the link expires or is revoked.
      </Typography.Paragraph>
      {refusal ? (
        <Alert type="warning" showIcon title="This video cannot have a public link." description={refusal} />
      ) : (
        <Form
          layout="inline"
          initialValues={{ days: PUBLIC_VIDEO_LINK_DEFAULT_DAYS }}
          onFinish={(values: { days: number }) => void submit(values)}
        >
          <Form.Item
            name="days"
            label="Expires in (days)"
            rules={[
              { required: true, message: DAYS_MESSAGE },
              {
                type: 'integer',
                min: PUBLIC_VIDEO_LINK_MIN_DAYS,
                max: PUBLIC_VIDEO_LINK_MAX_DAYS,
                message: DAYS_MESSAGE,
              },
            ]}
          >
            <InputNumber aria-label="Expires in (days)" style={{ width: 96 }} />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit" type="primary" loading={creating.isLoading}>
              Create link
            </Button>
          </Form.Item>
        </Form>
      )}
      {created && (
        <Alert
          type="success"
          showIcon
          title="The link is ready. Copy it now: it is shown only this once."
          description={
            <Space orientation="vertical" size={2}>
              <Typography.Text copyable={{ text: created.url }} style={{ wordBreak: 'break-all' }}>
                {created.url}
              </Typography.Text>
              <Typography.Text type="secondary">Works until {when(created.expiresOn)}.</Typography.Text>
            </Space>
          }
        />
      )}
      {failure && <Alert type="error" showIcon title="The link could not be created." description={failure} />}
      <section aria-labelledby="public-links-title">
        <Typography.Title level={5} id="public-links-title">
          Links that work now
        </Typography.Title>
        {links.error ? (
          <Alert type="error" showIcon title="The links could not be loaded." description={errorMessage(links.error)} />
        ) : !links.data ? (
          <p aria-busy="true">Loading the links…</p>
        ) : links.data.length === 0 ? (
          <Typography.Text type="secondary">No public link works now.</Typography.Text>
        ) : (
          <ul aria-label="Public links" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {links.data.map((link) => (
              <LiveLink key={link.id} assetId={assetId} link={link} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * The Public link dialog of a video (v2/videos/{id}/publicLinks): make a link that anyone may play at /video?v=… for
 * 1–30 days and copy it (its token is shown once: the server keeps only a hash), see the links that work now, and
 * revoke them. `refusal` says why the video may not have one (private or confidential, as its record says); the
 * server refuses such a link whatever the page shows. Loaded only when opened (public-link-button.tsx).
 */
export function PublicLinkModal({
  assetId,
  title,
  refusal,
  onClose,
}: {
  assetId: number;
  title: string;
  refusal: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title={`Public links of ${title}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      <PublicLinks assetId={assetId} refusal={refusal} />
    </Modal>
  );
}
