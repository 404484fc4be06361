#!/usr/bin/env node
// Builds the server (dist/) and the frontend (frontend/dist/ for browsers, frontend/dist-server/
// for the server's rendering of public pages) when they are missing or older
// than their sources, so `npm install && npm start` works on a fresh clone and stays fast after.
// A frontend bundle not stamped as a production build (scripts/build-web.mjs) is built again:
// one made under a test's or a developer's NODE_ENV is never served or measured.
// Callers at the same time (CI's two lanes, tests starting the built app) take turns: the
// second waits for the first's build and then finds it fresh.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const serverOnly = process.argv.includes('--server-only');
const lock = join(
  tmpdir(),
  `maeum-build-${createHash('sha256').update(root).digest('hex').slice(0, 12)}.lock`,
);
const LOCK_WAIT_MS = 10 * 60_000;

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (!['node_modules', 'dist', 'dist-server'].includes(entry)) visit(join(path, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

function outputTime(file) {
  const path = join(root, file);
  return existsSync(path) ? statSync(path).mtimeMs : -1;
}

/**
 * Whether frontend/dist says it is a production bundle (scripts/build-web.mjs), with the server's
 * build of the pages beside it (frontend/dist-server).
 */
function productionBundle() {
  if (!existsSync(join(root, 'frontend/dist-server/entry-server.mjs'))) return false;
  try {
    const stamp = JSON.parse(readFileSync(join(root, 'frontend/dist/.build.json'), 'utf8'));
    return stamp.nodeEnv === 'production';
  } catch {
    return false;
  }
}

function build(name, script, sources, output, usable = () => true) {
  if (outputTime(output) >= newestMtime(sources) && usable()) return;
  console.log(`Building the ${name}...`);
  execFileSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
}

/** A directory made atomically, holding its owner's pid; a dead owner's lock is taken over. */
function takeLock() {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      mkdirSync(join(lock, String(process.pid)));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const owner = Number(readdirSync(lock)[0]);
    if (owner && !alive(owner)) rmSync(lock, { recursive: true, force: true });
    else if (Date.now() > deadline) throw new Error(`${lock} held for ${LOCK_WAIT_MS / 1000} s`);
    else execFileSync('sleep', ['0.5']);
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

takeLock();
process.on('exit', () => rmSync(lock, { recursive: true, force: true }));

build(
  'server',
  'build:server',
  ['src', 'shared', 'ormconfig.ts', 'tsconfig.json', 'tsconfig.build.json', 'package.json'],
  'dist/src/main.js',
);
if (!serverOnly) {
  build(
    'frontend',
    'build:web',
    ['frontend', 'shared', 'package.json', 'scripts/build-web.mjs'],
    'frontend/dist/index.html',
    productionBundle,
  );
}
