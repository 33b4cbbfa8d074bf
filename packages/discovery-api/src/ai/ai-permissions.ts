import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';

/**
 * Who may use which AI feature on a site (spec §6): the AI Interact menu's tools (on an asset or collection) need
 * viewOpenAi or viewAiInteract; the assistant and the response tools, viewOpenAi or viewAiAssistant; the retrieval
 * assistant, viewRagAssistant. The front end hides what the server refuses here.
 */
export type AiFeature = 'interact' | 'assistant' | 'rag';

const MESSAGES: Record<AiFeature, string> = {
  interact: 'You do not have permission to use the AI tools on this site.',
  assistant: 'You do not have permission to use the AI assistant on this site.',
  rag: 'You do not have permission to use the retrieval assistant on this site.',
};

export function mayUseAi(access: Pick<SiteAccess, 'permissions'>, feature: AiFeature): boolean {
  const { permissions } = access;
  if (feature === 'rag') return permissions.viewRagAssistant;
  return permissions.viewOpenAi || (feature === 'interact' ? permissions.viewAiInteract : permissions.viewAiAssistant);
}

export function requireAiPermission(access: Pick<SiteAccess, 'permissions'>, feature: AiFeature): void {
  if (!mayUseAi(access, feature)) throw new HttpError(403, MESSAGES[feature]);
}
