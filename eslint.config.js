import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
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
      // `import * as z from 'zod'` lets esbuild drop the unused parts of zod; `import { z }` keeps
      // every locale and about 360 KiB in each Lambda bundle (issue 28; docs/architecture.md).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[importKind!='type']",
          message:
            "Import zod as a namespace: `import * as z from 'zod'` (it keeps the Lambda bundles small).",
        },
      ],
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
    // Node scripts in CommonJS (the GraphQL Code Generator plugin).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Web feature boundaries (docs/architecture.md): app/ composes the features; a feature imports
    // only itself, components/, shared/, lib/ and core, never another feature; components/ (shared
    // UI) imports components/, shared/, lib/; shared/ (feature-agnostic api and models) imports
    // shared/, lib/; lib/ imports lib/. Tests may also import the helpers in test/.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      // Resolves the imports' '.js' specifiers to the .ts/.tsx files, as TypeScript does.
      'import/resolver': { typescript: { project: 'web/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'web/src/components' },
        { type: 'shared', pattern: 'web/src/shared' },
        { type: 'lib', pattern: 'web/src/lib' },
        { type: 'test', pattern: 'web/src/test' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: {
                to: { element: { types: { anyOf: ['app', 'feature', 'components', 'shared', 'lib'] } } },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['components', 'shared', 'lib'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } },
                },
              },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['components', 'shared', 'lib'] } } } },
            },
            {
              from: { element: { type: 'shared' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'lib'] } } } },
            },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: 'lib' } } } },
            { from: { element: { type: 'test' } }, allow: { to: { element: { type: '*' } } } },
            {
              from: { file: { path: '**/*.test.{ts,tsx}' } },
              allow: { to: { element: { type: 'test' } } },
            },
          ],
        },
      ],
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
