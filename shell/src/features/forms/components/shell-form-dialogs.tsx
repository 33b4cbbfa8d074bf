import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DIALOG_SIZES, type DialogKey, type FormKind } from '@portal/contracts';
import type { ShellOverlayComponent, ShellOverlayProps } from '../../../lib/shell-overlay';
import { FormDialog } from './form-dialog';

/** The dialog keys of the forms: each form kind of the API opens under the dialog key of the same name. */
export type FormDialogKey = FormKind & DialogKey;

function formDialogFor(kind: FormDialogKey): ShellOverlayComponent {
  // The dialog container's frame: the antd Modal at the spec's size, titled by the form's heading.
  const KindFormDialog = (overlay: ShellOverlayProps) => {
    const { t } = useTranslation('forms');
    return (
      <Modal
        open
        width={DIALOG_SIZES[kind]}
        footer={null}
        onCancel={overlay.close}
        destroyOnHidden
        closable={{ 'aria-label': t('actions.closeDialog') }}
        title={<h2 className="dialog-title">{t(`kinds.${kind}.title`)}</h2>}
      >
        <FormDialog kind={kind} framed {...overlay} />
      </Modal>
    );
  };
  KindFormDialog.displayName = `FormDialog(${kind})`;
  return KindFormDialog;
}

/** The shell-owned form dialogs (DIALOG_OWNERS 'shell') for the dialog container, by dialog key. */
export const SHELL_FORM_DIALOGS: Record<FormDialogKey, ShellOverlayComponent> = {
  requestAccess: formDialogFor('requestAccess'),
  dashboardAccessRequest: formDialogFor('dashboardAccessRequest'),
  supportTicket: formDialogFor('supportTicket'),
  feedback: formDialogFor('feedback'),
  reportAnIssue: formDialogFor('reportAnIssue'),
  suggestATag: formDialogFor('suggestATag'),
  newContentRequest: formDialogFor('newContentRequest'),
};
