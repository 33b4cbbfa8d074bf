import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:https';
import { extname, join, normalize } from 'node:path';
import selfsigned from 'selfsigned';
import { BUILDS_DIR, CDN_PORT, E2E_DIR, REPO_ROOT } from './environment';
import { launchSearchServer } from './search-server';

const webpackBin = join(E2E_DIR, 'node_modules', '.bin', 'webpack');

const modified = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Builds another copy of an app into e2e/.builds/<name>, again whenever its sources' build is newer. */
function buildCopy(name: string, configPath: string, env: Record<string, string> = {}) {
  const out = join(BUILDS_DIR, name);
  const copy = modified(join(out, 'mf-manifest.json'));
  const original = modified(join(configPath, '..', 'dist', 'mf-manifest.json'));
  if (copy > 0 && copy >= original) return;
  execFileSync(webpackBin, ['--mode', 'production', '--config', configPath], {
    cwd: E2E_DIR,
    stdio: 'inherit',
    env: { ...process.env, APP_OUTPUT_DIR: out, ...env },
  });
}

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
};

/**
 * A second origin standing in for a CDN: serves the extra builds with CORS, so a remote can be
 * repointed to another build (or a broken one) through the registry alone.
 */
export default async function globalSetup() {
  // The demo-library suites' server indexes the library (a few minutes) while the other suites run (they run first).
  const searchServer = launchSearchServer();
  buildCopy('mfe-admin-canary', join(REPO_ROOT, 'mfe-admin', 'webpack.config.cjs'), { REMOTE_BUILD_LABEL: 'canary' });
  buildCopy('throwing-remote', join(E2E_DIR, 'fixtures', 'throwing-remote', 'webpack.config.cjs'));

  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    notAfterDate: new Date(Date.now() + 2 * 86_400_000),
    keySize: 2048,
  });
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'https://cdn').pathname));
    const file = join(BUILDS_DIR, path);
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(BUILDS_DIR) || !existsSync(file) || path.endsWith('/')) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(CDN_PORT, '127.0.0.1', resolve));
  return async () => {
    await searchServer.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
