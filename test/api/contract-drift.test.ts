// @build checks the build, run once outside the API suites (.ci/run)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/config/app.config';
import swcOptions from '../setup/swc-options.json';

/**
 * The contract cannot drift silently. In a copy of the project, a response DTO's field is renamed
 * (LectureFeeResponse.fee_type → feeType, the code still compiles): the committed plugin metadata
 * and contract no longer match, so `npm run check` fails at openapi:check; and once the contract
 * is regenerated, the frontend that reads `fee.fee_type` no longer typechecks. Each failure is
 * asserted by its own message, and the regenerated metadata and contract name `feeType`, so it is
 * the rename that fails (the unchanged tree passing is `npm run check`'s part in CI).
 *
 * The copy's server is compiled by SWC with Jest's options (test/setup/swc-options.json), in 2 s
 * instead of tsc's 20: what is tested here is the contract check, and the code's types are the
 * typecheck's.
 */
const COPIED = [
  'package.json',
  'tsconfig.json',
  'tsconfig.build.json',
  '.prettierrc.json',
  'ormconfig.ts',
  'openapi.json',
  'scripts/openapi-metadata.mjs',
  'src',
  'shared',
  'frontend/src',
  'frontend/tsconfig.json',
];

interface Run {
  status: number | null;
  output: string;
}

function run(cwd: string, script: string, ...args: string[]): Run {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** openapi:check in steps: plugin metadata, then (regenerated) build and compare the contract. */
function contractCheck(copy: string): { metadata: Run; document: Run } {
  const metadata = run(copy, 'scripts/openapi-metadata.mjs', '--check');
  run(copy, 'scripts/openapi-metadata.mjs');
  const build = run(
    copy,
    'node_modules/@swc/cli/bin/swc.js',
    ...['src', 'shared', '-d', 'dist', '--config-file', '.swcrc', '--ignore', '**/*.spec.ts'],
  );
  if (build.status !== 0) throw new Error(`the copy does not build:\n${build.output}`);
  return { metadata, document: run(copy, 'dist/src/cli/openapi.js', '--check') };
}

function frontendTypecheck(copy: string): Run {
  return run(copy, 'node_modules/typescript/bin/tsc', '-p', 'frontend/tsconfig.json', '--noEmit');
}

describe('a field renamed in a response DTO', () => {
  let copy: string;

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'maeum-contract-'));
    for (const path of COPIED)
      cpSync(join(PROJECT_ROOT, path), join(copy, path), { recursive: true });
    symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(copy, 'node_modules'));
    writeFileSync(join(copy, '.swcrc'), JSON.stringify(swcOptions));
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  // The committed document and types matching the code is test/api/api-docs.test.ts's part.
  it('fails openapi:check, then the frontend typecheck, once renamed', () => {
    const dto = join(copy, 'src/lectures/dto/lecture.response.ts');
    const renamed = readFileSync(dto, 'utf8')
      .replace(
        '  fee_type: string;\n  /** Won. @example 30000 */',
        '  feeType: string;\n  /** Won. @example 30000 */',
      )
      .replace('fee_type: fee.fee_type', 'feeType: fee.fee_type');
    expect(renamed.match(/feeType/g)).toHaveLength(2);
    writeFileSync(dto, renamed);

    const { metadata, document } = contractCheck(copy);
    expect(metadata.status).toBe(1);
    expect(metadata.output).toContain('src/metadata.ts is out of date');
    // The metadata, regenerated, names the field feeType where it said fee_type (the class is
    // described once for each response that holds it).
    const fields = (file: string) => readFileSync(file, 'utf8').match(/\b(fee_type|feeType):/g);
    const before = fields(join(PROJECT_ROOT, 'src/metadata.ts')) ?? [];
    const after = fields(join(copy, 'src/metadata.ts')) ?? [];
    expect(after.filter((field) => field === 'feeType:').length).toBeGreaterThan(0);
    expect(after).toHaveLength(before.length);
    expect(document.status).toBe(1);
    expect(document.output).toContain(
      'openapi.json and shared/contract/api.d.ts no longer match the code',
    );

    // Regenerated (`npm run openapi`), the contract now says feeType, and the frontend fails.
    expect(run(copy, 'dist/src/cli/openapi.js').status).toBe(0);
    expect(readFileSync(join(copy, 'openapi.json'), 'utf8')).toContain('"feeType"');
    const frontend = frontendTypecheck(copy);
    expect(frontend.status).not.toBe(0);
    expect(frontend.output).toMatch(/fee-selector\.tsx.*Property 'fee_type' does not exist/);
  }, 300_000);
});
