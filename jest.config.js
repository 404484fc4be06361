/**
 * Jest runs unit specs beside the code (src/**\/*.spec.ts) and API tests under test/.
 * @swc/jest because ts-jest cannot load the ESM-only @nestjs packages on Node 20 (stack-notes §3).
 * @type {import('jest').Config}
 */
const swcConfig = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs', ignoreDynamic: true },
};

function canRunPrivatePostgres() {
  const { existsSync } = require('node:fs');
  return process.getuid?.() === 0 && existsSync('/usr/lib/postgresql/15/bin/pg_ctl');
}

function hasMotoServer() {
  return (
    require('node:child_process').spawnSync('moto_server', ['--help'], { stdio: 'ignore' })
      .status === 0
  );
}

if (!hasMotoServer()) {
  console.log('test/storage/ left out: it needs moto_server, an S3-compatible test server.');
}
if (!canRunPrivatePostgres()) {
  console.log('test/ops/ left out: it needs root and /usr/lib/postgresql/15/bin (see README).');
}

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/shared/**/*.spec.ts',
    '<rootDir>/test/api/**/*.test.ts',
    // Process-level tests (two replicas, a database restart, a killed app) start PostgreSQL
    // servers of their own: only where that is possible (root with the PostgreSQL binaries, as
    // on the CI machines). Elsewhere they are not part of the run, and say so.
    ...(canRunPrivatePostgres() ? ['<rootDir>/test/ops/**/*.test.ts'] : []),
    // Images in an S3-compatible bucket, against moto's S3 server (Python, on the CI machines).
    ...(hasMotoServer() ? ['<rootDir>/test/storage/**/*.test.ts'] : []),
  ],
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', swcConfig] },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|uid|load-esm|file-type|iterare|@electric-sql|token-types|strtok3|@tokenizer)/)',
  ],
  reporters: ['default', '<rootDir>/test/setup/totals-reporter.js'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testTimeout: 30000,
};
