import { availableParallelism } from 'node:os';
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
 *
 * A worker thread per core: Vitest's default left one of this machine's two cores to its main
 * process, which mostly waits (78 s at 120 % of a core); forks on both cores took 46 s, threads
 * 38 s (2026-12-02). Each file still gets its own module graph and globals.
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, command: 'serve' }), {
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'node',
      pool: 'threads',
      maxWorkers: availableParallelism(),
      setupFiles: [fromRoot('./vitest.setup.ts')],
      restoreMocks: true,
      unstubGlobals: true,
      reporters: ['default', 'json'],
      outputFile: { json: fromRoot('../test-results/web-results.json') },
    },
  }),
);
