export { SHELL_FORM_DIALOGS, type FormDialogKey } from './shell-form-dialogs';
