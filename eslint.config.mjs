// The one lint configuration of the workspace; packages run `eslint src` and inherit it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The front-end layout (README "Front-end layout"; bulletproof-react), in the shell and every remote: a feature's
 * files sit in its api, components, hooks and state folders; what features share sits in src/{api,components,hooks,
 * lib}; test fakes only in src/testing; src/app puts the features together. Imports go one way (shared → features →
 * app), a feature never imports another, and only tests import src/testing. Imports are relative, so each depth
 * below a feature has its own patterns.
 */
function frontEndLayout() {
  const src = '{shell,mfe-*}/src';
  const tests = ['**/*.test.{ts,tsx}'];
  const testing = {
    regex: '^(\\./|(\\.\\./)+)testing(/|$)',
    message: 'Test fakes (src/testing) are for tests; product code never imports them.',
  };
  const imports = (files, patterns, options = {}) => ({
    files,
    ...options,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  // A file in the wrong place fails whatever it holds (its Program node).
  const misplaced = (files, message, ignores = []) => ({
    files,
    ignores,
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message }] },
  });

  const features = [1, 2, 3].flatMap((depth) => {
    const files = [`${src}/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`];
    const up = (levels) => '\\.\\./'.repeat(levels);
    const otherFeature = {
      regex: `^${up(depth)}(?!\\.\\./)`,
      message: 'A feature imports shared code and packages, never another feature.',
    };
    const app = {
      regex: `^${up(depth + 1)}app/`,
      message: 'The app puts the features together; a feature does not import it.',
    };
    // Tests may render what the app puts together (routes, the shell's own dialogs).
    return [imports(files, [otherFeature]), imports(files, [otherFeature, app, testing], { ignores: tests })];
  });
  const shared = [`${src}/{api,components,hooks,lib}/**/*.{ts,tsx}`];
  const featureOrApp = {
    regex: '^(\\.\\./)+(features|app)/',
    message: 'Shared code does not import features or the app.',
  };
  return [
    ...features,
    imports(shared, [featureOrApp]),
    imports(shared, [featureOrApp, testing], { ignores: tests }),
    imports([`${src}/app/**/*.{ts,tsx}`, `${src}/*.{ts,tsx}`], [testing], { ignores: tests }),
    misplaced(
      [`${src}/*/**/*.{ts,tsx}`],
      'src holds app, features, api, components, hooks, lib and testing (README "Front-end layout").',
      [`${src}/{app,features,api,components,hooks,lib,testing}/**`],
    ),
    misplaced(
      [`${src}/features/*/**/*.{ts,tsx}`],
      'A feature\'s files sit in its api, components, hooks or state folder (README "Front-end layout").',
      [`${src}/features/*/{api,components,hooks,state}/**`, `${src}/features/*/index.ts`],
    ),
    misplaced([`${src}/**/fake-*.{ts,tsx}`], 'Test fakes live in src/testing.', [`${src}/testing/**`]),
  ];
}

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
  ...frontEndLayout(),
);
