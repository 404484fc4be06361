import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = new URL('.', import.meta.url);
const backend = 'http://localhost:3000';
const reactRouterDist = decodeURIComponent(
  new URL('../node_modules/react-router/dist/production/', root).pathname,
);

export default defineConfig(({ command }) => ({
  root: decodeURIComponent(root.pathname),
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: decodeURIComponent(new URL('./src', root).pathname) },
      // Pure helpers the server validates with, shared so both sides agree (e.g. phone format).
      { find: '@common', replacement: decodeURIComponent(new URL('../src/common', root).pathname) },
      // react-router's package exports name only its development build (dev warnings always on);
      // the build takes the production one it ships beside it. Both names, so one copy loads.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
          ]
        : []),
    ],
  },
  build: {
    outDir: decodeURIComponent(new URL('./dist', root).pathname),
    emptyOutDir: true,
    // The admin editor (lazy, later) is one large chunk; the public pages stay small.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks for the public shell. Only the named packages are grouped:
        // a catch-all node_modules group would drag lazy-only libraries (the editor) into them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // Redux Toolkit's core, which every page's store needs. RTK Query is not in it: only the
            // pages that import lib/api.ts (application, payments, my info, admin) load it.
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]redux-toolkit\.|(redux|react-redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/])/,
            },
            {
              name: 'rtk-query',
              test: /node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]|@standard-schema[\\/])/,
            },
            // App code every page uses (copy, ui primitives, helpers): one small shared chunk.
            // The copy of a lazy area (copy/ko-payments.ts) stays with the pages that import it.
            {
              name: 'shared',
              test: /frontend[\\/]src[\\/](copy[\\/]ko\.ts|(components|config)[\\/]|lib[\\/](?!api\.ts))/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/sandbox': { target: backend, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/sandbox': { target: backend, changeOrigin: false },
    },
  },
}));
