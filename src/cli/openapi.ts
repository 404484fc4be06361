import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { CONTRACT_FILES, generateContract } from '../openapi/contract-files';
import { PROJECT_ROOT } from '../config/app.config';

/**
 * `npm run openapi`: writes openapi.json and shared/contract/api.d.ts from the code.
 * `npm run openapi:check` (part of `npm run check`): fails when either committed file differs
 * from what the code generates now, naming the files and the command that fixes them.
 */
async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const generated = await generateContract();
  const stale: string[] = [];
  for (const key of ['document', 'types'] as const) {
    const path = CONTRACT_FILES[key];
    const name = relative(PROJECT_ROOT, path);
    const committed = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (committed === generated[key]) continue;
    if (check) {
      stale.push(name);
    } else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, generated[key]);
      console.log(`wrote ${name}`);
    }
  }
  if (stale.length > 0) {
    console.error(
      `${stale.join(' and ')} no longer match the code: run \`npm run openapi\` and commit the result.`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
