import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

const fromRoot = (relative: string) =>
  decodeURIComponent(new URL(relative, import.meta.url).pathname);

/**
 * Unit tests of the frontend (`npm run test:web`): the Vite config as the dev server uses it (its
 * `@` and `@shared` aliases, React), test files beside the code as `*.test.ts(x)`. A test runs in
 * Node unless its file asks for a browser's document with `// @vitest-environment jsdom` on its
 * first line: half the files test logic only, and a jsdom per file was a third of the run.
 * Besides the console, the run writes test-results/web-results.json.
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, command: 'serve' }), {
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'node',
      setupFiles: [fromRoot('./vitest.setup.ts')],
      restoreMocks: true,
      unstubGlobals: true,
      reporters: ['default', 'json'],
      outputFile: { json: fromRoot('../test-results/web-results.json') },
    },
  }),
);
