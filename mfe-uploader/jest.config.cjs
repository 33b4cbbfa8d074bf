const path = require('node:path');

module.exports = {
  ...require('../packages/test-utils/jest-preset.cjs')(),
  // See test-support/no-proxy-agent.cjs.
  moduleNameMapper: { '^https?-proxy-agent$': path.join(__dirname, 'test-support/no-proxy-agent.cjs') },
};
