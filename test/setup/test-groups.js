/**
 * The groups of API tests that need something beyond Node and the embedded PostgreSQL. On a
 * newcomer's machine a group whose need is missing is left out of the run and says so; with
 * CI=true every group is required, and a missing need stops the run before any test.
 */
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

function canRunPrivatePostgres() {
  return process.getuid?.() === 0 && existsSync('/usr/lib/postgresql/15/bin/pg_ctl');
}

function hasMotoServer() {
  return spawnSync('moto_server', ['--help'], { stdio: 'ignore' }).status === 0;
}

/** Whether a Redis answers PING at REDIS_URL within a second (asked from a child: jest's config is synchronous). */
function redisAnswers() {
  const { hostname, port } = new URL(REDIS_URL);
  const probe = `
    const socket = require('node:net').connect(${Number(port) || 6379}, ${JSON.stringify(hostname || '127.0.0.1')});
    const fail = () => process.exit(1);
    socket.setTimeout(1000, fail);
    socket.on('error', fail);
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (data) => process.exit(String(data).startsWith('+PONG') ? 0 : 1));`;
  return (
    spawnSync(process.execPath, ['-e', probe], { stdio: 'ignore', timeout: 3000 }).status === 0
  );
}

const GROUPS = [
  {
    name: 'redis',
    files: ['<rootDir>/test/redis/**/*.test.ts'],
    also: 'and the Redis variants of the rate-limit tests',
    needs: `a Redis answering at ${REDIS_URL} (TEST_REDIS_URL)`,
    available: redisAnswers,
  },
  {
    // Two replicas, a database restart, a killed app: PostgreSQL servers of their own.
    name: 'ops',
    files: ['<rootDir>/test/ops/**/*.test.ts'],
    needs: 'root and the PostgreSQL 15 binaries in /usr/lib/postgresql/15/bin',
    available: canRunPrivatePostgres,
  },
  {
    // Images in an S3-compatible bucket.
    name: 'storage',
    files: ['<rootDir>/test/storage/**/*.test.ts'],
    needs: "moto_server (Python's moto, an S3-compatible test server)",
    available: hasMotoServer,
  },
];

/** Decides each group once; returns { files, joined: { name: boolean } }. */
function testGroups({ required = !!process.env.CI && process.env.CI !== 'false' } = {}) {
  const files = [];
  const joined = {};
  const missing = [];
  for (const group of GROUPS) {
    joined[group.name] = group.available();
    if (joined[group.name]) {
      files.push(...group.files);
      continue;
    }
    missing.push(group);
    const dir = group.files[0].replace('<rootDir>/', '').replace('/**/*.test.ts', '/');
    console.log(
      `Test group "${group.name}" left out: it needs ${group.needs}. ${dir}${group.also ? ` ${group.also}` : ''} are not part of this run.`,
    );
  }
  if (required && missing.length) {
    throw new Error(
      `CI=true requires every test group; missing: ${missing.map((group) => `${group.name} (${group.needs})`).join(', ')}`,
    );
  }
  return { files, joined };
}

module.exports = { testGroups, GROUPS };
