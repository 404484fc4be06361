// Prints how many times slower than the reference day this machine runs a fixed piece of
// single-core work (hashing and allocation, the kind of work tests do), at least 1.
// .ci/run scales its budgets by it, so that a run on a loaded day is held to the same code
// speed as a run on a quiet one: the budgets guard the code, not the machine.
// REFERENCE_MS is the median on this 2-core machine, quiet (300 ms on 2026-11-29; the same
// machine under a load of 9-15 measured 420-1410 ms), on the day the budgets were set.
// CI_REFERENCE_MS overrides it on a machine of another kind.
const { createHash } = require('node:crypto');

const REFERENCE_MS = Number(process.env.CI_REFERENCE_MS ?? 0) || 300;

function once() {
  const started = process.hrtime.bigint();
  const block = Buffer.alloc(1 << 16, 7);
  let digest = block;
  for (let i = 0; i < 3000; i++)
    digest = createHash('sha256').update(block).update(digest).digest();
  const rows = [];
  for (let i = 0; i < 300000; i++) rows.push({ i, text: String(i) });
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const runs = Array.from({ length: 5 }, once).sort((a, b) => a - b);
const median = runs[2];
const factor = Math.max(1, Math.round((median / REFERENCE_MS) * 100) / 100);
process.stderr.write(
  `machine speed: ${Math.round(median)} ms against ${REFERENCE_MS} ms on the reference day ` +
    `(runs ${runs.map(Math.round).join(', ')}): budgets × ${factor}\n`,
);
process.stdout.write(`${factor}\n`);
