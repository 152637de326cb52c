import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './eslint/architecture-plugin.js';

const RAW_FETCH = {
  message:
    'Use the API client in src/lib/api-client.ts (the one configured ofetch instance), or src/lib/fetch-static-asset.ts for our own static files.',
};
const RAW_STORAGE = { message: 'Use src/lib/local-storage.ts (the one local storage wrapper).' };
/** The sync engine's private tables (src/lib/sync/README.md): features use its hooks instead. */
const ENGINE_TABLES = '/^sync(Outbox|Documents|Meta)$/';
const ENGINE_TABLES_MESSAGE =
  "The sync engine's tables are private: use its hooks (src/lib/sync/README.md#hooks-for-features).";

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'server/drizzle/**',
      'server/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { architecture },
    rules: {
      'architecture/layers': 'error',
      'architecture/no-barrel': 'error',
      'architecture/alias-across-areas': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-globals': [
        'error',
        { name: 'fetch', ...RAW_FETCH },
        { name: 'localStorage', ...RAW_STORAGE },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', ...RAW_FETCH },
        { object: 'globalThis', property: 'fetch', ...RAW_FETCH },
        { object: 'self', property: 'fetch', ...RAW_FETCH },
        { object: 'window', property: 'localStorage', ...RAW_STORAGE },
        { object: 'globalThis', property: 'localStorage', ...RAW_STORAGE },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/sync/**', 'src/lib/db.ts', 'src/lib/db.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[property.name=${ENGINE_TABLES}]`,
          message: ENGINE_TABLES_MESSAGE,
        },
        { selector: `Literal[value=${ENGINE_TABLES}]`, message: ENGINE_TABLES_MESSAGE },
      ],
    },
  },
  {
    files: ['src/lib/api-client.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/lib/fetch-static-asset.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['src/lib/local-storage.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // Served as is (no build step): plain browser scripts.
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['sw/**/*.ts', 'src/workers/**/*.ts'],
    languageOptions: { globals: globals.worker },
  },
  {
    files: ['server/**/*.ts', 'common/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through server/src/env.ts (validated with zod).',
        },
      ],
    },
  },
  {
    files: ['server/src/env.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: [
      'scripts/**/*.{js,mjs}',
      'eslint/**/*.js',
      'eslint.config.js',
      'tests/**/*.ts',
      '*.config.ts',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
