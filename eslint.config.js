import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The page side's layers (no-restricted-imports on each import's path; a later block replaces an
 * earlier one's list for the same files, so each block lists all it forbids). contract/ is shared
 * by every part; local-store/ is the device's store and queue, shared by the page and the service
 * worker; src/data/ is the page's data layer, under its screens and components.
 */
const noServer = {
  regex: String.raw`^(\.\./)+server(/|$)`,
  message: 'The page never imports the server.',
};
/** Folders of the page that hold screens and components (src/data, src/hooks/data, … sit below them). */
const uiFolders = [
  'app',
  'audio',
  'collaboration',
  'components',
  'discovery',
  'entry-social',
  'errors',
  'hooks',
  'messages',
  'moderation',
  'new-entry',
  'plus',
  'profile',
  'pwa',
  'realtime',
  'recording',
  'rejected',
  'screens',
  'settings',
  'share',
  'shell',
  'stats',
  'video',
];
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const pageLayers = [
  restrict(
    ['contract/**/*.ts'],
    [
      {
        regex: String.raw`^\.\./`,
        message: 'contract/ imports nothing of the project but contract/.',
      },
    ],
  ),
  restrict(
    ['local-store/**/*.ts'],
    [
      {
        regex: String.raw`^\.\./(?!contract/)`,
        message: 'local-store/ (shared by the page and the service worker) imports only contract/.',
      },
    ],
  ),
  restrict(
    ['sw/**/*.ts'],
    [
      {
        regex: String.raw`^(\.\./)+(src|server)(/|$)`,
        message: 'The service worker imports contract/ and local-store/, never src/ or server/.',
      },
    ],
  ),
  restrict(['src/**/*.{ts,tsx}'], [noServer]),
  restrict(
    ['src/data/**/*.{ts,tsx}'],
    [
      noServer,
      {
        regex: String.raw`(^|/)(${uiFolders.join('|')})/`,
        message: 'The data layer sits under the screens and components: it never imports them.',
      },
    ],
  ),
  restrict(
    ['src/components/**/*.{ts,tsx}'],
    [
      noServer,
      { regex: String.raw`(^|/)screens/`, message: 'Shared components never import screens.' },
      {
        regex: String.raw`(^|/)data/sync/`,
        message: "Components reach the data layer through hooks, not the sync engine's internals.",
      },
    ],
  ),
];

/**
 * The server's layers: a domain folder (server/README.md) takes plain values and throws DomainError,
 * and only its routes files (routes.ts, *-routes.ts) are the HTTP edge; server/db/ knows rows and
 * queries, not HTTP nor the domain built on it.
 */
const serverDomains = [
  'account',
  'billing',
  'discovery',
  'entries',
  'journals',
  'media',
  'moderation',
  'practice',
  'reports',
  'social',
  'sync',
];
const noHttp = (message) => ({ regex: String.raw`^(\.\./)+http(/|$)`, message });
const serverLayers = [
  {
    ...restrict(
      [`server/{${serverDomains.join(',')}}/**/*.ts`],
      [
        noHttp(
          'Only routes files import server/http/: the domain throws DomainError (server/errors.ts).',
        ),
      ],
    ),
    ignores: ['server/**/routes.ts', 'server/**/*-routes.ts'],
  },
  restrict(
    ['server/db/**/*.ts'],
    [
      noHttp('server/db/ does not import server/http/.'),
      {
        regex: String.raw`^(\.\./)+(${serverDomains.join('|')})(/|$)`,
        message: 'server/db/ does not import a domain folder: the domain builds on the database.',
      },
    ],
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'scratch/',
      'test-results/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.config.ts', '*.config.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Plain JS (configs, scripts) has no types to check against.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['worker/**/*.ts', 'sw/**/*.ts'],
    languageOptions: { globals: { ...globals.worker, ...globals.serviceworker } },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts', 'server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // The page side's layers (see pageLayers above).
  ...pageLayers,
  // The server's layers (see serverLayers above).
  ...serverLayers,
);
