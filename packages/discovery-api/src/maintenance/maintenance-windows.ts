import { asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { maintenanceWindows, type MaintenanceWindow } from '../db/schema/index.js';

/** The window in progress, else the next one scheduled; undefined when none is. */
export async function currentOrNextMaintenanceWindow(db: Database): Promise<MaintenanceWindow | undefined> {
  const [row] = await db
    .select()
    .from(maintenanceWindows)
    .where(gt(maintenanceWindows.endsAt, new Date()))
    .orderBy(asc(maintenanceWindows.startsAt))
    .limit(1);
  return row;
}

export async function scheduleMaintenanceWindow(
  db: Database,
  window: { start: Date; end: Date; message: string | null },
): Promise<MaintenanceWindow> {
  const [row] = await db
    .insert(maintenanceWindows)
    .values({ startsAt: window.start, endsAt: window.end, message: window.message })
    .returning();
  if (!row) throw new Error('Storing the maintenance window returned no row.');
  return row;
}

/** Whether there was such a window to cancel. */
export async function cancelMaintenanceWindow(db: Database, maintenanceWindowId: number): Promise<boolean> {
  const removed = await db
    .delete(maintenanceWindows)
    .where(eq(maintenanceWindows.maintenanceWindowId, maintenanceWindowId))
    .returning({ id: maintenanceWindows.maintenanceWindowId });
  return removed.length > 0;
}
