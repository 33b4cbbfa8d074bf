import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.js';
import { oidcModels } from '../db/schema/index.js';

/** Stores every oidc-provider model (Session, Grant, AccessToken, …) as a row of `oidc_models`. */
export function createOidcAdapterFactory(db: Database): AdapterFactory {
  return (modelName) => new PostgresOidcAdapter(db, modelName);
}

class PostgresOidcAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const columns = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcModels)
      .values({ id, type: this.type, ...columns })
      .onConflictDoUpdate({ target: [oidcModels.type, oidcModels.id], set: columns });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findOne(eq(oidcModels.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findOne(eq(oidcModels.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findOne(eq(oidcModels.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcModels)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oidcModels.type, this.type), eq(oidcModels.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcModels).where(and(eq(oidcModels.type, this.type), eq(oidcModels.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcModels).where(and(eq(oidcModels.type, this.type), eq(oidcModels.grantId, grantId)));
  }

  private async findOne(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcModels.payload, consumedAt: oidcModels.consumedAt })
      .from(oidcModels)
      .where(
        and(
          eq(oidcModels.type, this.type),
          condition,
          or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, sql`now()`)),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const consumed = row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {};
    return { ...(row.payload as AdapterPayload), ...consumed };
  }
}

/** Rows past their expiry are never read again; removing them keeps the table small. */
export async function deleteExpiredOidcModels(db: Database): Promise<void> {
  await db.delete(oidcModels).where(sql`${oidcModels.expiresAt} < now()`);
}
