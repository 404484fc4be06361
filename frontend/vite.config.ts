import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import type { Plugin, Rolldown } from 'vite';

const root = new URL('.', import.meta.url);
/** A file system path relative to this folder (frontend/). */
const fromRoot = (relative: string) => decodeURIComponent(new URL(relative, root).pathname);
const backend = 'http://localhost:3000';
const rtkCoreModern = fromRoot('../node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs');
const RTK_CORE_FOR_QUERY = '\0rtk-core-for-query.mjs';
const reactRouterDist = fromRoot('../node_modules/react-router/dist/production/');

/**
 * react-router builds its components as `var Form = React.forwardRef(...)` and its contexts as
 * `React.createContext(...)` without a `@__PURE__` mark, and names them at the top level
 * (`Form.displayName = "Form"`), so the bundler must keep every one of them (and all they use:
 * forms, submissions, fetchers, prefetching) although the app never renders a <Form>. Marking the
 * calls pure and dropping the top-level names (only React DevTools reads them) lets tree-shaking
 * drop what no page imports.
 */
function pureReactRouterCalls(): Plugin {
  return {
    name: 'pure-react-router-calls',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      return {
        code: code
          .replace(/(?<![\w$.])(React\d*\.(?:forwardRef|createContext))\(/g, '/* @__PURE__ */ $1(')
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, ''),
        map: null,
      };
    },
  };
}

/**
 * RTK Query (lazy: application, payments, my info, admin) imports createSlice, createSelector and
 * more from '@reduxjs/toolkit'. Resolved to the same module the store uses, all of that (with
 * Immer and Reselect, 7 kB gzipped) would sit in the store's chunk that every public page loads,
 * since a module is never split between chunks. So RTK Query gets a second module of the same
 * file (the package's tree-shakeable `redux-toolkit.modern.mjs`, under a module id of its own) in
 * its lazy chunk; both share redux, redux-thunk and the one store. They keep no state of their own
 * between them: actions are matched by type strings and the store only needs `reducerPath`,
 * `reducer` and `middleware`. (The package's minified `redux-toolkit.browser.mjs`, used here
 * before, kept 338 B more of itself in the flow pages: a minified file tree-shakes worse.)
 */
function rtkQueryOwnCore(): Plugin {
  return {
    name: 'rtk-query-own-core',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '@reduxjs/toolkit' &&
        importer &&
        /node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/.test(importer)
      ) {
        return RTK_CORE_FOR_QUERY;
      }
      return null;
    },
    load(id) {
      return id === RTK_CORE_FOR_QUERY ? readFileSync(rtkCoreModern, 'utf8') : null;
    },
  };
}

/**
 * The public pages' modules (the site, programs, lectures, notices and inquiry features; not
 * payments, my info or admin): the server renders these pages and preloads each one's chunk.
 */
const PUBLIC_PAGE =
  /frontend[\\/]src[\\/]features[\\/](site|programs|lectures|notices|inquiry)[\\/]pages[\\/][^\\/]+\.tsx$/;

/**
 * Writes frontend/dist/.page-chunks.json (a dotfile: read by the server, never served): for each
 * public page's chunk (by its name, e.g. `home-page`), the files its lazy import loads that
 * index.html does not already (the chunk, the chunks it imports, their CSS). A page rendered on
 * the server links them from its <head> (src/pages/page-template.ts): the page's styles come
 * with the HTML and its code downloads with the app's instead of after it.
 */
