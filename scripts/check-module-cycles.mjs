// Fails when modules of the server import each other in a loop (`npm run lint`, issue 33).
// dependency-cruiser reads the imports (options in .dependency-cruiser.cjs); this script
// collapses each file to its module with the config's `collapse` pattern, finds the loops
// (strongly connected modules) and names, for one loop of each, the imports that make it.
import { performance } from 'node:perf_hooks';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const started = performance.now();
// `collapse` is applied here, after the cruise: passed to cruise it would hide which files import.
const { collapse: pattern, ...options } = await extractDepcruiseOptions(
  './.dependency-cruiser.cjs',
);
const tsConfigFile = options.tsConfig.fileName;
const { output } = await cruise(
  ['src'],
  options,
  { tsConfig: tsConfigFile },
  { tsConfig: extractTSConfig(tsConfigFile) },
);

const collapse = new RegExp(pattern);
const moduleOf = (path) => collapse.exec(path)?.[0] ?? path;

/** module → module → the file imports behind that edge */
const graph = new Map();
let files = 0;
for (const file of output.modules) {
  if (!file.source.startsWith('src/')) continue;
  files += 1;
  const from = moduleOf(file.source);
  if (!graph.has(from)) graph.set(from, new Map());
  for (const dependency of file.dependencies) {
    const to = moduleOf(dependency.resolved);
    if (to === from || !dependency.resolved.startsWith('src/')) continue;
    const edges = graph.get(from);
    if (!edges.has(to)) edges.set(to, []);
    const typeOnly = dependency.dependencyTypes.includes('type-only') ? ' (type only)' : '';
    edges.get(to).push(`${file.source} → ${dependency.resolved}${typeOnly}`);
  }
}

/** Tarjan's strongly connected components: each with more than one module is a loop. */
function loops() {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (node) => {
    const own = { index, low: index, onStack: true };
    index += 1;
    state.set(node, own);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!state.has(next)) {
        visit(next);
        own.low = Math.min(own.low, state.get(next).low);
      } else if (state.get(next).onStack) {
        own.low = Math.min(own.low, state.get(next).index);
      }
    }
    if (own.low === own.index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

/** The shortest way from `start` back to itself inside one component (breadth first). */
function shortestCycle(start, component) {
  const inside = new Set(component);
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of graph.get(node)?.keys() ?? []) {
      if (next === start) {
        const path = [node];
        while (previous.get(path[0]) !== null) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (inside.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

const found = loops();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (found.length === 0) {
  console.log(`module cycles: none (${graph.size} modules, ${files} files, ${seconds} s)`);
  process.exit(0);
}
for (const component of found) {
  const cycle = shortestCycle(component[0], component);
  console.error(`\nno-module-cycle: ${cycle.join(' → ')}`);
  if (component.length > cycle.length - 1) {
    console.error(`  (one loop of ${component.length} modules: ${component.join(', ')})`);
  }
  for (let step = 0; step < cycle.length - 1; step += 1) {
    const imports = graph.get(cycle[step]).get(cycle[step + 1]);
    console.error(`  ${cycle[step]} → ${cycle[step + 1]}:`);
    for (const line of imports.slice(0, 5)) console.error(`    ${line}`);
    if (imports.length > 5) console.error(`    … and ${imports.length - 5} more`);
  }
}
console.error(
  `\n✖ ${found.length} module cycle(s). A module may not import, even for a type, a module ` +
    'that imports it back: move what both need down a layer, or declare a port (see ' +
    'docs/architecture.md, "Module map"). Checked by scripts/check-module-cycles.mjs.',
);
process.exit(1);
