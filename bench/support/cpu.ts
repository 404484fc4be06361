import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Linux reports process CPU time in clock ticks of 1/100 s (CLK_TCK on every Linux we run). */
const TICKS_PER_SECOND = 100;

/** CPU seconds used so far, split by who used them. */
export interface CpuSnapshot {
  app: number;
  /**
   * Every `postgres` process of the machine (the server) but those serving the provider's own
   * database; 0 when it runs inside the app.
   */
  postgres: number;
  /**
   * The payment provider's process and the server's processes serving its database (Toss's
   * database is not on the centre's machine either); 0 when it runs inside the app.
   */
  provider: number;
  /** This process: the load generator of the rush. */
  load: number;
  /** Wall-clock seconds, for the share of the machine. */
  at: number;
}

/** utime + stime of one process, in seconds; 0 if it is gone. */
function processSeconds(pid: number | string): { name: string; seconds: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces; the fields after it are space-separated.
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    return { name, seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return { name: '', seconds: 0 };
  }
}

/** CPU seconds one process has used so far (utime + stime); 0 if it is gone. */
export function processCpuSeconds(pid: number): number {
  return processSeconds(pid).seconds;
}

/**
 * Whether a `postgres` process serves `database`: a backend's command line reads
 * `postgres: 15/main: <user> <database> <client> <state>`.
 */
function servesDatabase(pid: string, database: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/).includes(database);
  } catch {
    return false;
  }
}

/** `provider.database`: the name of the provider's database on the same server, if any. */
export function cpuSnapshot(
  appPid: number,
  provider: { pid?: number; database?: string } = {},
): CpuSnapshot {
  let postgres = 0;
  let providerDatabase = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const { name, seconds } = processSeconds(entry);
    if (name !== 'postgres') continue;
    if (provider.database && servesDatabase(entry, provider.database)) providerDatabase += seconds;
    else postgres += seconds;
  }
  const own = process.cpuUsage();
  return {
    app: processSeconds(appPid).seconds,
    postgres,
    provider: provider.pid ? processSeconds(provider.pid).seconds + providerDatabase : 0,
    load: (own.user + own.system) / 1e6,
    at: performance.now() / 1000,
  };
}

/** Milliseconds of CPU per unit of work between two snapshots, and the cores that would need. */
export function cpuPerUnit(before: CpuSnapshot, after: CpuSnapshot, units: number) {
  const keys = ['app', 'postgres', 'provider', 'load'] as const;
  const ms = (key: (typeof keys)[number]) => ((after[key] - before[key]) * 1000) / units;
  const perUnit = {
    app: ms('app'),
    postgres: ms('postgres'),
    provider: ms('provider'),
    load: ms('load'),
  };
  const busy = keys.reduce((sum, key) => sum + after[key] - before[key], 0);
  return {
    ...perUnit,
    total: perUnit.app + perUnit.postgres + perUnit.provider + perUnit.load,
    cores: cpus().length,
    busyCores: busy / (after.at - before.at),
  };
}
