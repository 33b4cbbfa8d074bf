import type { ComponentType } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import type { RemoteMountProps } from '@portal/platform';
import type { RemoteName } from '@portal/contracts';
import { createRemoteLifecycles } from './create-remote-lifecycles';
import { RemoteAppRoot, type RemotePrefetch } from './remote-app-root';

export interface RemoteDefinition {
  name: RemoteName;
  /** The remote's routes (a <Routes> element) or, for a remote without pages, its widget. */
  App: ComponentType;
  reducers?: Record<string, Reducer>;
  /** Starts the reads of the screen the remote opens on, before its first render (RemoteAppRoot). */
  prefetch?: RemotePrefetch;
}

/** The root component of a remote: its app inside the standard providers. */
export function remoteRootComponent({
  name,
  App,
  reducers,
  prefetch,
}: RemoteDefinition): ComponentType<RemoteMountProps> {
  return function RemoteRoot({ platform }: RemoteMountProps) {
    return (
      <RemoteAppRoot name={name} platform={platform} reducers={reducers} prefetch={prefetch}>
        <App />
      </RemoteAppRoot>
    );
  };
}

/** The `./app` lifecycles of a remote. */
export function defineRemote(definition: RemoteDefinition) {
  return createRemoteLifecycles(definition.name, remoteRootComponent(definition));
}
