// A jest reporter that keeps the failed tests of a run, one line each with where and why, in
// node_modules/.test-failures/ at the repository's root: `npm test` (scripts/portal.mjs) prints that folder after
// every suite has finished, so a failure is among the last lines of a long log (CI shows the log's tail), not
// thousands of lines above it among other packages' output.
const { mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const failuresDir = join(__dirname, '..', '..', 'node_modules', '.test-failures');

// Colour codes out, and the first lines of the message only (the rest is a stack).
const firstLines = (message) =>
  String(message)
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(' | ')
    .slice(0, 600);

class FailureSummary {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    const { name } = JSON.parse(readFileSync(join(this.rootDir, 'package.json'), 'utf8'));
    this.file = join(failuresDir, `jest ${name.replace('/', ' ')}.txt`);
  }

  onRunStart() {
    rmSync(this.file, { force: true });
  }

  onRunComplete(_contexts, results) {
    const failed = [];
    for (const file of results.testResults) {
      const path = relative(this.rootDir, file.testFilePath);
      if (file.testExecError) failed.push(`✖ ${path}\n    ${firstLines(file.testExecError.message)}`);
      for (const test of file.testResults) {
        if (test.status === 'failed')
          failed.push(`✖ ${path} › ${test.fullName}\n    ${firstLines(test.failureMessages[0] ?? '')}`);
      }
    }
    if (failed.length === 0) return;
    mkdirSync(failuresDir, { recursive: true });
    writeFileSync(this.file, `${failed.length} failed:\n${failed.join('\n')}\n`);
  }
}

module.exports = FailureSummary;
