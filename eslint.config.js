import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '.data*/**',
      'test-results/**',
      'playwright-report/**',
      'tests/e2e/artifacts/**',
      // GraphQL Code Generator output (npm run codegen).
      'web/src/lib/graphql/generated/**',
      'tests/support/graphql/**',
      'functions/src/handlers/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // CommonJS scripts (the GraphQL Code Generator plugin): require is how they import.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // core is pure: no Node built-ins, no AWS SDK, no React, no process.env.
    files: ['core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '@aws-sdk/*', 'react', 'react-*', '@almanac/*'] },
      ],
      'no-restricted-globals': ['error', 'process'],
    },
  },
  {
    // web never imports server code.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@almanac/functions*', '@almanac/infra*', '**/functions/src/**', '**/infra/**'] },
      ],
    },
  },
  {
    // use cases take ports as arguments; only adapters touch AWS.
    files: ['functions/src/use-cases/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@aws-sdk/*', '**/adapters/**'] }] },
  },
);
