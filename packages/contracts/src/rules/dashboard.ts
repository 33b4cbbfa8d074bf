import type { SearchDocument } from '../entities/search.js';

export type DashboardFields = Pick<SearchDocument, 'content_types' | 'external_url' | 'external_url_action'>;

/**
 * Spec §3 Document and §5 "dashboard access needs a dashboards content type, a non-blank external URL and an action
 * other than none": a document is a dashboard if its first content type is dashboards; it has a dashboard if it also
 * has an external URL and an action other than none (no action counts as none). The shell's dashboard refresh and
 * the content page's dashboard access both follow it.
 */
export function hasDashboard(document: DashboardFields): boolean {
  const isDashboard = document.content_types[0]?.trim().toLowerCase() === 'dashboards';
  const action = document.external_url_action?.trim().toLowerCase();
  return isDashboard && !!document.external_url?.trim() && !!action && action !== 'none';
}
