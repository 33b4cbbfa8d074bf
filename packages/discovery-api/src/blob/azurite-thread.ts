import { parentPort, workerData } from 'node:worker_threads';
import { startAzurite } from './start-azurite.js';

/**
 * The thread of startAzuriteOnThread (start-azurite.ts): starts Azurite's blob service here, tells the parent where it
 * listens, and closes it when the parent says so (its metadata saved first), then ends.
 */
const port = parentPort;
if (!port) throw new Error('azurite-thread runs as a worker thread');
try {
  const azurite = await startAzurite((workerData as { directory: string }).directory);
  port.once('message', () => {
    void azurite.close().then(
      () => port.close(),
      (error: unknown) => {
        port.postMessage({ closeError: String(error) });
        port.close();
      },
    );
  });
  port.postMessage({
    accountUrl: azurite.accountUrl,
    accountName: azurite.accountName,
    accountKey: azurite.accountKey,
  });
} catch (error) {
  port.postMessage({ startError: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  port.close();
}
