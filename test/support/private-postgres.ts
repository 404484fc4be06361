import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL server of its own (initdb in a temporary folder, about 2 s), for tests that stop
 * and restart the database: restarting the machine's shared server would disturb everything else.
 * Runs as the `postgres` user (PostgreSQL refuses root) on a loopback port.
 */
export class PrivatePostgres {
  private readonly dir: string;

  constructor(readonly port: number) {
    this.dir = mkdtempSync(join(tmpdir(), 'maeum-pg-'));
    chownSync(this.dir, uidOf('postgres'), gidOf('postgres'));
    this.asPostgres(`${BIN}/initdb`, [
      '-D',
      this.dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDir(): string {
    return join(this.dir, 'data');
  }

  start(): void {
    this.asPostgres(`${BIN}/pg_ctl`, [
      '-D',
      this.dataDir,
      '-l',
      join(this.dir, 'log'),
      '-w',
      'start',
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    ]);
  }

  /** Fast shutdown: open connections are terminated, as on a server restart. */
  stop(): void {
    this.asPostgres(`${BIN}/pg_ctl`, ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private asPostgres(command: string, args: string[]): void {
    execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
  }
}

function uidOf(user: string): number {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}

function gidOf(user: string): number {
  return Number(execFileSync('id', ['-g', user]).toString().trim());
}
