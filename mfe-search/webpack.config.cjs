const { createAppConfig } = require('@portal/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_search',
  exposes: { './app': './src/app/lifecycles.ts', './searchBox': './src/app/search-box-lifecycles.ts' },
  devPort: 3101,
});
