import type { PortalApp } from './app.js';
import { ConfigError, loadConfig, type PortalConfig } from './config/portal-config.js';
import { shutdownTimeoutMs } from './config/shutdown-settings.js';

/** The configuration from the environment; a bad variable is named and the process exits (1). */
export function readConfig(): PortalConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Shuts down on SIGTERM (from main.ts or the instances' primary, cluster.ts, which runs this process and stops it when it takes longer than
 * SHUTDOWN_TIMEOUT_MS): the HTTP server stops taking calls and lets those under way finish, then pg-boss, Azurite and
 * the database close (the app's onClose hooks). A shutdown that has not finished a second before that time ends the
 * process itself. Run on its own (no main.ts), SIGINT shuts down too.
 */
export function closeOnSignals(app: PortalApp) {
  const timeoutMs = shutdownTimeoutMs();
  let closing = false;
  const close = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting for shutdown to finish`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: shutting down`);
    setTimeout(() => {
      app.log.error(`The shutdown did not finish within ${(timeoutMs - 1000) / 1000} s: exiting`);
      process.exit(1);
    }, timeoutMs - 1000).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  if (process.env.PORTAL_SUPERVISED === '1') {
    // Ctrl-C reaches the whole process group: main.ts turns it into one SIGTERM for this process.
    process.on('SIGINT', () => undefined);
    // main.ts gone (killed): shut down rather than run on without it.
    process.on('disconnect', () => void close('disconnect'));
  } else process.on('SIGINT', () => void close('SIGINT'));
}
