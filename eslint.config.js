import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers import one way only (architecture.md): golf <- contract <- server/web, and web never meets server.
const layerRules = [
  {
    files: ['src/golf/**'],
    patterns: ['**/contract/**', '**/server/**', '**/web/**', 'node:*', 'react', 'react-dom', 'fastify', 'drizzle-orm*'],
    why: 'src/golf is the pure rules engine: no I/O, no framework, nothing from other layers',
  },
  { files: ['src/contract/**'], patterns: ['**/server/**', '**/web/**'], why: 'contracts are shared by server and web' },
  { files: ['src/server/**'], patterns: ['**/web/**'], why: 'the server never imports browser code' },
  { files: ['src/web/**'], patterns: ['**/server/**', 'node:*'], why: 'the browser never imports server code' },
];

// Features do not import each other (house style): shared code lives in src/web/{components,hooks,lib} and the app
// composes features. One exception: the admin panel hosts the courses feature's admin tab (product §G6).
// Every folder of src/web/features is a feature, read when the config loads, so a new one is covered without an edit here.
const webFeatures = readdirSync(`${import.meta.dirname}/src/web/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const featureImportsAllowed = { admin: ['courses'] };
const webLayer = layerRules.find((rule) => rule.files[0] === 'src/web/**');
const featureRules = webFeatures.map((feature) => {
  const others = webFeatures.filter((other) => other !== feature && !(featureImportsAllowed[feature] ?? []).includes(other));
  return {
    files: [`src/web/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: webLayer.patterns, message: webLayer.why },
            // `../courses/` from a sibling folder and `../../../features/courses/` from deeper inside a feature alike.
            { regex: `^(\\.\\./)+(features/)?(${others.join('|')})/`, message: 'features do not import each other; move shared code to src/web/{components,hooks,lib}' },
          ],
        },
      ],
    },
  };
});
// The database only in repositories (issue 9, docs/decisions/010): drizzle-orm and the schema are imported by
// *repository.ts files, src/server/db/ and tests. Repeats the server layer's pattern: flat config replaces, not merges.
const serverLayer = layerRules.find((rule) => rule.files[0] === 'src/server/**');
const serverLayerPattern = { group: serverLayer.patterns, message: serverLayer.why };
const repositoryPatterns = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'queries live in *repository.ts files; services are given repositories (docs/decisions/010)' },
  { regex: '(^|/)db/schema(\\.[jt]s)?$', message: 'tables are read and written only in *repository.ts files (docs/decisions/010)' },
];
const repositoryIgnores = ['src/server/**/*repository.ts', 'src/server/db/**', 'src/server/**/*.test.ts'];
const repositoryRule = {
  files: ['src/server/**/*.ts'],
  ignores: repositoryIgnores,
  rules: { 'no-restricted-imports': ['error', { patterns: [serverLayerPattern, ...repositoryPatterns] }] },
};

// Users are the base the other server areas build on (issue 9 §4, docs/decisions/010): src/server/users imports the
// database and HTTP plumbing, contract and golf, never another area. Areas are read from the folders, like features.
const serverInfrastructure = ['db', 'http', 'users'];
const serverAreas = readdirSync(`${import.meta.dirname}/src/server`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverInfrastructure.includes(entry.name))
  .map((entry) => entry.name)
  .sort();
const usersBasePattern = {
  regex: `^(\\.\\./)+((${serverAreas.join('|')})/|(app|services|repositories)(\\.[jt]s)?$)`,
  message: 'src/server/users is the base other areas depend on, never the reverse (docs/decisions/010)',
};
// Two entries because flat config replaces the rule's options: repositories and tests keep drizzle, the rest do not.
const usersRules = [
  {
    files: ['src/server/users/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverLayerPattern, usersBasePattern] }] },
  },
  {
    files: ['src/server/users/**/*.ts'],
    ignores: repositoryIgnores,
    rules: { 'no-restricted-imports': ['error', { patterns: [serverLayerPattern, ...repositoryPatterns, usersBasePattern] }] },
  },
];

// Shared code flows one way (house style: lib -> features -> app): what every feature may import never imports a feature.
const sharedWebRule = {
  files: ['src/web/{components,hooks,lib}/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: webLayer.patterns, message: webLayer.why },
          { regex: '^(\\.\\./)+(features|app)/', message: 'shared web code never imports a feature or the app; pass what it needs in' },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**', 'src/web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // The service worker is typed with the WebWorker library by a tsconfig of its own, which tsconfig.json leaves out.
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs', 'src/web/sw.ts'], defaultProject: 'tsconfig.sw.json' },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins and route handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    // Tests read JSON responses (typed any by light-my-request) and assert on them; the asserts are the check.
    files: ['test/**', 'e2e/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...layerRules.map(({ files, patterns, why }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message: why }] }] },
  })),
  // After the layer rules: for feature and shared files these replace the web layer's options, so they repeat its patterns.
  ...featureRules,
  repositoryRule,
  ...usersRules,
  sharedWebRule,
  {
    files: ['**/*.js', 'scripts/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
