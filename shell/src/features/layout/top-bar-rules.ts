import { isAllowed, type PermissionMap } from '@portal/contracts';

/** Route facts the top bar depends on (spec §2.5, §6). */
export function topBarRules(pathname: string, search: string, permissions: PermissionMap, hasSite: boolean) {
  const adminRoute = pathname === '/admin' || pathname.startsWith('/admin/');
  const embedPage = /^\/sites\/[^/]+\/asset\/embed\/?$/.test(pathname);
  const docId = new URLSearchParams(search).get('docId');
  return {
    showHome: !(pathname === '/home' || pathname.startsWith('/home/')),
    showBack: embedPage,
    showDashboardRefresh: embedPage && !!docId,
    showAssistant: !adminRoute && (isAllowed(permissions, 'viewOpenAi') || isAllowed(permissions, 'viewAiAssistant')),
    showUpload: !adminRoute && isAllowed(permissions, 'uploadAsset'),
    uploadDisabled: !hasSite,
    showSearchPrompt: pathname === '/search' || /^\/sites\/[^/]+\/search\/?$/.test(pathname),
  };
}

/**
 * The dashboard refresh marker: the document id and the time, encoded, in the `refresh` query value.
 * A new marker makes the embed page load the dashboard again.
 */
export function dashboardRefreshSearch(search: string, now = Date.now()): string {
  const params = new URLSearchParams(search);
  const docId = params.get('docId') ?? '';
  params.set('refresh', btoa(`${docId}:${now}`));
  return `?${params.toString()}`;
}
