const { createAppConfig } = require('@portal/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_admin',
  exposes: { './app': './src/app/lifecycles.ts' },
  devPort: 3107,
});
