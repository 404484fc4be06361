#!/usr/bin/env node
// `npm run build:web`: the frontend as it is served (frontend/dist) and as the server renders
// its public pages (frontend/dist-server), always a production bundle. Vite follows
// the caller's NODE_ENV (under Jest it is `test`, in a developer's shell maybe `development`)
// and then ships React's development build, twice the size: nothing built under such a setting
// may be served or measured as production. The stamp beside the bundle (frontend/dist/.build.json,
// a dotfile the server never serves) says how it was built; build-if-needed.mjs rebuilds a
// bundle whose stamp is missing or differs.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, NODE_ENV: 'production' };
const run = (...args) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });

const vite = join(root, 'node_modules/vite/bin/vite.js');
run(vite, 'build', '--config', 'frontend/vite.config.ts');
// The same app for the server, which renders the public pages with it (src/pages): built from
// the same sources under the same settings, so the HTML it writes is what the browser hydrates.
run(vite, 'build', '--config', 'frontend/vite.config.ts', '--ssr');
run(join(root, 'scripts/compress-assets.mjs'));
writeFileSync(
  join(root, 'frontend/dist/.build.json'),
  `${JSON.stringify({ nodeEnv: env.NODE_ENV })}\n`,
);
