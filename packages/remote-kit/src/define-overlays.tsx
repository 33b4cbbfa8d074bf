import type { ComponentType } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import type { RemoteName } from '@portal/contracts';
import type { RemoteOverlayProps } from '@portal/platform';
import { createRemoteLifecycles } from './create-remote-lifecycles';
import { RemoteAppRoot } from './remote-app-root';

/** What a remote's panel or dialog gets: the props it was opened with, and how to close it. */
export interface OverlayComponentProps {
  props: Record<string, unknown>;
  close(): void;
}

export interface OverlaysDefinition {
  name: RemoteName;
  /** The panels (or dialogs) of the remote by key, as PANEL_OWNERS / DIALOG_OWNERS give them to it. */
  overlays: Record<string, ComponentType<OverlayComponentProps>>;
  reducers?: Record<string, Reducer>;
}

/**
 * The `./panels` or `./dialogs` lifecycles of a remote: the shell's panel host (or dialog container) mounts
 * them with `RemoteOverlayProps`, and the overlay of that key renders inside the remote's usual providers.
 * A key the remote does not render says so in a plain note.
 */
export function defineOverlays({ name, overlays, reducers }: OverlaysDefinition) {
  function OverlayRoot({ platform, overlay }: RemoteOverlayProps) {
    const Overlay = overlays[overlay.key];
    if (!Overlay)
      return (
        <p role="note">
          This {overlay.kind} ({overlay.key}) is not part of {name}.
        </p>
      );
    return (
      <RemoteAppRoot name={name} platform={platform} reducers={reducers}>
        <Overlay props={overlay.props} close={overlay.close} />
      </RemoteAppRoot>
    );
  }
  return createRemoteLifecycles<RemoteOverlayProps>(name, OverlayRoot);
}
