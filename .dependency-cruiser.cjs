// The module graph of the server (src/), checked by `npm run lint` through
// scripts/check-module-cycles.mjs: no two modules may import each other, directly or round a loop.
//
// A module is a folder directly under src/ (`collapse`); files directly in src/ (app.module,
// main, entities) are the app, each its own node. Type-only imports count: a type import is
// still a dependency of the design, and the next refactor turns it into a value import.
//
// Why a script and not a `forbidden` rule: dependency-cruiser finds cycles between files
// (`to: { circular: true }`) and between folders (`scope: 'folder'`), not between collapsed
// modules. `collapse` only regroups a report, and a folder rule sees src/common/logging and
// src/common as different folders, so it missed common ↔ config (config imported
// common/logging/logger.ts, common/jobs imported config). The script cruises with these options,
// collapses each path with `collapse` and reports every loop with the imports that make it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [],
  options: {
    includeOnly: '^src/',
    exclude: {
      // Specs test a module from inside; metadata.ts is generated (the Swagger plugin's output).
      path: ['\\.spec\\.ts$', '^src/metadata\\.ts$'],
    },
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Keep `import type` and imports used only as types (TypeScript erases them at compile).
    tsPreCompilationDeps: true,
    collapse: '^src/[^/]+',
    skipAnalysisNotInRules: true,
  },
};
