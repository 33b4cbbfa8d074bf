import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { systemMessages, type SystemMessage } from '../db/schema/index.js';

async function newestActive(db: Database, scope: SQL): Promise<SystemMessage | undefined> {
  const [row] = await db
    .select()
    .from(systemMessages)
    .where(and(scope, eq(systemMessages.active, true)))
    .orderBy(desc(systemMessages.created), desc(systemMessages.systemMessageId))
    .limit(1);
  return row;
}

/** The newest active banner message of the site, else the newest active system-wide one. */
export async function activeSystemMessage(
  db: Database,
  deploymentIndexId: number | undefined,
): Promise<SystemMessage | undefined> {
  return (
    (deploymentIndexId !== undefined
      ? await newestActive(db, eq(systemMessages.deploymentIndexId, deploymentIndexId))
      : undefined) ?? (await newestActive(db, isNull(systemMessages.deploymentIndexId)))
  );
}