function pageChunks(): Plugin {
  return {
    name: 'page-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      // What index.html loads anyway: the entry and everything it imports.
      const inHtml = new Set<string>();
      const collect = (file: string) => {
        if (inHtml.has(file)) return;
        inHtml.add(file);
        for (const imported of chunks.get(file)?.imports ?? []) collect(imported);
      };
      collect(entry.fileName);

      const pages: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry || !PUBLIC_PAGE.test(chunk.facadeModuleId ?? '')) continue;
        const files: string[] = [];
        const seen = new Set<string>();
        const visit = (file: string) => {
          const current = chunks.get(file);
          if (!current || seen.has(file) || inHtml.has(file)) return;
          seen.add(file);
          // A chunk of styles only (a stylesheet two pages import) is dropped from the build
          // after this runs: its CSS is linked, its empty script is not.
          const stylesOnly = current.moduleIds.every((id) => /\.css($|\?)/.test(id));
          if (!stylesOnly) files.push(`/${file}`);
          for (const css of current.viteMetadata?.importedCss ?? []) files.push(`/${css}`);
          for (const imported of current.imports) visit(imported);
        };
        visit(chunk.fileName);
        pages[chunk.name] = files;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.page-chunks.json',
        source: `${JSON.stringify(pages, null, 2)}\n`,
      });
    },
  };
}

/**
 * index.html's favicon (src/assets/favicon.svg, under 1 kB) as a data: URI: Vite inlines small
 * assets imported by scripts but not those named in the HTML, and a separate file is one more
 * request on every first visit. (public/favicon.svg stays for links to the old address, and
 * public/favicon.ico, its 16, 32 and 48 px images made with sharp, for what asks /favicon.ico:
 * Naver's results, a document that is not the app's HTML such as the payment sandbox's window.)
 */
function inlineFavicon(): Plugin {
  const file = fromRoot('./src/assets/favicon.svg');
  return {
    name: 'inline-favicon',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const svg = readFileSync(file, 'utf8').trim();
        const uri = `data:image/svg+xml,${encodeURIComponent(svg).replace(/%20/g, ' ')}`;
        return html.replace(
          'href="./src/assets/favicon.svg"',
          `href="${uri.replace(/"/g, '%22')}"`,
        );
      },
    },
  };
}

/**
 * The server's build of the app (`vite build --ssr`, scripts/build-web.mjs): src/server/
 * entry-server.tsx and what it imports, for src/pages to render public pages with. Everything is
 * bundled in, React included: the server then renders with React's production build whatever
 * NODE_ENV it runs under, from the same code as the browser's bundle. ES modules (`.mjs`) in
 * frontend/dist-server, outside the folder the site serves.
 */
