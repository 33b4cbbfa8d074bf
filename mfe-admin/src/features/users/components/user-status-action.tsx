import { Button, Popconfirm } from 'antd';
import { errorMessage } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { useSetUserStatusMutation } from '../api/user-status-api';

const DISABLE_WARNING =
  'A disabled user cannot sign in, and their next call to the portal is refused. ' +
  'Their uploads, collections and groups stay attributed to them.';

/**
 * Disable or Enable a user (portal administrators, never themselves: the page does not show it then), after a
 * confirmation that says what disabling does.
 */
export function UserStatusAction({ userId, label, status }: { userId: number; label: string; status: string }) {
  const { notify } = usePlatform();
  const [setStatus, { isLoading }] = useSetUserStatusMutation();
  const disabling = status !== 'disabled';
  const change = async () => {
    try {
      await setStatus({ userId, status: disabling ? 'disabled' : 'active' }).unwrap();
      notify(disabling ? `${label} is disabled.` : `${label} is enabled again.`, 'success');
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };
  return (
    <Popconfirm
      title={disabling ? `Disable ${label}?` : `Enable ${label}?`}
      description={
        <div style={{ maxWidth: 320 }}>
          {disabling ? DISABLE_WARNING : 'They can sign in again and use the sites their user groups give them.'}
        </div>
      }
      okText={disabling ? 'Disable' : 'Enable'}
      okButtonProps={{ danger: disabling }}
      cancelText="Cancel"
      onConfirm={change}
    >
      <Button danger={disabling} loading={isLoading}>
        {disabling ? 'Disable user' : 'Enable user'}
      </Button>
    </Popconfirm>
  );
}
