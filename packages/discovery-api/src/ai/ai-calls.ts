import type { AiUsage, TokenUsage } from '@portal/contracts';
import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { aiCalls } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';
import { passedItsTimeLimit } from './providers/chat-model.js';

const HOUR_MS = 3_600_000;

export interface AiCallStart {
  call: 'ask' | 'rag' | 'responses';
  interaction?: string;
  provider: string;
  model: string;
}

/**
 * The per-user limit on AI calls (AI_CALLS_PER_HOUR, across the portal): a call is counted from the moment it starts
 * (a row 'running'), so calls made at once cannot pass the limit together. Over it: 429 saying when the user may ask
 * again. Returns the call's id, to be finished with its outcome and tokens.
 */
export async function startAiCall(app: FastifyInstance, access: SiteAccess, start: AiCallStart): Promise<number> {
  const limit = app.config.ai.callsPerHour;
  const since = new Date(Date.now() - HOUR_MS);
  return app.db.transaction(async (tx) => {
    // One user's calls are counted one at a time: concurrent calls wait for each other's row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ai_calls'), ${access.user.userId})`);
    const [used] = await tx
      .select({ calls: count(), first: min(aiCalls.at) })
      .from(aiCalls)
      .where(and(eq(aiCalls.userId, access.user.userId), gt(aiCalls.at, since)));
    if ((used?.calls ?? 0) >= limit) {
      const first = used?.first ? new Date(used.first).getTime() : Date.now();
      const minutes = Math.max(1, Math.ceil((first + HOUR_MS - Date.now()) / 60_000));
      throw new HttpError(
        429,
        `You have used your ${limit} AI requests for this hour. You can ask again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    const [row] = await tx
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
  });
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
export async function aiUsageOf(app: FastifyInstance, userId: number): Promise<AiUsage> {
  const since = new Date(Date.now() - HOUR_MS);
  const [hour] = await app.db
    .select({ calls: count() })
    .from(aiCalls)
    .where(and(eq(aiCalls.userId, userId), gt(aiCalls.at, since)));
  const [month] = await app.db
    .select({
      tokens: sql<number>`coalesce(sum(coalesce(${aiCalls.promptTokens}, 0) + coalesce(${aiCalls.completionTokens}, 0)), 0)::int`,
    })
    .from(aiCalls)
    .where(and(eq(aiCalls.userId, userId), gt(aiCalls.at, sql`date_trunc('month', now())`)));
  return {
    callsThisHour: hour?.calls ?? 0,
    callsPerHour: app.config.ai.callsPerHour,
    tokensThisMonth: Number(month?.tokens ?? 0),
  };
}
