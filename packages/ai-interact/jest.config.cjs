module.exports = require('../test-utils/jest-preset.cjs')();
