export type {
  AuthService,
  Platform,
  PortalLocation,
  PortalNavigator,
  RemoteMountProps,
  RemoteOverlayProps,
  SiteContext,
  ValueStream,
} from './platform';
export { busOverlayServices } from './platform-services';
export { createBrowserLocation, toHref } from './location/browser-location';
export { PlatformProvider, usePlatform, useStream } from './react/platform-context';
export { PlatformRouter } from './react/platform-router';
