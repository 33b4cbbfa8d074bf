import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Everything the embedded OpenID provider persists (sessions, grants, codes, tokens, interactions), one row per model instance. */
export const oidcModels = pgTable(
  'oidc_models',
  {
    id: text().notNull(),
    type: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.id] }),
    index('oidc_models_grant_id_idx').on(table.grantId),
    index('oidc_models_user_code_idx').on(table.userCode),
    index('oidc_models_uid_idx').on(table.uid),
    index('oidc_models_expires_at_idx').on(table.expiresAt),
  ],
);

export type OidcModel = typeof oidcModels.$inferSelect;
