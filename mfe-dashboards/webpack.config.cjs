const { createAppConfig } = require('@portal/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_dashboards',
  exposes: {
    './app': './src/app/lifecycles.ts',
    './panels': './src/app/panels-lifecycles.ts',
    './dialogs': './src/app/dialogs-lifecycles.ts',
  },
  devPort: 3106,
});
