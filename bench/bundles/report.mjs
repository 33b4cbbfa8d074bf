// Prints the bundle figures the budget run wrote (bundles.json in the results folder), as a table and then one JSON line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsFolder } from '../bench-folders.mjs';

const report = JSON.parse(readFileSync(join(resultsFolder, 'bundles.json'), 'utf8'));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const rows = [['shell (first load)', report.shell, report.budgets.shellFirstLoad]].concat(
  Object.entries(report.remotes).map(([name, figure]) => [
    `${name} (first mount)`,
    figure,
    report.budgets.remoteFirstMount,
  ]),
);
console.log('app                            files   raw          gzip        budget      ');
for (const [name, figure, budget] of rows) {
  console.log(
    `${name.padEnd(30)} ${String(figure.files).padStart(5)}   ${kb(figure.rawBytes).padEnd(12)} ${kb(figure.gzipBytes).padEnd(11)} ${kb(budget).padEnd(11)} ${figure.gzipBytes <= budget ? 'ok' : 'OVER'}`,
  );
}
const summary = {
  shellGzipBytes: report.shell.gzipBytes,
  ...Object.fromEntries(Object.entries(report.remotes).map(([name, figure]) => [`${name}GzipBytes`, figure.gzipBytes])),
  withinBudgets: rows.every(([, figure, budget]) => figure.gzipBytes <= budget),
};
console.log(JSON.stringify(summary));
