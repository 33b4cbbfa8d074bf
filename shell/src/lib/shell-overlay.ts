import type { ComponentType } from 'react';
import type { DialogKey, PanelKey } from '@portal/contracts';

/**
 * What the panel host and the dialog container give a panel or dialog the shell renders itself
 * (PANEL_OWNERS / DIALOG_OWNERS 'shell' in @portal/contracts). Remote-owned ones are parcels that get
 * `RemoteOverlayProps` from @portal/platform instead.
 */
export interface ShellOverlayProps {
  /** The props given with `platform.panels.open(key, props)` / `platform.dialogs.open(key, props)`. */
  props: Record<string, unknown>;
  /** Closes this panel (pops the panel stack) or this dialog. */
  close(): void;
}

export type ShellOverlayComponent = ComponentType<ShellOverlayProps>;

/** The panels the shell renders itself, by key; the app puts them together from its features. */
export type ShellPanels = Partial<Record<PanelKey, ShellOverlayComponent>>;

/** The dialogs the shell renders itself, by key; each brings its own antd Modal. */
export type ShellDialogs = Partial<Record<DialogKey, ShellOverlayComponent>>;
