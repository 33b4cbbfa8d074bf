import { createApi } from '@reduxjs/toolkit/query/react';
import { portalBaseQuery } from './portal-base-query';

/** The one API slice of an app; features add their endpoints with `portalApi.injectEndpoints`. */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: portalBaseQuery,
  tagTypes: [
    'User',
    'Site',
    'SiteCustomization',
    'Permissions',
    'Navigation',
    'Notification',
    'Preferences',
    'Collection',
    'Group',
    'Asset',
    'Search',
    'Announcement',
    'AuditHistory',
  ],
  endpoints: () => ({}),
});
