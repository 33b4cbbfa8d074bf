import type { MaintenanceWindow, SystemMessage } from '@portal/contracts';

/**
 * The two notices the API gives without sign-in (GET /api/systemMessage, GET /api/maintenanceWindow);
 * 204 means there is none.
 */
export async function fetchSystemMessage(apiBase: string, deploymentIndexId: number): Promise<SystemMessage | null> {
  const response = await fetch(`${apiBase}/systemMessage?deploymentIndexId=${deploymentIndexId}`);
  if (response.status === 204) return null;
  if (!response.ok) throw new Error(`System message: status ${response.status}`);
  return (await response.json()) as SystemMessage;
}

export async function fetchMaintenanceWindow(apiBase: string): Promise<MaintenanceWindow | null> {
  const response = await fetch(`${apiBase}/maintenanceWindow`);
  if (response.status === 204) return null;
  if (!response.ok) throw new Error(`Maintenance window: status ${response.status}`);
  return (await response.json()) as MaintenanceWindow;
}

/** A short stable key for "this exact text was dismissed". */
export function textKey(text: string): string {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) | 0;
  return (hash >>> 0).toString(36);
}
