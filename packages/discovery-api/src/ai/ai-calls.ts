import type { AiUsage, TokenUsage } from '@portal/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { aiCalls } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { RateLimitState } from '../limits/rate-limits.js';
import type { SiteAccess } from '../sites/site-access.js';
import { passedItsTimeLimit } from './providers/chat-model.js';

export interface AiCallStart {
  /** The call: ask, rag, responses, or analyzeDocument (the Content Analyzer, on a document not in the library). */
  call: 'ask' | 'rag' | 'responses' | 'analyzeDocument';
  interaction?: string;
  provider: string;
  model: string;
}

/** Who an AI call is counted for in the rate limits (plugins/app/rate-limits.ts callerOf: the user by email). */
const aiCaller = (access: SiteAccess) => `user:${access.user.email.toLowerCase()}`;

/**
 * The per-user limit on AI calls (AI_CALLS_PER_HOUR, across the portal), one of the rate limits (limits/rate-limits.ts:
 * its kind 'ai', windows of an hour on the clock): a call is counted from the moment it starts, in one statement, so
 * calls made at once cannot pass the limit together. Over it: 429 with Retry-After, saying when the user may ask again,
 * and the call is not recorded. Returns the recorded call's id, to be finished with its outcome and tokens.
 */
export async function startAiCall(app: FastifyInstance, access: SiteAccess, start: AiCallStart): Promise<number> {
  const state = await app.rateLimits.limiter.take('ai', aiCaller(access));
  if (state.exceeded) throw overTheLimit(app, state);
  const [row] = await app.db
    .insert(aiCalls)
    .values({
      userId: access.user.userId,
      deploymentIndexId: access.site.deploymentIndexId,
      call: start.call,
      interaction: start.interaction ?? null,
      provider: start.provider,
      model: start.model,
      outcome: 'running',
      durationMs: 0,
    })
    .returning({ id: aiCalls.aiCallId });
  return row!.id;
}

/** The 429 of a user over their AI limit, saying when they may ask again. */
function overTheLimit(app: FastifyInstance, state: RateLimitState): HttpError {
  const minutes = Math.max(1, Math.ceil(state.retryAfterSeconds / 60));
  return new HttpError(
    429,
    `You have used your ${app.config.ai.callsPerHour} AI requests for this hour. You can ask again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { 'retry-after': String(state.retryAfterSeconds) },
  );
}

/**
 * The same refusal for a user already at their limit, counting nothing: for work that comes before the call starts
 * (reading a document to analyse), so that a user with no calls left is not given that work. The call itself still
 * counts as it starts (startAiCall), which decides when two come at once.
 */
export async function requireAiCallsLeft(app: FastifyInstance, access: SiteAccess): Promise<void> {
  const state = await app.rateLimits.limiter.peek('ai', aiCaller(access));
  if (state.exceeded) throw overTheLimit(app, state);
}

/** How a failed call is recorded: 'cancelled' when its caller closed it, 'error' otherwise (its time limit included). */
export const failureOutcome = (signal: AbortSignal): 'error' | 'cancelled' =>
  signal.aborted && !passedItsTimeLimit(signal) ? 'cancelled' : 'error';

/** Records how a call ended, how long it took and the tokens the service reported (null for the local provider). */
export async function finishAiCall(
  app: FastifyInstance,
  id: number,
  outcome: 'ok' | 'error' | 'cancelled',
  startedAt: number,
  result: { usage?: TokenUsage | null; model?: string } = {},
): Promise<void> {
  await app.db
    .update(aiCalls)
    .set({
      outcome,
      durationMs: Math.round(performance.now() - startedAt),
      promptTokens: result.usage?.promptTokens ?? null,
      completionTokens: result.usage?.completionTokens ?? null,
      ...(result.model ? { model: result.model } : {}),
    })
    .where(eq(aiCalls.aiCallId, id));
}

/** The user's calls this hour against their limit, and the tokens their calls used this calendar month. */
export async function aiUsageOf(app: FastifyInstance, access: SiteAccess): Promise<AiUsage> {
  const hour = await app.rateLimits.limiter.peek('ai', aiCaller(access));
  const [month] = await app.db
    .select({
      tokens: sql<number>`coalesce(sum(coalesce(${aiCalls.promptTokens}, 0) + coalesce(${aiCalls.completionTokens}, 0)), 0)::int`,
    })
    .from(aiCalls)
    .where(and(eq(aiCalls.userId, access.user.userId), gt(aiCalls.at, sql`date_trunc('month', now())`)));
  return {
    callsThisHour: Math.min(hour.count, hour.max),
    callsPerHour: app.config.ai.callsPerHour,
    tokensThisMonth: Number(month?.tokens ?? 0),
  };
}
