#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every hashed text asset of the built
// frontend, once at build time, so the server sends them as they are instead of compressing
// the same bytes on every request (see src/common/http/precompressed-assets.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = new URL('../frontend/dist/assets/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(assets)) {
  const path = join(assets, name);
  if (!COMPRESSIBLE.test(name) || statSync(path).size < MIN_BYTES) continue;
  const raw = readFileSync(path);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  files += 1;
  before += raw.length;
  after += br.length;
}
console.log(
  `compress-assets: ${files} files, ${(before / 1024).toFixed(1)} KiB → ${(after / 1024).toFixed(1)} KiB brotli`,
);
