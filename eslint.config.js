/**
 * One lint for the whole repository, run by `npm test` as its own stage (a finding fails it).
 * The rules follow the Epic Stack's: they catch bugs and keep one way of writing a thing, and
 * leave layout to Prettier (eslint-config-prettier turns off every rule Prettier decides).
 * Beyond it, rules of this project are enforced here rather than trusted to review: every page
 * element is accessible (jsx-a11y), no test is focused or skipped, every route module has one
 * shape (`eslint-rules/route-shape.js`), no module imports itself back through others
 * (import-x/no-cycle, everywhere), and config's rooms import one way only:
 * rules <- contracts <- words <- platform (decision 047).
 */
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import routeShape from './eslint-rules/route-shape.js';

/** `it.only`, `describe.skip`, `test.todo`…: a focused or skipped test hides the rest of the suite. */
const FOCUSED_OR_SKIPPED = ['only', 'skip', 'todo', 'fixme'].map((name) => ({
  selector: `CallExpression > MemberExpression.callee[object.name=/^(it|test|describe)$/][property.name='${name}']`,
  message: `A test may not be .${name}: every test runs on every run.`,
}));

const root = import.meta.dirname;
const room = (name) => `./config/src/${name}`;

/**
 * How import-x finds a module to follow for no-cycle: TypeScript sources by their extension-less
 * paths, config's rooms by their package names (to the source, as web's and the tests' builds do)
 * and web's `~/`.
 */
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.js'] },
  alias: { '@dharma/config': [path.join(root, 'config', 'src')], '~': [path.join(root, 'web', 'app')] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/build/',
      '**/.strapi/',
      '**/.cache/',
      '**/.tmp/',
      'cms/types/generated/',
      'cms/public/',
      'web/public/',
      'test-results/',
      'playwright-report/',
      'tests/.artifacts/',
      '.var/',
      'backups/',
      // scripts/lint-config.test.ts writes these for a moment and lints them itself (`ignore: false`);
      // a lint run beside it must not trip over files that break the rules on purpose, or vanish.
      '**/lint-fixture-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [resolver],
      // Modules no-cycle follows are read with TypeScript's parser (espree cannot read their types).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
    },
    rules: {
      // TypeScript checks names and their types; the core rule does not know type-only globals.
      'no-undef': 'off',
      'no-unexpected-multiline': 'error',
      'no-warning-comments': ['error', { terms: ['FIXME'], location: 'anywhere' }],
      'no-restricted-syntax': ['error', ...FOCUSED_OR_SKIPPED],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'prefer-const': 'error',
      // Strapi's and Koa's own typings still force an `any` at a few edges; each is visible in review.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { args: 'after-used', argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      'import-x/first': 'error',
      // A circle of imports is a module that cannot be read alone; packages are not followed (ignoreExternal).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // config's rooms (decision 047): each reads only the rooms before it. Tests look at a room from outside.
    files: ['config/src/**/*.ts'],
    ignores: ['config/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: room('rules'),
              from: [room('contracts'), room('words'), room('platform')],
              message: 'rules know nothing of contracts, words or the platform (decision 047).',
            },
            {
              target: room('contracts'),
              from: [room('words'), room('platform')],
              message: 'contracts read rules only: a zod issue carries a refusal key, the words render it (decision 047).',
            },
            {
              target: room('words'),
              from: [room('platform')],
              message: 'words read rules and contracts, never the platform (decision 047).',
            },
          ],
        },
      ],
    },
  },
  {
    // Strapi loads plugin and app files as CommonJS; `require` is how they read config at run time.
    files: [
      '**/*.cjs',
      'cms/config/**/*.{js,ts}',
      'cms/scripts/**/*.js',
      'cms/src/**/*.js',
      'cms-plugins/*/strapi-server.js',
      'cms-plugins/*/strapi-admin.js',
    ],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/app/**/*.tsx', 'cms-plugins/*/admin/**/*.tsx', 'cms/src/admin/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser }, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // One shape for every page module: loader, action and headers in the .server.ts beside it (decision 027).
    files: ['web/app/routes/**/*.{ts,tsx}'],
    plugins: { dharma: { rules: { 'route-shape': routeShape } } },
    rules: { 'dharma/route-shape': 'error' },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': 'error',
      // The journeys wait on what a user sees; a fixed wait is allowed only where a timer is what is tested.
      'playwright/no-wait-for-timeout': 'error',
      // A journey may branch on what the page offers at this width or on this database; the assertions stay unconditional.
      'playwright/no-conditional-in-test': 'off',
      // It takes knex's `.first()` for a locator's and would drop the await a database read needs.
      'playwright/no-useless-await': 'off',
    },
  },
  prettier,
);
