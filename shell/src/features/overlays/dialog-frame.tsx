import { Modal } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_OWNERS, DIALOG_SIZES, type DialogKey } from '@portal/contracts';
import type { FormDialogKey } from '../forms';
import type { ShellOverlayProps } from './overlay-types';
import { RemoteOverlay } from './remote-overlay';

/** The dialogs the shell renders itself (DIALOG_OWNERS 'shell'); each brings its own antd Modal. */
const formDialog = (key: FormDialogKey) => lazy(async () => ({ default: (await import('../forms')).SHELL_FORM_DIALOGS[key] }));
const SHELL_DIALOGS: Partial<Record<DialogKey, ComponentType<ShellOverlayProps>>> = {
  mySites: lazy(async () => ({ default: (await import('../sites/my-sites-dialog')).MySitesDialog })),
  requestAccess: formDialog('requestAccess'),
  dashboardAccessRequest: formDialog('dashboardAccessRequest'),
  supportTicket: formDialog('supportTicket'),
  feedback: formDialog('feedback'),
  reportAnIssue: formDialog('reportAnIssue'),
  suggestATag: formDialog('suggestATag'),
  newContentRequest: formDialog('newContentRequest'),
};

/** The open dialog: a shell dialog (with its own Modal) or a remote's, framed at the spec's size. */
export function DialogFrame({ dialog, close }: { dialog: { key: DialogKey; props: Record<string, unknown> }; close: () => void }) {
  const { t } = useTranslation();
  const owner = DIALOG_OWNERS[dialog.key];
  const ShellDialog = owner === 'shell' ? SHELL_DIALOGS[dialog.key] : undefined;
  if (ShellDialog) {
    return (
      <Suspense fallback={null}>
        <ShellDialog key={dialog.key} props={dialog.props} close={close} />
      </Suspense>
    );
  }
  return (
    <Modal open width={DIALOG_SIZES[dialog.key] ?? 520} title={t(`overlays.names.${dialog.key}`, { defaultValue: dialog.key })} onCancel={close} footer={null} destroyOnHidden>
      {owner !== 'shell' && <RemoteOverlay remote={owner} kind="dialog" overlayKey={dialog.key} props={dialog.props} close={close} />}
    </Modal>
  );
}
