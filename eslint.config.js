import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importBoundaries from './tooling/eslint-import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.cdn/**',
      '**/.cdn/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      '.e2e-work/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { koester: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'koester/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // No import circles, static or dynamic, within a package or across the workspace (through @koester/… names):
    // a circle makes the order of evaluation decide what a module sees, and hides who depends on whom.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the rule reads to follow their imports (by default only .js).
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      // The workspace's packages are the code's own, not outside libraries: a circle through them counts.
      'import-x/internal-regex': '^@koester/',
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          conditionNames: ['import', 'module', 'default'],
          // As the bundler resolves them (packages/build/src/create-app-config.ts): from source, by subpath.
          alias: {
            '@koester/shared': [path.join(import.meta.dirname, 'shared/src')],
            '@koester/contract': [path.join(import.meta.dirname, 'packages/contract/src')],
          },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Every workspace import resolves, or the circle check above would pass over it without a word.
      'import-x/no-unresolved': ['error', { ignore: ['^(?!@koester/)'] }],
    },
  },
  {
    // Rules that need the types: a promise nobody awaits or catches (its failure would vanish, or crash the process),
    // and a promise where a plain value is expected (an async handler whose rejection nobody sees).
    files: ['**/*.{ts,tsx}'],
    // The remote templates are copied into a new remote, whose own tsconfig then holds them.
    ignores: ['**/*.d.ts', 'scripts/templates/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['scripts/**', 'tooling/**', 'e2e/**', '**/bench/**', '**/*.config.{js,ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
  {
    // Integration tests read loosely typed JSON answers.
    files: ['**/*.test.{ts,tsx}', 'services/*/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
