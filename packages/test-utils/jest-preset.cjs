// One jest configuration for every front-end package: swc for TypeScript/TSX, tests beside the code.
const path = require('node:path');

const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = function jestPreset({ environment = 'jsdom' } = {}) {
  const dom = environment === 'jsdom';
  return {
    // jest-fixed-jsdom keeps Node's fetch, streams and TextEncoder, which MSW needs, inside jsdom.
    testEnvironment: dom ? require.resolve('jest-fixed-jsdom') : 'node',
    // 'portal-source': workspace packages built for Node (@portal/contracts) are tested from their TypeScript source.
    testEnvironmentOptions: {
      customExportConditions: dom ? ['', 'portal-source'] : ['node', 'node-addons', 'portal-source'],
    },
    // That source imports `./x.js` for `./x.ts`, as Node ESM needs.
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // The suites run beside the API passes on two shared cores (npm test): a big form can take several times its
    // idle time there (a 5 s test took over 20 s in a loaded run), so each test gets 60 s before it counts as hung.
    // Forms in tests are filled by pasting where typing key by key is not what is tested.
    testTimeout: 60_000,
    // RTK Query keeps cache-expiry timers (60 s) after a test's store is dropped; do not wait for them.
    forceExit: true,
    // @portal/contracts loads typebox (its payload schemas), which ships only as ES modules: swc turns it
    // into CommonJS like the rest. Browser bundles never hold it (front ends import the schemas' types only).
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/typebox@[^/]+/node_modules/)?typebox/)'],
    // The usual output, and the failed tests kept for the end of `npm test`'s log (jest-failure-summary.cjs).
    reporters: ['default', require.resolve('./jest-failure-summary.cjs')],
    setupFilesAfterEnv: dom ? [path.join(__dirname, 'src/jest-setup.ts')] : [],
  };
};
