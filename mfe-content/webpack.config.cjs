const { createAppConfig } = require('@portal/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_content',
  exposes: {
    './app': './src/app/lifecycles.ts',
    './panels': './src/app/panels-lifecycles.ts',
    './dialogs': './src/app/dialogs-lifecycles.ts',
  },
  devPort: 3103,
});
