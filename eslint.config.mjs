// Flat ESLint config: type-aware TypeScript rules for the server, React hooks rules for the web.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
