// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

// Node.js globals used by plain-JS files (bench scripts, config files).
// TypeScript files get their globals from the type checker instead.
const nodeGlobals = /** @type {const} */ ({
  console: 'readonly',
  process: 'readonly',
  performance: 'readonly',
  URL: 'readonly',
  Buffer: 'readonly',
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
  setImmediate: 'readonly',
  structuredClone: 'readonly',
});

export default defineConfig(
  {
    ignores: [
      'dist/',
      'docs/api/',
      'coverage/',
      'node_modules/',
      '.tmp/',
      '**/*.cjs',
      // The tables package's declarations for CommonJS: the same as its .d.ts, checked by publint and the package test.
      '**/*.d.cts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // strictTypeChecked bans `x!` (no-non-null-assertion) while
      // stylisticTypeChecked asks for `x!` instead of `x as T`
      // (non-nullable-type-assertion-style), so together they reject every
      // assertion after an index access under noUncheckedIndexedAccess.
      // Keep the ban on `!` and accept the explicit `as T` form.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Plain JavaScript is not part of the TypeScript project: lint it
    // without type information.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: nodeGlobals,
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      // Tests routinely index into fixtures they just built.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
