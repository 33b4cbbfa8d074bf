import { Modal } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_OWNERS, DIALOG_SIZES, type DialogKey } from '@portal/contracts';
import type { ShellDialogs } from '../../../lib/shell-overlay';
import { RemoteOverlay } from './remote-overlay';

/** The open dialog: one of the shell's `dialogs` (with its own Modal) or a remote's, framed at the spec's size. */
export function DialogFrame({
  dialog,
  dialogs,
  close,
}: {
  dialog: { key: DialogKey; props: Record<string, unknown> };
  dialogs: ShellDialogs;
  close: () => void;
}) {
  const { t } = useTranslation();
  const owner = DIALOG_OWNERS[dialog.key];
  const ShellDialog = owner === 'shell' ? dialogs[dialog.key] : undefined;
  if (ShellDialog) {
    return (
      <Suspense fallback={null}>
        <ShellDialog key={dialog.key} props={dialog.props} close={close} />
      </Suspense>
    );
  }
  return (
    <Modal
      open
      width={DIALOG_SIZES[dialog.key] ?? 520}
      title={t(`overlays.names.${dialog.key}`, { defaultValue: dialog.key })}
      onCancel={close}
      footer={null}
      destroyOnHidden
    >
      {owner !== 'shell' && (
        <RemoteOverlay remote={owner} kind="dialog" overlayKey={dialog.key} props={dialog.props} close={close} />
      )}
    </Modal>
  );
}
