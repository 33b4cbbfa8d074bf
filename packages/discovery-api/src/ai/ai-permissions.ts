import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';

/**
 * Who may use which AI feature on a site (spec §6): the AI Interact menu's tools (on an asset or collection) need
 * viewOpenAi or viewAiInteract; the assistant and the response tools, viewOpenAi or viewAiAssistant; the retrieval
 * assistant, viewRagAssistant; the content page's Analyze (automated insights, document_analyzer), analyzeInsights
 * (spec §2.6: "Analyze button (when analyzeInsights allowed)"). The front end hides what the server refuses here.
 */
export type AiFeature = 'interact' | 'assistant' | 'rag' | 'analyze';

const MESSAGES: Record<AiFeature, string> = {
  interact: 'You do not have permission to use the AI tools on this site.',
  assistant: 'You do not have permission to use the AI assistant on this site.',
  rag: 'You do not have permission to use the retrieval assistant on this site.',
  analyze: "You do not have permission to analyze this site's content.",
};

export function mayUseAi(access: Pick<SiteAccess, 'permissions'>, feature: AiFeature): boolean {
  const { permissions } = access;
  if (feature === 'rag') return permissions.viewRagAssistant;
  if (feature === 'analyze') return permissions.analyzeInsights;
  return permissions.viewOpenAi || (feature === 'interact' ? permissions.viewAiInteract : permissions.viewAiAssistant);
}

export function requireAiPermission(access: Pick<SiteAccess, 'permissions'>, feature: AiFeature): void {
  if (!mayUseAi(access, feature)) throw new HttpError(403, MESSAGES[feature]);
}
