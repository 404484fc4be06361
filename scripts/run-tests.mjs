#!/usr/bin/env node
// `npm test`: the API and unit tests (Jest, real PostgreSQL), the frontend's unit tests (Vitest,
// jsdom), then the browser journeys (Playwright, Chromium). Each always runs, so one failure does
// not hide another's results.
// Parts of each (README, "How deep a new test goes"): TEST_TAGS picks API test files by their
// header tags (test/setup/test-tags.js), TEST_BROWSER_GREP browser journeys by title or tag
// (e.g. @smoke). Unset, everything runs.
import { spawnSync } from 'node:child_process';

const browserGrep = process.env.TEST_BROWSER_GREP;
const suites = [
  ['API and unit tests', ['run', '--silent', 'test:api']],
  ['frontend unit tests', ['run', '--silent', 'test:web']],
  [
    'browser tests',
    ['run', '--silent', 'test:e2e', ...(browserGrep ? ['--', '--grep', browserGrep] : [])],
  ],
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