const serverBuild = {
  outDir: fromRoot('./dist-server'),
  emptyOutDir: true,
  ssr: true,
  rolldownOptions: {
    input: { 'entry-server': fromRoot('./src/server/entry-server.tsx') },
    output: {
      format: 'es' as const,
      entryFileNames: '[name].mjs',
      chunkFileNames: '[name]-[hash].mjs',
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fromRoot('.'),
  ssr: { noExternal: true },
  plugins: [react(), pureReactRouterCalls(), rtkQueryOwnCore(), pageChunks(), inlineFavicon()],
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('./src') },
      // Pure helpers the server validates with, shared so both sides agree (e.g. phone format).
      { find: '@shared', replacement: fromRoot('../shared') },
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
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: fromRoot('./dist'),
        emptyOutDir: true,
        // The admin editor (lazy, later) is one large chunk; the public pages stay small.
        chunkSizeWarningLimit: 800,
        // No polyfill for <link rel="modulepreload"> in every page's entry (0.4 kB gzipped):
        // the browsers without it (Safari before 17, Firefox before 115) run the app the same,
        // a round trip later, and a rendered page shows its content before the app loads.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          input: { index: fromRoot('./index.html') },
          output: {
            // Seven characters of hash (42 bits, the fewest rolldown allows for this many chunks):
            // the shell's preload map names every lazy page's files and every public page
            // downloads it, so each character costs about 0.75 gzipped bytes per file named.
            chunkFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
            // Long-lived vendor chunks for the public shell. Only the named packages are grouped:
            // a catch-all node_modules group would drag lazy-only libraries (the editor) into them.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
                // The store every page needs: Redux Toolkit's core, Redux, React Redux.
                {
                  name: 'redux',
                  test: /node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]redux-toolkit\.modern\.|(redux|react-redux|redux-thunk|use-sync-external-store)[\\/])/,
                  // Not the modules RTK's core imports for what only RTK Query uses (Immer, Reselect):
                  // the store's code never calls them, so they stay out of every public page.
                  includeDependenciesRecursively: false,
                },
                // RTK Query with what it needs beyond the store (see rtkQueryOwnCore), and the app's
                // one API (lib/api.ts): only the pages that import lib/api.ts (application, payments,
                // my info, admin) load it, so its 0.2 kB are not a file of their own. Only what the
                // test names: lib/api.ts imports the store's helpers, which every page loads.
                {
                  name: 'rtk-query',
                  test: /^\0rtk-core-for-query|node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]|immer[\\/]|reselect[\\/]|@standard-schema[\\/])|frontend[\\/]src[\\/]lib[\\/]api\.ts$/,
                  includeDependenciesRecursively: false,
                },
                // App code every page uses (copy, ui primitives, helpers): one small shared chunk.
                // The copy of a lazy area (copy/ko-payments.ts) stays with the pages that import it, as
                // do helpers only a few pages use (lib/fragment-token.ts for the link pages, the
                // editor's HTML adapter components/ui/rich-content.tsx for lecture and notice details, the
                // share button of the detail pages, the copy button of the account pages and the
                // back office's copy field, where a payment goes next, the provider's payment window (lib/payment-window.ts), when a
                // lecture opens (lib/format-opening.ts, for 접수 예정),
                // the drafts the checkout and booking keep in the tab (lib/tab-draft.ts), and the
                // back office's visible-text helpers), and the back office's addresses
                // (config/admin-paths.ts) stay with the admin area.
                {
                  name: 'shared',
                  test: /frontend[\\/]src[\\/](copy[\\/]ko\.ts|(components|config)[\\/](?!ui[\\/](rich-content|share-button|copy-button|copy-field|visible-text)\.tsx|admin-paths\.ts)|lib[\\/](?!api\.ts|fragment-token\.ts|payment-navigation\.ts|payment-window\.ts|visible-text\.ts|format-opening\.ts|tab-draft\.ts))/,
                },
                // The form kit (labelled fields, the form hook, the privacy line, phone shaping):
                // one file for the form pages instead of a request per part (the 문의 page loaded
                // nine tiny ones), without the confirm dialog, birth date and the leave warning
                // only some pages use: the public 문의 and 고객지원 pages load the kit, and
                // 고객지원 is within a few hundred bytes of its budget. Nor the family's code proof
                // and the booking calendar (forms/family-proof, forms/appointment-time): they call
                // the API through RTK Query, which no public page may load.
                {
                  name: 'form-kit',
                  test: /(frontend[\\/]src[\\/]forms[\\/](?!confirm-dialog|birth-date|use-leave-warning|family-proof[\\/]|appointment-time[\\/])|shared[\\/]format[\\/]phone\.ts)/,
                },
                // The family's code proof with its strings, and the booking calendar with its own
                // (issue 37): two chunks, so that 내 정보's door (/myinfo-check) does not load the
                // calendar it never shows. Each chunk a lazy page needs is named in the shell's
                // preload map, which every public page downloads; split by importer, these made
                // seven chunks and put /support over its budget.
                {
                  name: 'family-proof',
                  test: /frontend[\\/]src[\\/](forms[\\/]family-proof[\\/]|copy[\\/]ko-family-door\.ts)/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'booking-kit',
                  test: /(frontend[\\/]src[\\/](forms[\\/]appointment-time[\\/]|copy[\\/]ko-booking\.ts)|shared[\\/]booking\.ts)/,
                  includeDependenciesRecursively: false,
                },
                // The site's frame (app/: layout, header, footer, store, error pages), without
                // router.tsx, whose lazy imports name every page's hashed file: a change to any page
                // then renames only the small entry (main + router), and the shell stays cached.
                {
                  name: 'shell',
                  test: /frontend[\\/]src[\\/](app[\\/](?!router\.tsx)|assets[\\/])/,
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
