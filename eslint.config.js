import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = new URL('./apps/web/src/features', import.meta.url);
const webFeatures = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/src/db/migrations/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'no-console': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tools that demand a default export.
    files: ['**/*.config.ts', '**/*.config.js', 'eslint.config.js'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    // Scripts and tests that report to a terminal may print.
    files: ['scripts/**', 'bench/**', 'e2e/**', 'apps/server/src/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // docs/conventions.md#dependencies: dependencies point one way. Contracts import nothing of
    // ours; the server never imports the web app and the reverse; a web feature never imports
    // another feature.
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@atiende/server*', '@atiende/web*', '**/apps/**'] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@atiende/web*', '**/apps/web/**'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/**'],
    rules: {
      // One API dialect (docs/conventions.md, "Web data layer"): features call lib/api.ts with the
      // contract's schema; the raw client and its cast form `apiRequest<T>` stay inside lib.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='apiRequest'][typeArguments]",
          message:
            'No conviertas respuestas con apiRequest<T>: usa apiGet/apiSend (lib/api.ts) con el esquema del contrato.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@atiende/server*', '**/apps/server/**'] },
            {
              group: ['**/lib/api-client'],
              importNames: ['apiRequest'],
              message: 'Llama a la API con apiGet/apiSend de lib/api.ts y el esquema del contrato.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@atiende/server*', '**/apps/server/**'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      // bulletproof-react: one zone per feature, built from the folder list.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message: 'Una feature no importa otra: compón las features en src/app.',
          })),
        },
      ],
    },
  },
);
