#!/usr/bin/env node
// `npm run check`: typecheck, lint (with the module-cycle check), format and the contract.
// Each is one single-threaded process, so they run two at a time on two cores: the typecheck
// beside the lint, then the format check beside the contract check. Every one always runs and
// its output is printed whole when it ends, so one failure does not hide another's.
import { spawn } from 'node:child_process';

const steps = [
  [
    ['typecheck', ['run', '--silent', 'typecheck']],
    ['lint', ['run', '--silent', 'lint']],
  ],
  [
    ['format', ['run', '--silent', 'format:check']],
    ['contract', ['run', '--silent', 'openapi:check']],
  ],
];

function run([name, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`\n▶ ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      if (text) console.log(text);
      resolve(code === 0 ? null : name);
    });
  });
}

const failed = [];
for (const pair of steps) failed.push(...(await Promise.all(pair.map(run))).filter(Boolean));
if (failed.length) {
  console.error(`\nnpm run check failed: ${failed.join(', ')}`);
  process.exit(1);
}
