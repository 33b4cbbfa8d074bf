import { relations } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { deploymentIndexes } from './deployments.js';

/**
 * An AI service address. The key columns hold ciphertext: the API encrypts them with AES-GCM before
 * writing and decrypts them only for its own outgoing calls; they are never returned to a browser.
 */
export const aiEndpoints = pgTable('ai_endpoints', {
  aiEndpointId: serial().primaryKey(),
  endpointUrl: text().notNull(),
  authorizationKeyEncrypted: text(),
  apimEndpointUrl: text(),
  apimSubscriptionKeyEncrypted: text(),
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
