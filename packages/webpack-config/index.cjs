// The one webpack + module federation configuration of every app: the shell (host) and the seven
// remotes call createAppConfig() and only say what differs (name, exposes, dev port).
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');

/**
 * Singletons shared through federation. antd is deliberately NOT shared: shared antd is not
 * tree-shaken and put ~437 KiB gzipped into the first load (STACK-NOTES); each app bundles only the
 * antd components it uses.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'rxjs',
  '@portal/event-bus',
  '@portal/platform',
];

/** A caret range of the installed version, so remotes built later stay compatible (no exact pins). */
function versionRange(appDir, name) {
  const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  let manifest;
  try {
    manifest = require.resolve(`${packageName}/package.json`, { paths: [appDir] });
  } catch {
    return null; // the app does not use this package, so it neither provides nor consumes it
  }
  const [major, minor] = JSON.parse(fs.readFileSync(manifest, 'utf8')).version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

function sharedSingletons(appDir) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [name, versionRange(appDir, name)])
      .filter(([, range]) => range !== null)
      .map(([name, requiredVersion]) => [name, { singleton: true, requiredVersion }]),
  );
}

const API_ORIGIN = process.env.PORTAL_API_ORIGIN ?? 'https://localhost:8443';

/**
 * @param {object} options
 * @param {string} options.dir       the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name      federation name (shell, mfe_search, ...)
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes (./app, ...)
 * @param {boolean} [options.isShell]
 * @param {number} options.devPort   port of its dev server (https)
 */
function createAppConfig({ dir, name, exposes = {}, isShell = false, devPort }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    // A label tells one build of an app from another (e.g. a canary), shown as data-remote-build.
    const buildLabel = process.env.REMOTE_BUILD_LABEL ? `${version}+${process.env.REMOTE_BUILD_LABEL}` : version;
    const standaloneDev = !isShell && !production;
    const htmlPages = isShell
      ? [
          new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), chunks: ['main'] }),
          new HtmlWebpackPlugin({
            template: path.join(dir, 'public/redirect-bridge.html'),
            filename: 'redirect-bridge.html',
            chunks: ['redirect-bridge'],
          }),
          // Static files the shell serves as they are (e.g. /sounds/ding.mp3); the HTML templates are built above.
          new CopyPlugin({
            patterns: [
              { from: path.join(dir, 'public'), globOptions: { ignore: ['**/*.html'] }, noErrorOnMissing: true },
            ],
          }),
        ]
      : standaloneDev
        ? [new HtmlWebpackPlugin({ templateContent: standaloneHtml(name) })]
        : [];

    return {
      mode: production ? 'production' : 'development',
      context: dir,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: isShell
        ? { main: './src/index.ts', 'redirect-bridge': './src/redirect-bridge.ts' }
        : standaloneDev
          ? { main: './src/standalone.ts' }
          : {},
      output: {
        // APP_OUTPUT_DIR builds another copy of an app elsewhere without touching dist/.
        path: process.env.APP_OUTPUT_DIR ? path.resolve(process.env.APP_OUTPUT_DIR) : path.join(dir, 'dist'),
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // Remotes resolve their chunks from wherever their manifest is served (CDN, another version).
        publicPath: isShell ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // Workspace packages built for Node (@portal/contracts) offer their TypeScript source under this condition.
        conditionNames: ['portal-source', '...'],
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            // Source written for Node ESM imports `./x.js` for `./x.ts`.
            resolve: { extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(dir),
          // One offline remote must not block the start of the others.
          shareStrategy: 'loaded-first',
          manifest: true,
          // TypeScript 7 has no JS API; types come from the workspace packages instead.
          dts: false,
        }),
        new webpack.DefinePlugin({ __APP_BUILD__: JSON.stringify(buildLabel) }),
        ...htmlPages,
      ],
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        host: 'localhost',
        server: 'https',
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/oidc', '/config.json', '/remotes'],
            target: API_ORIGIN,
            secure: false,
            changeOrigin: true,
          },
        ],
      },
    };
  };
}

function standaloneHtml(name) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} (standalone)</title></head><body style="margin:0"><div id="root"></div></body></html>`;
}

module.exports = { createAppConfig, SHARED_SINGLETONS };
