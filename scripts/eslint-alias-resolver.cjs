/**
 * A resolver for eslint-module-utils (the `import/resolver` setting eslint-plugin-boundaries reads)
 * that knows the path aliases of a tsconfig (`@/*`, `@shared/*`) and TypeScript's extensions, so
 * the boundaries rules see which file an aliased import reaches. Package imports are left
 * unresolved: the boundaries rules only judge files of the project.
 *
 * Options: `{ alias: { '@': '/abs/frontend/src', ... }, extensions: ['.ts', '.tsx', ...] }`.
 */
const fs = require('node:fs');
const path = require('node:path');

const DEFAULT_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

function isFile(candidate) {
  try {
    return fs.statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** The file `base` names: itself, with an extension, or its folder's index. */
function findFile(base, extensions) {
  const candidates = [
    base,
    ...extensions.map((extension) => base + extension),
    ...extensions.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find(isFile);
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, options = {}) {
  const extensions = options.extensions ?? DEFAULT_EXTENSIONS;
  let base;
  if (source.startsWith('.') || path.isAbsolute(source)) {
    base = path.resolve(path.dirname(file), source);
  } else {
    const alias = Object.entries(options.alias ?? {}).find(
      ([prefix]) => source === prefix || source.startsWith(`${prefix}/`),
    );
    if (!alias) return { found: false };
    const [prefix, target] = alias;
    base = path.join(target, source.slice(prefix.length));
  }
  // Vite's `?url` / `?raw` suffixes name the same file.
  const found = findFile(base.replace(/\?.*$/, ''), extensions);
  return found ? { found: true, path: found } : { found: false };
};
