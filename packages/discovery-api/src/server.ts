import { buildApp, type PortalApp } from './app.js';
import { ConfigError, loadConfig, type PortalConfig } from './config/portal-config.js';
import { demoAccounts } from './identity/demo-accounts.js';

function readConfig(): PortalConfig {
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

function printWelcome(config: PortalConfig) {
  const lines = ['', `Discovery portal is running at ${config.publicUrl}`, `  API docs: ${config.publicUrl}/api/docs`];
  if (config.auth.embeddedProvider) {
    lines.push('', 'Demo sign-in accounts:');
    for (const account of demoAccounts) {
      lines.push(`  ${account.email.padEnd(28)} ${account.password}   (${account.role})`);
    }
  } else {
    lines.push(`  Sign-in: ${config.auth.authority}`);
  }
  lines.push('');
  console.log(lines.join('\n'));
}

function closeOnSignals(app: PortalApp) {
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting for shutdown to finish`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: shutting down`);
    try {
      // onClose hooks stop pg-boss, Azurite and the database after the HTTP server.
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

const config = readConfig();
const app = await buildApp(config);
closeOnSignals(app);
await app.listen({ port: config.port, host: config.listenHost });
printWelcome(config);
