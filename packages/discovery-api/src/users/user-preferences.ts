import {
  LANGUAGE_PATTERN,
  RESULT_RENDERERS,
  ROWS_PER_PAGE,
  type UserPreferences,
  type UserPreferencesChanges,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users, type StoredUserPreferences } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';

/** The preference keys (@portal/contracts UserPreferences), in the order the error messages list them. */
export const PREFERENCE_KEYS = ['resultRenderer', 'rowsPerPage', 'language'] as const;
type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

const invalid = (field: string, problem: string) =>
  new HttpError(400, `The request is not valid: body/${field} ${problem}.`);

/**
 * Checks the body of PUT strictly, before Fastify's own validation: that one coerces types ("25" → 25)
 * and silently drops unknown keys, where the caller should learn which key is wrong.
 */
export function checkPreferenceChanges(body: unknown): UserPreferencesChanges {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(
      400,
      `The request is not valid: body must be an object with any of ${PREFERENCE_KEYS.join(', ')}.`,
    );
  }
  const changes: UserPreferencesChanges = {};
  for (const [key, value] of Object.entries(body)) {
    if (!(PREFERENCE_KEYS as readonly string[]).includes(key)) {
      throw invalid(key, `is not a preference (use ${PREFERENCE_KEYS.join(', ')})`);
    }
    const name = key as PreferenceKey;
    if (value === null) {
      changes[name] = null;
    } else if (name === 'resultRenderer') {
      if (!(RESULT_RENDERERS as readonly unknown[]).includes(value))
        throw invalid(name, `must be one of ${RESULT_RENDERERS.join(', ')} or null`);
      changes.resultRenderer = value as (typeof RESULT_RENDERERS)[number];
    } else if (name === 'rowsPerPage') {
      if (
        typeof value !== 'number' ||
        !Number.isInteger(value) ||
        value < ROWS_PER_PAGE.minimum ||
        value > ROWS_PER_PAGE.maximum
      ) {
        throw invalid(
          name,
          `must be a whole number from ${ROWS_PER_PAGE.minimum} to ${ROWS_PER_PAGE.maximum}, or null`,
        );
      }
      changes.rowsPerPage = value;
    } else {
      if (typeof value !== 'string' || !LANGUAGE_PATTERN.test(value))
        throw invalid(name, "must be a language code such as 'en' or 'pt-BR', or null");
      changes.language = value;
    }
  }
  return changes;
}

/** The stored choices with every key present (null for those never chosen). */
export function toUserPreferences(stored: StoredUserPreferences | null | undefined): UserPreferences {
  return {
    resultRenderer: stored?.resultRenderer ?? null,
    rowsPerPage: stored?.rowsPerPage ?? null,
    language: stored?.language ?? null,
  };
}

/**
 * Merges the changes into the user's stored preferences in one statement (so two tabs saving different
 * keys at once both win); keys set to null are removed by jsonb_strip_nulls.
 */
export async function updateUserPreferences(
  db: Database,
  userId: number,
  changes: UserPreferencesChanges,
): Promise<UserPreferences> {
  const [row] = await db
    .update(users)
    .set({
      preferences: sql`jsonb_strip_nulls(${users.preferences} || ${JSON.stringify(changes)}::jsonb)`,
      updated: new Date(),
    })
    .where(eq(users.userId, userId))
    .returning({ preferences: users.preferences });
  if (!row) throw new Error(`Saving the preferences of user ${userId} returned no row.`);
  return toUserPreferences(row.preferences);
}
