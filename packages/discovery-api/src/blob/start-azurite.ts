import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

// Azurite ships no type declarations; these are the parts of its in-process blob server used here.
interface AzuriteBlobServer {
  start(): Promise<void>;
  close(): Promise<void>;
  getHttpServerAddress(): string;
}
type AzuriteBlobServerConstructor = new (configuration: unknown) => AzuriteBlobServer;
type AzuriteBlobConfigurationConstructor = new (...args: unknown[]) => unknown;

interface AzuriteBlobConstants {
  EMULATOR_ACCOUNT_NAME: string;
  EMULATOR_ACCOUNT_KEY_STR: string;
  DEFAULT_BLOB_KEEP_ALIVE_TIMEOUT: number;
  DEFAULT_WRITE_CONCURRENCY_PER_LOCATION: number;
}

export interface RunningAzurite {
  /** Path-style account URL, e.g. http://127.0.0.1:54321/devstoreaccount1 */
  accountUrl: string;
  accountName: string;
  accountKey: string;
  close(): Promise<void>;
}

// Azurite's main module pulls in the VS Code extension host, so its blob server is loaded directly (CommonJS).
const require = createRequire(import.meta.url);

/** Starts Azurite's blob service in this process on a free loopback port, persisting under `directory`. */
export async function startAzurite(directory: string): Promise<RunningAzurite> {
  const BlobServer = (require('azurite/dist/src/blob/BlobServer') as { default: AzuriteBlobServerConstructor }).default;
  const BlobConfiguration = (
    require('azurite/dist/src/blob/BlobConfiguration') as { default: AzuriteBlobConfigurationConstructor }
  ).default;
  const constants = require('azurite/dist/src/blob/utils/constants') as AzuriteBlobConstants;
  const { AzuriteTelemetryClient } = require('azurite/dist/src/common/Telemetry') as {
    AzuriteTelemetryClient: { enableTelemetry: boolean };
  };
  AzuriteTelemetryClient.enableTelemetry = false;

  await mkdir(resolve(directory, 'extents'), { recursive: true });
  const configuration = new BlobConfiguration(
    '127.0.0.1',
    0,
    constants.DEFAULT_BLOB_KEEP_ALIVE_TIMEOUT,
    resolve(directory, '__azurite_db_blob__.json'),
    resolve(directory, '__azurite_db_blob_extent__.json'),
    [
      {
        locationId: 'Default',
        locationPath: resolve(directory, 'extents'),
        maxConcurrency: constants.DEFAULT_WRITE_CONCURRENCY_PER_LOCATION,
      },
    ],
    false, // access log
    undefined,
    false, // debug log
    undefined,
    false, // loose
    true, // skipApiVersionCheck: the SDK speaks a newer API version than Azurite knows
  );
  const server = new BlobServer(configuration);
  await server.start();

  return {
    accountUrl: `${server.getHttpServerAddress()}/${constants.EMULATOR_ACCOUNT_NAME}`,
    accountName: constants.EMULATOR_ACCOUNT_NAME,
    accountKey: constants.EMULATOR_ACCOUNT_KEY_STR,
    close: () => server.close(),
  };
}
