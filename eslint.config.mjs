// Flat ESLint config: type-aware TypeScript rules for the server, React hooks rules for the web.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const repoRoot = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const aliasResolver = fileURLToPath(
  new URL('./scripts/eslint-alias-resolver.cjs', import.meta.url),
);
/** Frontend layers every feature and app/ may import (see the boundaries block at the end). */
const baseLayers = ['lib', 'config', 'copy', 'shared', 'styles', 'assets'];
const uiLayers = ['ui', 'forms'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'frontend/dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'src/seed/assets/**',
      'frontend/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // Nest resolves constructor parameters through emitted metadata: their types must stay value imports.
    files: ['src/**/*.ts', 'test/**/*.ts', 'ormconfig.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/e2e/**/*.ts', 'playwright.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // ── Server module boundaries (src/) ──────────────────────────────────────────────────────
    // Layers, lowest first: common and config (the foundation, which may use each other: the
    // logger's levels, the limits' settings) → database → features → app. A layer imports only
    // its own and lower ones. A feature (src/<name>/) reaches another feature only through its
    // public face: index.ts, and three kinds of file that are public by nature:
    //   *.entity.ts        the tables: relations and the back office read across modules;
    //   dto/*.response.ts  the wire shapes, which one answer may nest from another;
    //   public.decorator.ts the @Public() route marker every controller carries.
    // The app (src/*.ts: app.module, app.factory, main, entities; src/cli/) composes everything.
    files: ['src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      // Files directly in src/ (app.module, app.factory, main, entities) belong to no folder
      // element; they are classified as files of the app.
      'boundaries/files': [{ category: 'app', pattern: 'src/*.ts' }],
      'boundaries/elements': [
        { type: 'common', pattern: 'src/common' },
        { type: 'config', pattern: 'src/config' },
        { type: 'database', pattern: 'src/database' },
        { type: 'app', pattern: 'src/cli' },
        { type: 'feature', pattern: 'src/*', capture: ['feature'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            {
              from: { element: { type: ['common', 'config'] } },
              allow: { to: { element: { type: ['common', 'config'] } } },
            },
            {
              from: { element: { type: 'database' } },
              allow: { to: { element: { type: ['common', 'config', 'database'] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { type: ['common', 'config', 'database'] } } },
                {
                  to: {
                    element: {
                      type: 'feature',
                      captured: { feature: '{{ from.element.captured.feature }}' },
                    },
                  },
                },
                {
                  to: {
                    element: {
                      type: 'feature',
                      fileInternalPath: [
                        'index.ts',
                        '*.entity.ts',
                        'dto/*.response.ts',
                        'public.decorator.ts',
                      ],
                    },
                  },
                },
              ],
            },
            // The app composes everything: any element, and the other files of the app.
            ...[{ element: { type: 'app' } }, { file: { categories: 'app' } }].map((from) => ({
              from,
              allow: [{ to: { element: { type: '*' } } }, { to: { file: { categories: 'app' } } }],
            })),
          ],
        },
      ],
    },
  },
  // ── shared/ ──────────────────────────────────────────────────────────────────────────────
  // Imported by the server and the frontend alike: it may import nothing of either side, and no
  // package (no Node built-in, no DOM library), so both can always use it (shared/README.md).
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\.\\.?/)', message: 'shared/ imports only other files of shared/.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/(^|\\/)\\.\\.\\/(src|frontend)\\//]',
          message: 'shared/ may not import the server or the frontend.',
        },
      ],
    },
  },
  // ── Frontend module boundaries (frontend/src) ──────────────────────────────────────────────
  // bulletproof-react's layers, checked so the clean state is not an accident:
  // - features/<f>/ never import another feature (what two features share moves down into lib/,
  //   components/ui/, forms/ or copy/); app/ (router, layout, store) is the only place that
  //   brings features together;
  // - the lower layers (lib/, config/, copy/, components/, forms/) never import features/ or
  //   app/; lib/, config/ and copy/ are the base (they may use each other), components/ and
  //   forms/ sit on them;
  // - repo-level shared/ (`@shared/*`, also used by the server) is a base layer for the frontend
  //   (its own imports are not checked here: this block lints frontend/src only).
  // The `@/` and `@shared/` aliases are resolved by scripts/eslint-alias-resolver.cjs, so an
  // aliased import is judged like a relative one. Anything not listed is disallowed.
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': repoRoot,
      'import/resolver': {
        [aliasResolver]: {
          alias: { '@': `${repoRoot}/frontend/src`, '@shared': `${repoRoot}/shared` },
        },
      },
      'boundaries/elements': [
        { type: 'app', pattern: 'frontend/src/app', partialMatch: false },
        {
          type: 'feature',
          pattern: 'frontend/src/features/*',
          capture: ['feature'],
          partialMatch: false,
        },
        { type: 'ui', pattern: 'frontend/src/components', partialMatch: false },
        { type: 'forms', pattern: 'frontend/src/forms', partialMatch: false },
        { type: 'lib', pattern: 'frontend/src/lib', partialMatch: false },
        { type: 'config', pattern: 'frontend/src/config', partialMatch: false },
        { type: 'copy', pattern: 'frontend/src/copy', partialMatch: false },
        { type: 'styles', pattern: 'frontend/src/styles', partialMatch: false },
        { type: 'assets', pattern: 'frontend/src/assets', partialMatch: false },
        { type: 'shared', pattern: 'shared', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          message:
            '{{ from.element.path }} ({{ from.element.type }}) may not import ' +
            '{{#if to.element.type}}{{ to.element.path }} ({{ to.element.type }}){{else}}' +
            '"{{ dependency.source }}", which is in no layer{{/if}}: ' +
            'see the frontend layers in eslint.config.mjs',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: ['feature', ...uiLayers, ...baseLayers] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: [...uiLayers, ...baseLayers] } } },
            },
            {
              from: { element: { type: ['ui', 'forms'] } },
              allow: { to: { element: { type: ['ui', ...baseLayers] } } },
            },
            {
              from: { element: { type: ['lib', 'config', 'copy'] } },
              allow: { to: { element: { type: baseLayers } } },
            },
          ],
        },
      ],
    },
  },
);
