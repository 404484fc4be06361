#!/usr/bin/env node
// `npm test`: the API and unit tests (Jest, real PostgreSQL), then the browser journeys
// (Playwright, Chromium). Both always run, so one failure does not hide the other's results.
import { spawnSync } from 'node:child_process';

const suites = [
  ['API and unit tests', ['run', '--silent', 'test:api']],
  ['browser tests', ['run', '--silent', 'test:e2e']],
];
const failed = [];
for (const [name, args] of suites) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  if (status !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
