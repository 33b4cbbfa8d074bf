import { isAllowed, type PermissionMap } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';

/** Whether the tools open, and on which site: they need viewOpenAi or viewAiAssistant there (spec §6). */
export type ToolsAccess =
  { kind: 'noSite' } | { kind: 'denied'; siteName: string } | { kind: 'allowed'; siteId: number; siteName: string };

export function toolsAccessOf(site: SiteContext | null, permissions: PermissionMap): ToolsAccess {
  if (!site) return { kind: 'noSite' };
  const siteName = site.site.name;
  return isAllowed(permissions, 'viewOpenAi') || isAllowed(permissions, 'viewAiAssistant')
    ? { kind: 'allowed', siteId: site.site.deploymentIndexId, siteName }
    : { kind: 'denied', siteName };
}
