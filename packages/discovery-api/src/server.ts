import { buildApp } from './app.js';
import type { PortalConfig } from './config/portal-config.js';
import { closeOnSignals, readConfig } from './close-on-signals.js';
import { demoAccounts } from './identity/demo-accounts.js';

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

const config = readConfig();
const app = await buildApp(config);
closeOnSignals(app);
await app.listen({ port: config.port, host: config.listenHost });
// Several instances (cluster.ts) share the port: the first says where the portal is.
if ((process.env.PORTAL_INSTANCE ?? '1') === '1') printWelcome(config);
