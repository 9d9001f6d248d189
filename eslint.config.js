// Flat config. Boundaries (ARCHITECTURE §2): the domain package is pure — it imports nothing
// from the apps, React or Node; components do not talk to the socket or fetch directly.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'apps/server/src/db/migrations/**',
      'apps/server/src/demo/assets/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@podium/server', '@podium/web', '**/apps/**'],
              message: 'domain imports nothing from apps',
            },
            { group: ['react', 'react-*', 'react/*'], message: 'domain is framework-free' },
            {
              group: ['node:*', 'fs', 'path', 'http', 'os', 'crypto', 'child_process'],
              message: 'domain has no Node APIs',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'process', 'localStorage'],
    },
  },
  {
    files: ['apps/web/src/**/components/**/*.tsx', 'apps/web/src/**/components/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['socket.io-client', '**/shared/http*', '**/shared/hub*'],
              message: 'components go through features, not the network',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/server/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs,js}', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
