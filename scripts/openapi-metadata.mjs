#!/usr/bin/env node
// Writes src/metadata.ts: what the @nestjs/swagger CLI plugin reads from the DTOs' and
// controllers' types and comments (property types, optional fields, unions of literals as enums,
// class-validator limits, JSDoc descriptions and @example), for SwaggerModule.loadPluginMetadata.
// The server is built with plain tsc and tested under SWC, where no TypeScript transformer runs,
// so the plugin's metadata is generated ahead, as Nest documents for SWC builds (the
// "PluginMetadataGenerator" recipe). `--check` fails instead of writing when the file is stale.
import { PluginMetadataGenerator } from '@nestjs/cli/lib/compiler/plugins/plugin-metadata-generator.js';
import { ReadonlyVisitor } from '@nestjs/swagger/plugin';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);
const src = join(root, 'src');
const check = process.argv.includes('--check');
const target = join(src, 'metadata.ts');
const STUB = '/* eslint-disable */\nexport default async () => ({});\n';
const filename = check ? 'metadata.check.ts' : 'metadata.ts';

const PLUGIN_OPTIONS = {
  introspectComments: true,
  classValidatorShim: true,
  dtoFileNameSuffix: ['.dto.ts', '.response.ts'],
  controllerFileNameSuffix: ['.controller.ts'],
  pathToSource: src,
};

/** Runs `work` without the generator's progress lines; they are printed only if it fails. */
function quietly(work) {
  const held = [];
  const writes = [process.stdout.write, process.stderr.write];
  const hold = (chunk) => (held.push(chunk), true);
  process.stdout.write = process.stderr.write = hold;
  try {
    work();
  } catch (error) {
    [process.stdout.write, process.stderr.write] = writes;
    for (const chunk of held) process.stderr.write(chunk);
    throw error;
  } finally {
    [process.stdout.write, process.stderr.write] = writes;
  }
}

// The generator type-checks the project first, src/metadata.ts included; a stale one (naming a
// class that a merge renamed) would stop it, so it starts from an empty one (restored on failure).
const previous = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
let done = false;
if (!check) writeFileSync(target, STUB);
try {
  quietly(() =>
    new PluginMetadataGenerator().generate({
      visitors: [new ReadonlyVisitor(PLUGIN_OPTIONS)],
      outputDir: src,
      filename,
      // Relative to the working directory (the generator's rule).
      tsconfigPath: 'tsconfig.build.json',
      printDiagnostics: true,
    }),
  );
  const written = join(src, filename);
  const options = (await prettier.resolveConfig(target)) ?? {};
  const text = await prettier.format(readFileSync(written, 'utf8'), {
    ...options,
    filepath: target,
  });
  if (check) {
    const committed = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (committed !== text) {
      console.error('src/metadata.ts is out of date with the DTOs: run `npm run openapi`.');
      process.exitCode = 1;
    }
  } else {
    writeFileSync(target, text);
  }
  done = true;
} finally {
  if (check) rmSync(join(src, 'metadata.check.ts'), { force: true });
  else if (!done && previous !== undefined) writeFileSync(target, previous);
}
