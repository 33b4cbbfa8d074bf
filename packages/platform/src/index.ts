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
export { usePageAction } from './react/use-page-action';
export { useSiteId } from './react/use-site-id';
