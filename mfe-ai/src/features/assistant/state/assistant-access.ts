import { isAllowed, type PermissionMap } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';

/** The assistant (top bar's assistant button) needs viewOpenAi or viewAiAssistant (spec §6). */
export const mayUseAssistant = (permissions: PermissionMap): boolean =>
  isAllowed(permissions, 'viewOpenAi') || isAllowed(permissions, 'viewAiAssistant');

/** The retrieval assistant needs viewRagAssistant plus the site's endpoint info (spec §6). */
export const mayUseRetrievalAssistant = (permissions: PermissionMap, site: SiteContext | null): boolean =>
  isAllowed(permissions, 'viewRagAssistant') && !!site?.ragEndpoint;
