export { SHELL_FORM_DIALOGS, type FormDialogKey } from './components/shell-form-dialogs';
