import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Popconfirm, Space, Tag, Typography } from 'antd';

/** A link that lets anyone who has it in (a collection's share link, a video's public link), as its managers see it. */
export interface CapabilityLink {
  id: number;
  createdBy: string;
  created: string;
  expires: string;
  /** When it was revoked; absent or null while it works. */
  revoked?: string | null;
  uses: number;
  lastUsed: string | null;
}

type LinkStatus = 'Active' | 'Expired' | 'Revoked';

const statusOf = (link: CapabilityLink, now: number): LinkStatus =>
  link.revoked ? 'Revoked' : new Date(link.expires).getTime() < now ? 'Expired' : 'Active';
const STATUS_COLOURS: Record<LinkStatus, string | undefined> = { Active: 'green', Expired: undefined, Revoked: 'red' };
const when = (date: string | null | undefined) => (date ? new Date(date).toLocaleString() : '—');

function LinkRow({
  link,
  revokeWarning,
  onRevoke,
  errorText,
}: {
  link: CapabilityLink;
  revokeWarning: string;
  onRevoke: (link: CapabilityLink) => Promise<unknown>;
  errorText: (error: unknown) => string;
}) {
  const [revoking, setRevoking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const status = statusOf(link, Date.now());
  const revoke = async () => {
    setRevoking(true);
    try {
      await onRevoke(link);
      setFailure(null);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setRevoking(false);
    }
  };
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid rgba(0, 0, 0, 0.06)' }}>
      <Flex justify="space-between" align="start" gap={8}>
        <Space orientation="vertical" size={2} style={{ minWidth: 0 }}>
          <Space wrap size={4}>
            <Tag color={STATUS_COLOURS[status]}>{status}</Tag>
            <Typography.Text>Link by {link.createdBy || 'a former user'}</Typography.Text>
          </Space>
          <Typography.Text type="secondary">
            Created {when(link.created)} · Expires {when(link.expires)} · Uses {link.uses} · Last used{' '}
            {when(link.lastUsed)}
            {link.revoked ? ` · Revoked ${when(link.revoked)}` : ''}
          </Typography.Text>
          {failure && <Alert type="error" showIcon title="The link could not be revoked." description={failure} />}
        </Space>
        {status === 'Active' && (
          <Popconfirm
            title="Revoke this link?"
            description={revokeWarning}
            okText="Revoke"
            okButtonProps={{ danger: true }}
            cancelText="Keep"
            onConfirm={revoke}
          >
            <Button size="small" danger loading={revoking}>
              Revoke
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </li>
  );
}

/**
 * The links that let anyone who has them in, for the people who manage them (ARCHITECTURE §8 "Capability links"):
 * each with its status (Active, Expired, Revoked), who made it and when, when it expires, how often and when it was
 * last used, and — while it works — Revoke after a confirmation; a failed revoke is said on its row. A link's
 * address is never listed: only its hash is kept, so it is shown once, when made (NewCapabilityLink).
 */
export function CapabilityLinkList({
  label,
  links,
  loadError,
  empty,
  revokeWarning,
  onRevoke,
  errorText,
}: {
  /** The list's accessible name, e.g. 'Share links'. */
  label: string;
  /** Undefined while they load. */
  links: readonly CapabilityLink[] | undefined;
  /** Why they could not be loaded. */
  loadError?: string | null;
  /** What to do when there is none. */
  empty: ReactNode;
  /** What revoking changes, asked before it happens. */
  revokeWarning: string;
  onRevoke: (link: CapabilityLink) => Promise<unknown>;
  /** The message of a failed revoke. */
  errorText: (error: unknown) => string;
}) {
  if (loadError) return <Alert type="error" showIcon title="The links could not be loaded." description={loadError} />;
  if (!links) return <Typography.Text aria-busy="true">Loading the links…</Typography.Text>;
  if (links.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {links.map((link) => (
        <LinkRow key={link.id} link={link} revokeWarning={revokeWarning} onRevoke={onRevoke} errorText={errorText} />
      ))}
    </ul>
  );
}
