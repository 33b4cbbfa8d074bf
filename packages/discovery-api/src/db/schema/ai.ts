import { relations } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { deploymentIndexes } from './deployments.js';
import { users } from './users.js';

/**
 * An AI service address. The key columns hold ciphertext: the API encrypts them with AES-GCM before
 * writing and decrypts them only for its own outgoing calls; they are never returned to a browser.
 */
export const aiEndpoints = pgTable('ai_endpoints', {
  aiEndpointId: serial().primaryKey(),
  /**
   * Which service answers (AI_PROVIDER_KINDS): 'local' (the portal's own extractive assistant; the endpoint URL is
   * the portal's own API), 'openai' (any OpenAI-compatible server: POST {endpointUrl}/chat/completions with a bearer
   * key) or 'azure-openai' (POST {endpointUrl}/openai/deployments/{deploymentName}/chat/completions with an api-key).
   */
  provider: text().notNull().default('openai'),
  endpointUrl: text().notNull(),
  authorizationKeyEncrypted: text(),
  apimEndpointUrl: text(),
  apimSubscriptionKeyEncrypted: text(),
  /**
   * Whether the service is on the organisation's own network, so that its address may be a loopback, link-local or
   * private one (ai/providers/outbound-guard.ts refuses those otherwise). Only a portal administrator sets it, and a
   * change of address by anyone else clears it.
   */
  internalNetwork: boolean().notNull().default(false),
});

/** Kinds of AI deployment by code, e.g. 'rag' for the retrieval assistant; seeded by the migration. */
export const aiDeploymentTypes = pgTable('ai_deployment_types', {
  aiDeploymentTypeId: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
});

/** The AI model deployment a site uses for one kind of AI feature. */
export const aiDeployments = pgTable(
  'ai_deployments',
  {
    aiDeploymentId: serial().primaryKey(),
    deploymentName: text().notNull(),
    aiDeploymentTypeId: integer()
      .notNull()
      .references(() => aiDeploymentTypes.aiDeploymentTypeId, { onDelete: 'restrict' }),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    aiEndpointId: integer()
      .notNull()
      .references(() => aiEndpoints.aiEndpointId, { onDelete: 'cascade' }),
  },
  (table) => [
    unique('ai_deployments_deployment_index_id_type_unique').on(table.deploymentIndexId, table.aiDeploymentTypeId),
    index('ai_deployments_ai_deployment_type_id_idx').on(table.aiDeploymentTypeId),
    index('ai_deployments_ai_endpoint_id_idx').on(table.aiEndpointId),
  ],
);

/**
 * One AI call of a user (ask, retrieval, response generator): the per-user limit counts these, and the tokens an
 * OpenAI-compatible provider reported are kept per call (null for the local provider). Activity, not audited.
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    aiCallId: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    /** 'ask', 'rag', 'responses' or 'analyzeDocument', and the interaction (a chat role) for 'ask' and 'analyzeDocument'. */
    call: text().notNull(),
    interaction: text(),
    provider: text().notNull(),
    model: text().notNull(),
    /** 'ok', 'error' or 'cancelled'. */
    outcome: text().notNull(),
    promptTokens: integer(),
    completionTokens: integer(),
    durationMs: integer().notNull(),
  },
  (table) => [index('ai_calls_user_at_idx').on(table.userId, table.at)],
);

export const aiEndpointsRelations = relations(aiEndpoints, ({ many }) => ({
  aiDeployments: many(aiDeployments),
}));

export const aiDeploymentsRelations = relations(aiDeployments, ({ one }) => ({
  aiEndpoint: one(aiEndpoints, { fields: [aiDeployments.aiEndpointId], references: [aiEndpoints.aiEndpointId] }),
  aiDeploymentType: one(aiDeploymentTypes, {
    fields: [aiDeployments.aiDeploymentTypeId],
    references: [aiDeploymentTypes.aiDeploymentTypeId],
  }),
  deploymentIndex: one(deploymentIndexes, {
    fields: [aiDeployments.deploymentIndexId],
    references: [deploymentIndexes.deploymentIndexId],
  }),
}));

export type AiEndpoint = typeof aiEndpoints.$inferSelect;
export type NewAiEndpoint = typeof aiEndpoints.$inferInsert;
export type AiDeploymentType = typeof aiDeploymentTypes.$inferSelect;
export type NewAiDeploymentType = typeof aiDeploymentTypes.$inferInsert;
export type AiDeployment = typeof aiDeployments.$inferSelect;
export type NewAiDeployment = typeof aiDeployments.$inferInsert;
export type AiCall = typeof aiCalls.$inferSelect;
export type NewAiCall = typeof aiCalls.$inferInsert;
