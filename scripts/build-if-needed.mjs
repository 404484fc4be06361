#!/usr/bin/env node
// Builds the server (dist/) and the frontend (frontend/dist/) when they are missing or older
// than their sources, so `npm install && npm start` works on a fresh clone and stays fast after.
// A frontend bundle not stamped as a production build (scripts/build-web.mjs) is built again:
// one made under a test's or a developer's NODE_ENV is never served or measured.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const serverOnly = process.argv.includes('--server-only');

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
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

/** Whether frontend/dist says it is a production bundle (scripts/build-web.mjs). */
function productionBundle() {
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

build(
  'server',
  'build:server',
  ['src', 'ormconfig.ts', 'tsconfig.json', 'tsconfig.build.json', 'package.json'],
  'dist/src/main.js',
);
if (!serverOnly) {
  build(
    'frontend',
    'build:web',
    ['frontend', 'package.json', 'scripts/build-web.mjs'],
    'frontend/dist/index.html',
    productionBundle,
  );
}
