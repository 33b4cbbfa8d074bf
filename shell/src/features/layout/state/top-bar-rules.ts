import { hasDashboard, isAllowed, type DashboardFields, type PermissionMap } from '@portal/contracts';

const EMBED_PAGE = /^\/sites\/([^/]+)\/asset\/embed\/?$/;

/** The document the embed page (`/sites/:indexId/asset/embed?docId=`) shows; null on every other page. */
export function embedPageDocument(pathname: string, search: string): { indexId: number; docId: string } | null {
  const indexId = Number(EMBED_PAGE.exec(pathname)?.[1]);
  const docId = new URLSearchParams(search).get('docId');
  return Number.isInteger(indexId) && indexId > 0 && docId ? { indexId, docId } : null;
}

/**
 * Route facts the top bar depends on (spec §2.5, §6). `embeddedDocument` is the embed page's document
 * once it has loaded: the dashboard refresh needs one with a dashboard.
 */
export function topBarRules(
  pathname: string,
  search: string,
  permissions: PermissionMap,
  hasSite: boolean,
  embeddedDocument: DashboardFields | null = null,
) {
  const adminRoute = pathname === '/admin' || pathname.startsWith('/admin/');
  return {
    showHome: !(pathname === '/home' || pathname.startsWith('/home/')),
    showBack: EMBED_PAGE.test(pathname),
    showDashboardRefresh: !!embedPageDocument(pathname, search) && !!embeddedDocument && hasDashboard(embeddedDocument),
    showAssistant: !adminRoute && (isAllowed(permissions, 'viewOpenAi') || isAllowed(permissions, 'viewAiAssistant')),
    // Spec §2.5: the upload button is there, disabled, while no site is chosen (the permission map is then empty);
    // with a site it shows for those who may upload to it.
    showUpload: !adminRoute && (!hasSite || isAllowed(permissions, 'uploadAsset')),
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
