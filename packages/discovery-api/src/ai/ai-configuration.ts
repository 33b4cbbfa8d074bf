import {
  AI_PROVIDER_KINDS,
  type AiConfiguration,
  type AiDeploymentSettings,
  type AiDeploymentUpdate,
  type AiProviderKind,
} from '@portal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { aiDeployments, aiDeploymentTypes, aiEndpoints } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { secretBoxFor } from '../security/secret-box.js';
import { isPlainlyPrivateUrl } from './providers/outbound-guard.js';
import type { SiteAccess } from '../sites/site-access.js';
import { aiDeploymentTypeByCode, aiDeploymentTypeCodes, siteAiDeployments } from './site-ai-deployments.js';

/** The endpoint address the local provider is stored with: the portal's own API (the demo's retrieval endpoint is the portal's own). */
export const LOCAL_AI_ENDPOINT_URL = '/api/v2/assistant';

const kindOf = (provider: string): AiProviderKind =>
  (AI_PROVIDER_KINDS as readonly string[]).includes(provider) ? (provider as AiProviderKind) : 'openai';

type KeyField = 'authorizationKey' | 'apimSubscriptionKey';

/**
 * Why a save that changes where a deployment's calls go is refused when it keeps a stored key: the key was entered
 * for the old address, and an administrator who may not read it must not be able to send it somewhere else.
 */
export const KEY_NEEDED_AGAIN = (field: KeyField) =>
  `The request is not valid: body/${field} must be entered again (or removed with ''), because the provider or an address changed: a stored key is sent only to the address it was entered for.`;

/** Why a site administrator's save that marks an endpoint internal (or not) is refused. */
export const INTERNAL_NETWORK_ADMINS_ONLY =
  'Only a portal administrator may mark an AI endpoint as on the internal network (internalNetwork).';

/** GPT configuration is for the site's administrators (the role table's site.configureAi) and portal administrators. */
export function requireAiConfiguration(access: SiteAccess): void {
  if (!access.abilities.site.has('configureAi'))
    throw new HttpError(403, "Only the site's administrators may change its AI configuration.");
}

/** GET v2/aideployments/configuration: the site's AI deployments as GPT configuration shows them, keys never sent. */
export async function aiConfigurationOf(app: FastifyInstance, access: SiteAccess): Promise<AiConfiguration> {
  requireAiConfiguration(access);
  const rows = await siteAiDeployments(app.db, access.site.deploymentIndexId);
  const types = await app.db
    .select({ code: aiDeploymentTypes.code, name: aiDeploymentTypes.name })
    .from(aiDeploymentTypes)
    .orderBy(aiDeploymentTypes.aiDeploymentTypeId);
  return {
    deployments: rows.map((row): AiDeploymentSettings => ({
      aiDeploymentType: row.typeCode,
      aiDeploymentTypeName: row.typeName,
      provider: kindOf(row.endpoint.provider),
      deploymentName: row.deploymentName,
      endpointUrl: row.endpoint.endpointUrl,
      apimEndpointUrl: row.endpoint.apimEndpointUrl,
      hasAuthorizationKey: Boolean(row.endpoint.authorizationKeyEncrypted),
      hasApimSubscriptionKey: Boolean(row.endpoint.apimSubscriptionKeyEncrypted),
      internalNetwork: row.endpoint.internalNetwork,
    })),
    types,
    canMarkInternalNetwork: access.user.isAdministrator,
  };
}

/**
 * PUT v2/aideployments/configuration: sets which service answers one kind of the site's AI calls. The keys are sealed
 * (security/secret-box.ts) before they are written and never answered; a key left out keeps the stored one, '' removes
 * it. A stored key is kept only while the provider, the endpoint URL and the API Management URL stay as they were:
 * changing any of them without entering the keys again is refused (KEY_NEEDED_AGAIN), so that a key is never sent
 * to an address other than the one it was entered for, nor copied with a shared endpoint to a new one. An endpoint
 * another deployment shares is not changed under it: this deployment gets its own copy. The local provider needs no
 * endpoint or key. Every change is in the audit log, its keys redacted.
 */
