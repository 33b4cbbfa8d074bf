import { AI_PROVIDER_KINDS, AI_PROVIDER_LABELS, type AiProviderInfo, type AiProviderKind } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { DeploymentIndex } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { secretBoxFor } from '../security/secret-box.js';
import { createChatModel, type ChatModel } from './providers/chat-model.js';
import { siteAiDeploymentWithKeys } from './site-ai-deployments.js';

/** Which service answers a site's AI calls of one kind, said plainly in every answer. */
export type SiteAi =
  { kind: 'local'; info: AiProviderInfo } | { kind: 'openai' | 'azure-openai'; info: AiProviderInfo; model: ChatModel };

/** The local extractive assistant: the embedded default, and what a site without an AI deployment uses. */
export const LOCAL_AI: SiteAi = {
  kind: 'local',
  info: { kind: 'local', label: AI_PROVIDER_LABELS.local, model: 'extractive' },
};

const isKind = (value: string): value is AiProviderKind => (AI_PROVIDER_KINDS as readonly string[]).includes(value);

/**
 * The service that answers a site's AI calls of a type: 'openai' (the assistant, the AI tools, the response
 * generator) or 'rag' (the retrieval assistant). Its deployment's endpoint keys are unsealed here, for the server's
 * own call, and never leave the server. A site without an 'openai' deployment uses the local extractive assistant;
 * the retrieval assistant needs its deployment (spec §6: viewRagAssistant plus endpoint info): 404 without one.
 */
export async function siteAi(app: FastifyInstance, site: DeploymentIndex, typeCode: 'openai' | 'rag'): Promise<SiteAi> {
  const row = await siteAiDeploymentWithKeys(app.db, site.deploymentIndexId, typeCode);
  if (!row) {
    if (typeCode === 'openai') return LOCAL_AI;
    throw new HttpError(404, `No retrieval assistant ('rag') is configured for the site ${site.name}.`);
  }
  const kind = isKind(row.endpoint.provider) ? row.endpoint.provider : 'openai';
  if (kind === 'local') return LOCAL_AI;
  const box = await secretBoxFor(app.config.dataDir);
  const unseal = (sealed: string | null) => (sealed ? box.decrypt(sealed) : null);
  return {
    kind,
    info: { kind, label: AI_PROVIDER_LABELS[kind], model: row.deploymentName },
    model: createChatModel({
      kind,
      endpointUrl: row.endpoint.endpointUrl,
      deploymentName: row.deploymentName,
      apiKey: unseal(row.endpoint.authorizationKeyEncrypted),
      apimEndpointUrl: row.endpoint.apimEndpointUrl,
      apimSubscriptionKey: unseal(row.endpoint.apimSubscriptionKeyEncrypted),
      timeoutMs: app.config.ai.timeoutMs,
      internalNetwork: row.endpoint.internalNetwork,
      log: app.log,
    }),
  };
}
