module.exports = require('../packages/test-utils/jest-preset.cjs')();
