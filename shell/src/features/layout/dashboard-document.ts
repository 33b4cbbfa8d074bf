import type { SearchDocument } from '@portal/contracts';

export type DashboardFields = Pick<SearchDocument, 'content_types' | 'external_url' | 'external_url_action'>;

/**
 * Spec §3 Document: a document is a dashboard if its first content type is dashboards; it has a
 * dashboard if it also has an external URL and an action other than none (no action counts as none).
 */
export function hasDashboard(document: DashboardFields): boolean {
  const isDashboard = document.content_types[0]?.trim().toLowerCase() === 'dashboards';
  const action = document.external_url_action?.trim().toLowerCase();
  return isDashboard && !!document.external_url?.trim() && !!action && action !== 'none';
}
