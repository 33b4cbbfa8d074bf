// The one lint configuration of the workspace; packages run `eslint src` and inherit it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', '**/*.cjs', '**/.builds/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Front-end layers (bulletproof-react): shared (lib, components, hooks, types) → features → app, one way;
  // a feature never imports another feature. Imports are relative, so each depth below a feature has its
  // own patterns. Tests may render what the app puts together (routes, the shell's own dialogs).
  ...[1, 2, 3].flatMap((depth) => {
    const files = [`{shell,mfe-*}/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`];
    const up = (levels) => '\\.\\./'.repeat(levels);
    const otherFeature = {
      regex: `^${up(depth)}(?!\\.\\./)`,
      message: 'A feature imports shared code and packages, never another feature.',
    };
    const app = {
      regex: `^${up(depth + 1)}app/`,
      message: 'The app puts the features together; a feature does not import it.',
    };
    return [
      { files, rules: { 'no-restricted-imports': ['error', { patterns: [otherFeature] }] } },
      {
        files,
        ignores: ['**/*.test.{ts,tsx}'],
        rules: { 'no-restricted-imports': ['error', { patterns: [otherFeature, app] }] },
      },
    ];
  }),
  {
    files: ['{shell,mfe-*}/src/{lib,components,hooks,types}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+(features|app)/', message: 'Shared code does not import features or the app.' },
          ],
        },
      ],
    },
  },
);
