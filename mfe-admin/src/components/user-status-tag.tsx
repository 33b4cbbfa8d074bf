import { Tag, Tooltip } from 'antd';
import { lastSignIn } from '../lib/last-sign-in';

/** A user's status as a tag: Active, or Disabled (they cannot sign in, and every call of theirs is refused). */
export function UserStatusTag({ status }: { status: string }) {
  // Preset colours whose text keeps a 4.5:1 contrast (antd's success and error tags do not).
  return status === 'disabled' ? <Tag color="red">Disabled</Tag> : <Tag variant="outlined">Active</Tag>;
}

/** When a user last signed in, relative ("3 days ago"), the exact time on hover; "never signed in" when not yet. */
export function LastSignIn({ at }: { at: string | null }) {
  const { text, exact } = lastSignIn(at);
  if (!exact) return <span style={{ fontStyle: 'italic' }}>{text}</span>;
  return (
    <Tooltip title={exact}>
      <time dateTime={at ?? undefined}>{text}</time>
    </Tooltip>
  );
}
