import { BehaviorSubject } from 'rxjs';
import { siteAbilitiesOf, type Citation, type PermissionMap } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import { createTestPlatform, renderWithPlatform, TEST_API_BASE, testSiteContext } from '@portal/test-utils';
import { ToolsRoutes } from '../app/tools-routes';

/** What an AI user (the role table's aiUser) may do on the test site. */
export const AI_USER = siteAbilitiesOf(['aiUser']).permissions;
export const GET_RESPONSES = `${TEST_API_BASE}/v2/reponseGenerator/getResponses`;
/** The provider the local extractive assistant names in a generated response. */
export const LOCAL_RESPONDER = { kind: 'local', label: 'Local extractive assistant', model: 'extractive-v1' } as const;

/** Source n of a drafted section, on the test site (12). */
export const citation = (n: number, title: string): Citation => ({
  n,
  documentid: `doc-${n}`,
  title,
  url: `/sites/12/content/doc-${n}/home`,
  passage: `What ${title} says.`,
});

/** Renders the AI remote's tools routes at `path`, on the test site (12), for a user with `permissions`. */
export function renderToolsPage(path: string, permissions: PermissionMap = AI_USER) {
  const platform = createTestPlatform({
    path,
    site$: new BehaviorSubject<SiteContext | null>(testSiteContext()),
    permissions$: new BehaviorSubject<PermissionMap>(permissions),
  });
  return renderWithPlatform(<ToolsRoutes />, { platform });
}
