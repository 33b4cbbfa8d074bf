import { Button, Modal, Typography } from 'antd';
import { ACCESS_MESSAGES, FORM_TITLES } from '@portal/contracts';
import { usePlatform } from '@portal/platform';

export interface DashboardAccessDialogProps {
  open: boolean;
  onClose: () => void;
  docId: string;
  /** The dashboard's title, sent with the access request. */
  title: string;
  /** The asset's 'Dashboard Access' contacts (spec §3 user roles), by name. */
  contacts: readonly string[];
}

/**
 * The 'Dashboard Access' dialog (spec §2.6, §5): a dashboard opens only for users given access through a user group
 * of its site (spec §6). It says the spec's message word for word, then the instructions: the Dashboard Access
 * Request form (the shell's form dialog, sent with the dashboard's name and doc id), the dashboard's access contacts,
 * and that access comes with a user group. The spec gives no key or size for it: it is this remote's own modal.
 */
export function DashboardAccessDialog({ open, onClose, docId, title, contacts }: DashboardAccessDialogProps) {
  const platform = usePlatform();
  const request = () => {
    onClose();
    platform.dialogs.open('dashboardAccessRequest', { docId, dashboardName: title });
  };
  return (
    <Modal
      open={open}
      title={ACCESS_MESSAGES.dashboardAccessTitle}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          OK
        </Button>
      }
    >
      <Typography.Paragraph>{ACCESS_MESSAGES.dashboardAccess}</Typography.Paragraph>
      <ol aria-label="How to get access" style={{ display: 'grid', gap: 8, paddingLeft: 20, margin: 0 }}>
        <li>
          Send the {FORM_TITLES.dashboardAccessRequest} form for <strong>{title}</strong>.{' '}
          <Button size="small" onClick={request}>
            {FORM_TITLES.dashboardAccessRequest}
          </Button>
        </li>
        {contacts.length > 0 && <li>Or ask the dashboard&apos;s access contact: {contacts.join(', ')}.</li>}
        <li>Access is given through a user group of this site: once you are in one, open the dashboard again.</li>
      </ol>
    </Modal>
  );
}
