// The server's layers, checked by `npm run lint` (dependency-cruiser 17: 18 needs Node 22). The order of the domain
// folders is written once, in the ```layers block of README.md (bottom first); this file reads it from there.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const readme = readFileSync(join(__dirname, 'README.md'), 'utf8');
const block = /```layers\n([\s\S]*?)```/.exec(readme);
if (!block) throw new Error('README.md has no ```layers block: the layer order is written there.');
const LAYERS = block[1]
  .split('\n')
  .map((line) => line.trim().split(/\s+/)[0])
  .filter(Boolean);

/** Folders above every layer: nothing in a layer imports them. */
const TOP = ['routes', 'plugins', 'seed', 'cli', 'test'];
const either = (names) => `(${names.join('|')})`;
const NOT_A_TEST = '\\.test\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No file imports itself through others.',
      severity: 'error',
      from: { pathNot: NOT_A_TEST },
      to: { circular: true },
    },
    {
      name: 'base-imports-no-domain',
      comment: 'db/ and http/ are the bottom: they import no domain folder.',
      severity: 'error',
      from: { path: '^src/(db|http)/', pathNot: NOT_A_TEST },
      to: { path: '^src/', pathNot: '^src/(config|registry|security|tls|db|http)/' },
    },
    {
      name: 'domain-imports-no-top',
      comment: `No domain imports ${TOP.join(', ')}, app.ts or main.ts.`,
      severity: 'error',
      from: { path: `^src/${either(LAYERS)}/`, pathNot: NOT_A_TEST },
      to: { path: [`^src/${either(TOP)}/`, '^src/(app|main)\\.ts$'] },
    },
    {
      name: 'unplaced-folder',
      comment: 'Every folder of src/ is a layer of README.md or one of the top folders.',
      severity: 'error',
      from: { path: '^src/[^/]+/', pathNot: [`^src/${either([...LAYERS, ...TOP])}/`, NOT_A_TEST] },
      to: {},
    },
    ...LAYERS.slice(0, -1).map((layer, index) => ({
      name: `layer-${layer}`,
      comment: `${layer}/ imports only the folders below it in README.md's layers.`,
      severity: 'error',
      from: { path: `^src/${layer}/`, pathNot: NOT_A_TEST },
      to: { path: `^src/${either(LAYERS.slice(index + 1))}/` },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: NOT_A_TEST },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['portal-source', 'import', 'default'] },
  },
};
