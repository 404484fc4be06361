#!/usr/bin/env node
// The npm registry these machines reach does not serve the platform-specific builds of other
// operating systems (for example @swc/core-darwin-arm64 answers 404). `npm install` then writes
// a lock file without them, and `npm ci` refuses that lock file as "out of sync".
//
// This script adds an entry for every optional dependency the lock file names but does not hold,
// marked optional and restricted to the os/cpu its name says, so `npm ci` accepts the lock file
// and skips those packages on this platform without fetching them.
//
// Run it after every `npm install` that changes package-lock.json:  node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'ppc64',
  's390x',
  'riscv64',
  'loong64',
  'wasm32',
  'mips64el',
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  return { os, cpu };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dependency}`;
    const hoisted = `node_modules/${dependency}`;
    if (packages[nested] || packages[hoisted]) continue;
    const { os, cpu } = platformOf(dependency);
    if (!os && !cpu) continue; // not a platform build: leave it to npm
    packages[hoisted] = {
      version: version.replace(/^[\^~=]/, ''),
      dev: entry.dev || undefined,
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
  ),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
