const path = require('node:path');

const preset = require('../packages/test-utils/jest-preset.cjs')();

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // See test-support/no-proxy-agent.cjs.
    '^https?-proxy-agent$': path.join(__dirname, 'test-support/no-proxy-agent.cjs'),
  },
};
