import { useState } from 'react';
import { Alert, Button, Flex, Form, InputNumber, Popconfirm, Space, Tag, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS, SHARE_LINK_MIN_DAYS, type ShareLink } from '@portal/contracts';
import { useCreateShareLinkMutation, useGetShareLinksQuery, useRevokeShareLinkMutation } from '../api/sharing-api';

/** The address a share link opens: `/sites/{indexId}/collections/link/{token}` on this portal. */
export const shareLinkUrl = (indexId: number, token: string) =>
  `${window.location.origin}/sites/${indexId}/collections/link/${token}`;

const when = (date: string | null) => (date ? new Date(date).toLocaleString() : '—');
const DAYS_MESSAGE = `Choose between ${SHARE_LINK_MIN_DAYS} and ${SHARE_LINK_MAX_DAYS} days.`;

function LinkRow({ link, indexId, collectionId }: { link: ShareLink; indexId: number; collectionId: number }) {
  const [revoke, revoking] = useRevokeShareLinkMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const expired = !link.revoked && new Date(link.expires).getTime() < Date.now();
  const active = !link.revoked && !expired;
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid rgba(0, 0, 0, 0.06)' }}>
      <Flex justify="space-between" align="start" gap={8}>
        <Space orientation="vertical" size={2} style={{ minWidth: 0 }}>
          <Space wrap size={4}>
            {link.revoked ? (
              <Tag color="red">Revoked</Tag>
            ) : expired ? (
              <Tag>Expired</Tag>
            ) : (
              <Tag color="green">Active</Tag>
            )}
            <Typography.Text copyable={active ? { text: shareLinkUrl(indexId, link.token) } : false}>
              Link by {link.createdBy}
            </Typography.Text>
          </Space>
          <Typography.Text type="secondary">
            Created {when(link.created)} · Expires {when(link.expires)} · Uses {link.uses} · Last used{' '}
            {when(link.lastUsed)}
            {link.revoked ? ` · Revoked ${when(link.revoked)}` : ''}
          </Typography.Text>
          {failure && <Alert type="error" showIcon title="The link could not be revoked." description={failure} />}
        </Space>
        {active && (
          <Popconfirm
            title="Revoke this link?"
            description="Anyone who has it can no longer open the collection."
            okText="Revoke"
            okButtonProps={{ danger: true }}
            cancelText="Keep"
            onConfirm={() =>
              revoke({ collectionId, shareLinkId: link.shareLinkId })
                .unwrap()
                .then(() => setFailure(null))
                .catch((error: unknown) => setFailure(errorMessage(error)))
            }
          >
            <Button size="small" danger loading={revoking.isLoading}>
              Revoke
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </li>
  );
}

/**
 * A collection's share links (issue 19 item 7), for its owners: the answer of GET v2/collections/{id}/shareLinks
 * (a 403 — not an owner — hides the section without an error), a new link with an expiry of 1–90 days (default
 * SHARE_LINK_DEFAULT_DAYS) whose full address can be copied, every link with created, expires, uses, last used and
 * revoked, and revoke after a confirmation.
 */
export function ShareLinksSection({ indexId, collectionId }: { indexId: number; collectionId: number }) {
  const links = useGetShareLinksQuery(collectionId);
  const [create, creating] = useCreateShareLinkMutation();
  const [created, setCreated] = useState<ShareLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (links.error && 'status' in links.error && links.error.status === 403) return null;

  const submit = async ({ expiresInDays }: { expiresInDays: number }) => {
    setFailure(null);
    try {
      setCreated(await create({ collectionId, expiresInDays }).unwrap());
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <section aria-labelledby="share-links-title">
      <Typography.Title level={5} id="share-links-title">
        Share links
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        A signed-in user of this site who has the link can open the collection read-only until it expires or is revoked.
      </Typography.Paragraph>
      <Form
        layout="inline"
        initialValues={{ expiresInDays: SHARE_LINK_DEFAULT_DAYS }}
        onFinish={(values: { expiresInDays: number }) => void submit(values)}
      >
        <Form.Item
          name="expiresInDays"
          label="Expires in (days)"
          rules={[
            { required: true, message: DAYS_MESSAGE },
            { type: 'integer', min: SHARE_LINK_MIN_DAYS, max: SHARE_LINK_MAX_DAYS, message: DAYS_MESSAGE },
          ]}
        >
          <InputNumber aria-label="Expires in (days)" style={{ width: 96 }} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={creating.isLoading}>
            Create link
          </Button>
        </Form.Item>
      </Form>
      {created && (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 12 }}
          title="The link is ready."
          description={
            <Typography.Text
              copyable={{ text: shareLinkUrl(indexId, created.token) }}
              style={{ wordBreak: 'break-all' }}
            >
              {shareLinkUrl(indexId, created.token)}
            </Typography.Text>
          }
        />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title="The link could not be created."
          description={failure}
        />
      )}
      {links.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title="The share links could not be loaded."
          description={errorMessage(links.error)}
        />
      ) : (
        <div style={{ marginTop: 12 }}>
          {links.isLoading ? (
            <Typography.Text aria-busy="true">Loading the share links…</Typography.Text>
          ) : (links.data ?? []).length === 0 ? (
            <Typography.Text type="secondary">No share links yet.</Typography.Text>
          ) : (
            <ul aria-label="Share links" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {links.data!.map((link) => (
                <LinkRow key={link.shareLinkId} link={link} indexId={indexId} collectionId={collectionId} />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
