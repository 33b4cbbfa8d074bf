#!/usr/bin/env node
// Every export of @portal/contracts is used outside the file that defines it: by another contracts file, a front end,
// the server, the e2e suites or the benches (test files count: a rule tested there is a rule kept). Exits 1 naming
// each unused one, so `npm run lint` keeps the contracts free of dead and doubled definitions. An export only its own
// file uses is made module-private; one nobody uses goes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.includes('/dist/') && !file.includes('node_modules'));
const texts = new Map(
  tracked.flatMap((file) => {
    try {
      return [[file, readFileSync(join(root, file), 'utf8')]];
    } catch {
      return [];
    }
  }),
);

const CONTRACTS = 'packages/contracts/src/';
const DECLARATION = /^export (?:declare )?(?:const|function|interface|type|class|enum) (\w+)/gm;
const unused = [];
for (const [file, text] of texts) {
  if (!file.startsWith(CONTRACTS) || file.endsWith('.test.ts') || file.endsWith('/index.ts')) continue;
  for (const [, name] of text.matchAll(DECLARATION)) {
    const word = new RegExp(`\\b${name}\\b`);
    const usedElsewhere = [...texts].some(
      ([other, content]) => other !== file && other !== `${CONTRACTS}index.ts` && word.test(content),
    );
    if (!usedElsewhere) unused.push(`${file}: ${name}`);
  }
}
if (unused.length > 0) {
  console.error(
    `Unused exports of @portal/contracts (make them module-private, or remove them):\n${unused.join('\n')}`,
  );
  process.exit(1);
}
console.log('@portal/contracts: every export is used.');
