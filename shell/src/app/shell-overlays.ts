import { lazy } from 'react';
import type { FormDialogKey } from '../features/forms';
import type { ShellDialogs, ShellPanels } from '../lib/shell-overlay';

/** The panels the shell renders itself (PANEL_OWNERS 'shell'), each loaded when first opened. */
export const SHELL_PANELS: ShellPanels = {
  notifications: lazy(async () => ({
    default: (await import('../features/notifications/components/notifications-panel')).NotificationsPanel,
  })),
  preferences: lazy(async () => ({
    default: (await import('../features/preferences/components/preferences-panel')).PreferencesPanel,
  })),
};

const formDialog = (key: FormDialogKey) =>
  lazy(async () => ({ default: (await import('../features/forms')).SHELL_FORM_DIALOGS[key] }));

/** The dialogs the shell renders itself (DIALOG_OWNERS 'shell'), each loaded when first opened. */
export const SHELL_DIALOGS: ShellDialogs = {
  mySites: lazy(async () => ({
    default: (await import('../features/sites/components/my-sites-dialog')).MySitesDialog,
  })),
  requestAccess: formDialog('requestAccess'),
  dashboardAccessRequest: formDialog('dashboardAccessRequest'),
  supportTicket: formDialog('supportTicket'),
  feedback: formDialog('feedback'),
  reportAnIssue: formDialog('reportAnIssue'),
  suggestATag: formDialog('suggestATag'),
  newContentRequest: formDialog('newContentRequest'),
};
