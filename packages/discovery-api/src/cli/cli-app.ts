import Fastify from 'fastify';
import { ConfigError, loadConfig } from '../config/portal-config.js';
import blobStorage from '../plugins/app/blob-storage.js';
import database from '../plugins/app/database.js';
import search from '../plugins/app/search.js';

/**
 * The parts of the server the command line needs (database with its migrations, blob storage, search engine),
 * from the same configuration (PORTAL_DATA_DIR, DATABASE_URL, AZURE_STORAGE_CONNECTION_STRING, EMBEDDINGS_*),
 * without listening. The embedded database belongs to one process: stop the server before importing into its
 * data folder.
 */
export async function startCliApp() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  // The log goes to stderr: stdout carries what a command answers (`search --json` is read line by line by scripts).
  const app = Fastify({
    pluginTimeout: 180_000,
    logger: { level: process.env.LOG_LEVEL ?? 'warn', stream: process.stderr },
  });
  app.decorate('config', config);
  await app.register(database);
  await app.register(blobStorage);
  await app.register(search);
  await app.ready();
  return app;
}

export type CliApp = Awaited<ReturnType<typeof startCliApp>>;
