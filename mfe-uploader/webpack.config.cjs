const { createAppConfig } = require('@portal/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_uploader',
  exposes: { './app': './src/app/lifecycles.ts', './panels': './src/app/panels-lifecycles.ts' },
  devPort: 3104,
});
