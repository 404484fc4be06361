import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

const fromRoot = (relative: string) =>
  decodeURIComponent(new URL(relative, import.meta.url).pathname);

/**
 * Unit tests of the frontend (`npm run test:web`): the Vite config as the dev server uses it (its
 * `@` and `@shared` aliases, React), test files beside the code as `*.test.ts(x)`, in jsdom.
 * Besides the console, the run writes test-results/web-results.json.
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, command: 'serve' }), {
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: [fromRoot('./vitest.setup.ts')],
      restoreMocks: true,
      unstubGlobals: true,
      reporters: ['default', 'json'],
      outputFile: { json: fromRoot('../test-results/web-results.json') },
    },
  }),
);
