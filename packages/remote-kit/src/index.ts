export { createRemoteLifecycles } from './create-remote-lifecycles';
export { defineRemote, remoteRootComponent, type RemoteDefinition } from './define-remote';
export { RemoteAppRoot, type RemotePrefetch } from './remote-app-root';
export { SectionPage } from './section-page';
export { defineOverlays, type OverlayComponentProps, type OverlaysDefinition } from './define-overlays';
export { idProp } from './overlay-props';