export async function saveAiDeployment(
  app: FastifyInstance,
  access: SiteAccess,
  update: AiDeploymentUpdate,
): Promise<AiConfiguration> {
  requireAiConfiguration(access);
  const type = await aiDeploymentTypeByCode(app.db, update.aiDeploymentType);
  if (!type) {
    const known = await aiDeploymentTypeCodes(app.db);
    throw new HttpError(
      400,
      `The request is not valid: body/aiDeploymentType '${update.aiDeploymentType}' is not a known AI deployment type (${known.join(', ')}).`,
    );
  }
  const local = update.provider === 'local';
  if (!local && !update.endpointUrl)
    throw new HttpError(
      400,
      'The request is not valid: body/endpointUrl is required for an OpenAI-compatible or Azure OpenAI service.',
    );
  if (update.internalNetwork !== undefined && !access.user.isAdministrator)
    throw new HttpError(403, INTERNAL_NETWORK_ADMINS_ONLY);
  const box = await secretBoxFor(app.config.dataDir);
  const siteId = access.site.deploymentIndexId;
  await app.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ deployment: aiDeployments, endpoint: aiEndpoints })
      .from(aiDeployments)
      .innerJoin(aiEndpoints, eq(aiEndpoints.aiEndpointId, aiDeployments.aiEndpointId))
      .where(
        and(eq(aiDeployments.deploymentIndexId, siteId), eq(aiDeployments.aiDeploymentTypeId, type.aiDeploymentTypeId)),
      );
    const endpointUrl = local ? LOCAL_AI_ENDPOINT_URL : update.endpointUrl!;
    const apimEndpointUrl = local ? null : (update.apimEndpointUrl ?? null);
    // A stored key goes only where it was entered for: kept while the provider and both addresses stay as they are.
    const sameDestination =
      existing !== undefined &&
      existing.endpoint.provider === update.provider &&
      existing.endpoint.endpointUrl === endpointUrl &&
      (existing.endpoint.apimEndpointUrl ?? null) === apimEndpointUrl;
    const sealed = (field: KeyField, stored: string | null | undefined) => {
      const key = update[field];
      if (local || key === '') return null;
      if (key !== undefined) return box.encrypt(key);
      if (stored && !sameDestination) throw new HttpError(400, KEY_NEEDED_AGAIN(field));
      return stored ?? null;
    };
    // An endpoint on the organisation's own network is a portal administrator's call: set by one, kept while the
    // addresses stay as they are, cleared when anyone else moves them (ai/providers/outbound-guard.ts).
    const internalNetwork =
      !local && (update.internalNetwork ?? (sameDestination && existing.endpoint.internalNetwork));
    for (const [field, url] of [
      ['endpointUrl', local ? null : endpointUrl],
      ['apimEndpointUrl', apimEndpointUrl],
    ] as const) {
      if (url && !internalNetwork && isPlainlyPrivateUrl(url))
        throw new HttpError(
          400,
          `The request is not valid: body/${field} is a loopback or private address, which the portal does not call. Only a portal administrator may mark an endpoint as internal (internalNetwork).`,
        );
    }
    const values = {
      provider: update.provider,
      internalNetwork,
      endpointUrl,
      authorizationKeyEncrypted: sealed('authorizationKey', existing?.endpoint.authorizationKeyEncrypted),
      apimEndpointUrl,
      apimSubscriptionKeyEncrypted: sealed('apimSubscriptionKey', existing?.endpoint.apimSubscriptionKeyEncrypted),
    };
    let endpointId = existing?.endpoint.aiEndpointId;
    const shared =
      endpointId !== undefined &&
      (
        await tx
          .select({ id: aiDeployments.aiDeploymentId })
          .from(aiDeployments)
          .where(
            and(
              eq(aiDeployments.aiEndpointId, endpointId),
              ne(aiDeployments.aiDeploymentId, existing!.deployment.aiDeploymentId),
            ),
          )
          .limit(1)
      ).length > 0;
    if (endpointId === undefined || shared) {
      const [created] = await tx.insert(aiEndpoints).values(values).returning({ id: aiEndpoints.aiEndpointId });
      endpointId = created!.id;
    } else await tx.update(aiEndpoints).set(values).where(eq(aiEndpoints.aiEndpointId, endpointId));
    if (existing) {
      await tx
        .update(aiDeployments)
        .set({ deploymentName: update.deploymentName, aiEndpointId: endpointId })
        .where(eq(aiDeployments.aiDeploymentId, existing.deployment.aiDeploymentId));
    } else {
      await tx.insert(aiDeployments).values({
        deploymentName: update.deploymentName,
        aiDeploymentTypeId: type.aiDeploymentTypeId,
        deploymentIndexId: siteId,
        aiEndpointId: endpointId,
      });
    }
  });
  return aiConfigurationOf(app, access);
}
