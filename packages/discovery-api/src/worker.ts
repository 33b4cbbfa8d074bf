import { buildApp } from './app.js';
import { closeOnSignals, readConfig } from './close-on-signals.js';

/**
 * A job worker process (`npm run portal -- worker`, or `serve --workers N`): the whole app on the same configuration
 * as the API instances (DATABASE_URL, AZURE_STORAGE_CONNECTION_STRING, …), with its job workers on and no HTTP
 * listener. It takes the queued jobs — ingest (text, thumbnails, video frames, passages, embeddings, index), built-in
 * BI exports, site duplications — from pg-boss on the shared PostgreSQL server, while the API instances run with
 * PORTAL_WORKERS=off and only queue them. What a job tells users (a failed upload) reaches their streams on the API
 * instances through LISTEN/NOTIFY. Several workers share the queues; a job whose worker died is taken again by another
 * once pg-boss expires it.
 */
const config = readConfig();
if (!config.databaseUrl) {
  console.error(
    'A worker process needs DATABASE_URL: the embedded database belongs to the one process that serves it.',
  );
  process.exit(1);
}
if (!config.azureStorageConnectionString) {
  console.error(
    'A worker process needs AZURE_STORAGE_CONNECTION_STRING: the files it processes are in the storage the API instances share.',
  );
  process.exit(1);
}
const app = await buildApp({ ...config, runWorkers: true });
closeOnSignals(app);
await app.ready();
app.log.info(`Job worker ${process.pid} is taking jobs`);
