/**
 * Which test files a run takes, by the tags in their header comment (a line ` * @engine …` or
 * `// @engine …`), chosen with TEST_TAGS:
 *
 *   (unset)   every file: the newcomer's `npm test`
 *   engine    only files tagged @engine: behaviour that depends on the database engine
 *             (migrations, seed, backup and restore, locks and claims, seats, ledger, triggers,
 *             retention, the PostgreSQL rate-limit store, the embedded engine's start), and
 *             the route smoke test; CI runs these on the embedded default
 *   build     only files tagged @build: checks of the build (contract drift, container image),
 *             run once by CI outside the API suites
 *   !build    every file but those: CI's full API suite on the PostgreSQL server
 *
 * Several tags are separated by commas; a file is taken when it has any of the plain tags
 * named (or none are named) and none of the `!` ones.
 */
const { readdirSync, readFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const TAG_LINE = /^\s*(?:\*|\/\/|\/\*\*)\s*@(engine|build)\b/gm;
const TEST_FILE = /\.(test|spec)\.ts$/;

/** The tags in a file's header (its first 4 kB). */
function tagsOf(path) {
  const head = readFileSync(path, 'utf8').slice(0, 4096);
  return new Set([...head.matchAll(TAG_LINE)].map((match) => match[1]));
}

function testFiles(root, dirs) {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true })
      .filter((file) => TEST_FILE.test(file) && !file.includes('node_modules'))
      .map((file) => join(root, dir, file)),
  );
}

function parse(spec = process.env.TEST_TAGS ?? '') {
  const names = spec
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return {
    wanted: names.filter((name) => !name.startsWith('!')),
    refused: names.filter((name) => name.startsWith('!')).map((name) => name.slice(1)),
  };
}

/**
 * testPathIgnorePatterns for the files TEST_TAGS leaves out (none when unset), so that Jest's
 * own testMatch (and the optional groups) still decide what exists.
 */
function ignoredByTags(root, spec) {
  const { wanted, refused } = parse(spec);
  if (!wanted.length && !refused.length) return [];
  const left = testFiles(root, ['src', 'shared', 'test']).filter((path) => {
    const tags = tagsOf(path);
    const taken =
      (!wanted.length || wanted.some((tag) => tags.has(tag))) &&
      !refused.some((tag) => tags.has(tag));
    return !taken;
  });
  return left.map(
    (path) => `<rootDir>/${relative(root, path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
  );
}

module.exports = { ignoredByTags, tagsOf };
