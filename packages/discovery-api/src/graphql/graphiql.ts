import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PortalConfig } from '../config/portal-config.js';

/**
 * GraphiQL, the in-browser explorer of /api/graphql, is served at /api/graphiql in the embedded default only: a
 * portal running its own OpenID provider is a demo or development one (config/portal-config.ts). A production
 * portal (an external issuer) serves no explorer and answers no introspection: its clients read the schema at
 * /api/graphql/schema.graphql.
 */
export const graphiqlEnabled = (config: Pick<PortalConfig, 'auth'>) => config.auth.embeddedProvider;

/**
 * Everything the page runs comes from the portal itself, from the packages this server installs (GraphiQL 3's
 * browser build and the React 18 it is built for), each with its integrity hash: the portal's origin holds the
 * sign-in cache, so no script of another origin may run on it. The page keeps no header (a pasted bearer token)
 * in the browser's storage.
 */
export const GRAPHIQL_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // GraphiQL's editors set styles on their elements.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A file of the page, served at /api/graphiql/<name>. */
export interface GraphiqlAsset {
  name: string;
  contentType: string;
  body: Buffer;
  /** Subresource integrity: `sha384-…`. */
  integrity: string;
}

const require = createRequire(import.meta.url);
const packageFolder = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** The page's own start script: GraphiQL on /api/graphql, its headers kept in memory only. */
const START_SCRIPT = `'use strict';
ReactDOM.createRoot(document.getElementById('graphiql')).render(
  React.createElement(GraphiQL, {
    fetcher: GraphiQL.createFetcher({ url: new URL('/api/graphql', window.location.href).href }),
    defaultHeaders: JSON.stringify({ Authorization: 'Bearer <paste a token of the portal here>' }, null, 2),
    isHeadersEditorEnabled: true,
    shouldPersistHeaders: false,
  }),
);
`;

async function asset(name: string, contentType: string, body: Buffer): Promise<GraphiqlAsset> {
  const integrity = `sha384-${createHash('sha384').update(body).digest('base64')}`;
  return { name, contentType, body, integrity };
}

/** The page's files, read once. */
export async function graphiqlAssets(): Promise<GraphiqlAsset[]> {
  const javascript = 'text/javascript; charset=utf-8';
  return Promise.all([
    readFile(join(packageFolder('react'), 'umd', 'react.production.min.js')).then((body) =>
      asset('react.production.min.js', javascript, body),
    ),
    readFile(join(packageFolder('react-dom'), 'umd', 'react-dom.production.min.js')).then((body) =>
      asset('react-dom.production.min.js', javascript, body),
    ),
    readFile(join(packageFolder('graphiql'), 'graphiql.min.js')).then((body) =>
      asset('graphiql.min.js', javascript, stripSourceMap(body)),
    ),
    readFile(join(packageFolder('graphiql'), 'graphiql.min.css')).then((body) =>
      asset('graphiql.min.css', 'text/css; charset=utf-8', stripSourceMap(body)),
    ),
    asset('start.js', javascript, Buffer.from(START_SCRIPT)),
  ]);
}

/** Without the trailing source-map comment (the maps are not served). */
function stripSourceMap(body: Buffer): Buffer {
  return Buffer.from(body.toString('utf8').replace(/\n?\/[/*]# sourceMappingURL=[^\n]*\s*$/, '\n'));
}

/** The page: the stylesheet and the scripts by their integrity hashes. */
export function graphiqlPage(assets: GraphiqlAsset[], base: string): string {
  const tag = (file: GraphiqlAsset) =>
    file.name.endsWith('.css')
      ? `<link rel="stylesheet" href="${base}/${file.name}" integrity="${file.integrity}">`
      : `<script src="${base}/${file.name}" integrity="${file.integrity}"></script>`;
  const styles = assets.filter((file) => file.name.endsWith('.css')).map(tag);
  const scripts = assets.filter((file) => !file.name.endsWith('.css')).map(tag);
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="robots" content="noindex">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>GraphiQL · Discovery Portal</title>
  ${styles.join('\n  ')}
</head>
<body style="margin:0;height:100vh">
  <div id="graphiql" style="height:100vh"></div>
  ${scripts.join('\n  ')}
</body>
</html>
`;
}
