/**
 * PORTAL_DEMO_LIBRARY: 'off' (or false, 0, no) starts the demo deployment without its demo library (no master
 * metadata sets, no demo documents). Default on. The API tests turn it off (src/test/test-server.ts): their
 * servers start from sites without metadata sets or documents, and an idle ingest worker.
 */
export const DEMO_LIBRARY_ENV = 'PORTAL_DEMO_LIBRARY';

export function demoLibraryEnabled(env: Record<string, string | undefined> = process.env): boolean {
  const value = env[DEMO_LIBRARY_ENV]?.trim().toLowerCase();
  return !(value === 'off' || value === 'false' || value === '0' || value === 'no');
}
