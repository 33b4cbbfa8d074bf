export { errorMessage, toPortalError, type PortalQueryError } from './portal-error';
export { portalBaseQuery, type PortalThunkExtra } from './portal-base-query';
export { portalApi } from './portal-api';
export { createAppStore, type AppStore } from './create-app-store';
export { currentUserApi, useGetCurrentUserQuery } from './endpoints/get-current-user';
export * from './endpoints/sites';
export * from './endpoints/notifications';
export * from './endpoints/preferences-and-forms';
export { useAuthorizedImage, type AuthorizedImage } from './use-authorized-image';
