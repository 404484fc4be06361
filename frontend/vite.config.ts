import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = new URL('.', import.meta.url);
const backend = 'http://localhost:3000';

export default defineConfig({
  root: decodeURIComponent(root.pathname),
  plugins: [react()],
  resolve: {
    alias: {
      '@': decodeURIComponent(new URL('./src', root).pathname),
      // Pure helpers the server validates with, shared so both sides agree (e.g. phone format).
      '@common': decodeURIComponent(new URL('../src/common', root).pathname),
    },
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
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs|redux|react-redux|redux-thunk|immer|reselect|use-sync-external-store|@standard-schema)[\\/]/,
            },
            // App code every page uses (copy, ui primitives, helpers): one small shared chunk.
            // The copy of a lazy area (copy/ko-payments.ts) stays with the pages that import it.
            {
              name: 'shared',
              test: /frontend[\\/]src[\\/](copy[\\/]ko\.ts|(components|config|lib)[\\/])/,
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
});
