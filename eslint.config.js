// Flat config. Boundaries (ARCHITECTURE §2): the domain package is pure — it imports nothing
// from the apps, React or Node; components do not talk to the socket or fetch directly; the
// domain's test fixtures stay in test code, so no bundle or server module ships them; the server's
// layers call downwards only (routes → services → repositories); switches over unions are exhaustive.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Test code: test files, test helpers under testing/ folders, the server's and browser tests. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**', 'apps/server/test/**', 'e2e/**'];

const TESTING_ONLY = {
  name: '@podium/domain/testing',
  message: 'test fixtures are for test code (*.test.ts(x), testing/ folders, e2e)',
};

/** Components take their texts from the project's useTranslation (shared/i18n/useTranslation.ts). */
const WEB_TEXTS = {
  group: ['react-i18next'],
  importNames: ['useTranslation'],
  message: "use shared/i18n/useTranslation.ts: one cached t per namespace, react-i18next's answer",
};

/**
 * no-restricted-imports for `files`, with the fixtures ban outside test code. Flat config lets
 * the last matching block's options win for a rule, so each scope that restricts imports carries
 * the ban itself rather than relying on a block before it.
 */
function restrictImports(files, patterns) {
  return [
    { files, rules: { 'no-restricted-imports': ['error', { patterns }] } },
    {
      files,
      ignores: TEST_FILES,
      rules: { 'no-restricted-imports': ['error', { paths: [TESTING_ONLY], patterns }] },
    },
  ];
}

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
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...restrictImports(['**/*.{ts,tsx,js,mjs}'], []),
  ...restrictImports(
    ['packages/domain/**/*.ts'],
    [
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
  ),
  // Server layers: routes → services → repositories. Routes speak HTTP and call services;
  // services apply the rules and throw the domain's errors, knowing nothing of HTTP; repositories
  // hold the SQL and call nothing above them.
  ...restrictImports(
    ['apps/server/src/**/*.routes.ts'],
    [
      {
        group: ['**/*.repository', '**/*.repository.ts'],
        message: 'routes call services, not repositories',
      },
    ],
  ),
  ...restrictImports(
    ['apps/server/src/**/*.service.ts'],
    [
      {
        group: ['fastify', '@fastify/*', '**/http/*', '**/plugins/*'],
        message: 'services take a Caller and throw domain errors; HTTP stays in routes and plugins',
      },
      { group: ['**/*.routes', '**/*.routes.ts'], message: 'services do not call routes' },
    ],
  ),
  ...restrictImports(
    ['apps/server/src/**/*.repository.ts'],
    [
      {
        group: ['fastify', '@fastify/*', '**/http/*', '**/plugins/*'],
        message: 'repositories hold SQL, not HTTP',
      },
      {
        group: ['**/*.service', '**/*.service.ts', '**/*.routes', '**/*.routes.ts'],
        message: 'repositories call nothing above them',
      },
    ],
  ),
  ...restrictImports(['apps/web/**/*.{ts,tsx}'], [WEB_TEXTS]),
  // The one module that wraps react-i18next's hook.
  ...restrictImports(['apps/web/src/shared/i18n/useTranslation.ts'], []),
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'process', 'localStorage'],
    },
  },
  ...restrictImports(
    ['apps/web/src/**/components/**/*.tsx', 'apps/web/src/**/components/**/*.ts'],
    [
      {
        group: ['socket.io-client', '**/shared/http*', '**/shared/hub*'],
        message: 'components go through features, not the network',
      },
      WEB_TEXTS,
    ],
  ),
  {
    files: ['apps/web/src/**/components/**/*.tsx', 'apps/web/src/**/components/**/*.ts'],
    rules: {
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
