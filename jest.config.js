/**
 * Jest runs unit specs beside the code (src/**\/*.spec.ts) and API tests under test/.
 * @swc/jest because ts-jest cannot load the ESM-only @nestjs packages on Node 20 (stack-notes §3).
 * @type {import('jest').Config}
 */
// How SWC compiles the server's TypeScript, here and for contract-drift.test.ts's copy of the
// project: decorators with their type metadata (Nest's injection reads it), class names kept,
// CommonJS with `import()` left to Node (for the ESM-only packages), and the exports annotated so
// that Node's `import()` of a compiled file sees its names (src/metadata.ts loads the DTOs so).
const swcConfig = require('./test/setup/swc-options.json');

const { testGroups } = require('./test/setup/test-groups');
const { ignoredByTags } = require('./test/setup/test-tags');

const groups = testGroups();

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/shared/**/*.spec.ts',
    '<rootDir>/test/api/**/*.test.ts',
    // Checks of the code's shape (one owner per table): read the source, no database.
    '<rootDir>/test/architecture/**/*.spec.ts',
    // Redis, PostgreSQL servers of their own, an S3 server: where the machine has them (and
    // always under CI=true), see test/setup/test-groups.js.
    ...groups.files,
  ],
  // TEST_TAGS=engine, build or !build: a part of the suite, chosen by the files' header tags
  // (test/setup/test-tags.js; .ci/run runs each part where it proves something).
  testPathIgnorePatterns: ['/node_modules/', ...ignoredByTags(__dirname)],
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', swcConfig] },
  // src/metadata.ts (the Swagger plugin's, generated) imports the DTOs as `./x.js`, as Node's
  // ES module rules want; under Jest the TypeScript file itself is loaded.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|uid|load-esm|file-type|iterare|@electric-sql|token-types|strtok3|@tokenizer|@otplib|@scure|@noble|@hyunbinseo)/)',
  ],
  reporters: ['default', '<rootDir>/test/setup/totals-reporter.js'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testTimeout: 30000,
  // Two files at a time (API_TEST_WORKERS), each in a worker process with an app and a database
  // of its own. On a PostgreSQL server the second file uses the core the first leaves while it
  // waits on the database. The embedded engine runs inside the test's process, one statement at
  // a time, so one file kept one core busy and left the other idle (15 files: 239 s).
  maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
  // On the embedded engine each test file in a fresh worker: every file's embedded PostgreSQL
  // (PGlite, WebAssembly) leaves memory behind that Jest's limit cannot see (it reads the JS heap
  // only), and ~100 of them in one process stalled the last files' start-up (30 s hook
  // timeouts). A limit below any heap recycles the worker after each file, for about 0.7 s a
  // file. On a PostgreSQL server there is no such memory: a worker keeps what it loaded and
  // compiled across files (six files: 37 s of CPU instead of 47 s) until it holds 1 GB (one
  // process for every file grew past 4 GB by the hundredth).
  workerIdleMemoryLimit: process.env.DATABASE_URL ? '1GB' : '1MB',
  // Which optional groups joined this run (test/support/redis.ts reads `redis`).
  globals: { testGroups: groups.joined },
};
