import { portalApi } from '@portal/api-client';

/**
 * The shared API slice with the administration area's cache tags: a site's user groups, a group's members, and the
 * users (a grant, a removal or a status change shows at once on the user's page and in the users list).
 */
export const adminApi = portalApi.enhanceEndpoints({ addTagTypes: ['UserGroup', 'UserGroupMembers', 'AdminUser'] });
