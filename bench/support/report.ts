import { cpus, totalmem } from 'node:os';

/** One line of the results table. `ok` undefined: no budget applies (information only). */
export interface Row {
  step: string;
  measure: string;
  result: string;
  /** What the NestJS floor and the bare node:http server did with the same bytes (public reads). */
  reference?: string;
  budget?: string;
  ok?: boolean;
}

/** A step that threw still gets a line, so the table says what is missing and why. */
export function failedRow(step: string, error: unknown): Row {
  const message = error instanceof Error ? error.message : String(error);
  return {
    step,
    measure: 'did not finish',
    result: message.split('\n')[0].slice(0, 200),
    ok: false,
  };
}

export function markdownTable(rows: Row[]): string {
  const cell = (text = '') => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const mark = (ok?: boolean) => (ok === undefined ? '' : ok ? '✅' : '❌');
  const lines = [
    '| Step | Measure | App | References (same bytes) | Budget | |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${[row.step, row.measure, row.result, row.reference, row.budget].map(cell).join(' | ')} | ${mark(row.ok)} |`,
    ),
  ];
  return lines.join('\n');
}

/** The machine, Node and database the numbers were taken on. */
export function machineLine(databaseEngine: string, databaseVersion: string): string {
  const cpu = cpus();
  const ram = (totalmem() / 1024 ** 3).toFixed(1);
  return [
    `Machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${ram} GB RAM`,
    `Node ${process.version}`,
    `Database: ${databaseEngine} ${databaseVersion}`,
  ].join(' · ');
}
