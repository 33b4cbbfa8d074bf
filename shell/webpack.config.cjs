const { createAppConfig } = require('@portal/webpack-config');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', isShell: true, devPort: 3100 });
