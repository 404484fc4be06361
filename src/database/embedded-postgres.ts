import { Logger } from '@nestjs/common';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PostgreSQL compiled to WebAssembly (PGlite), served on a loopback socket so that `pg` and
 * TypeORM talk to it exactly as they talk to a PostgreSQL server. Pure WASM: no binary download,
 * works as root from any folder (stack-notes §1).
 */
export interface EmbeddedPostgres {
  /** Connection string for `pg`/TypeORM. */
  url: string;
  stop(): Promise<void>;
}

/** Loaded with import() because both packages are ESM-only. */
export async function startEmbeddedPostgres(
  dataDir: string,
  maxConnections: number,
): Promise<EmbeddedPostgres> {
  const logger = new Logger('EmbeddedPostgres');
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');

  const persistent = !dataDir.startsWith('memory://');
  if (persistent) {
    mkdirSync(dataDir, { recursive: true });
    lockDataDir(dataDir);
  }
  const started = Date.now();
  let db: InstanceType<typeof PGlite>;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    if (persistent) unlockDataDir(dataDir);
    throw error;
  }
  // Connections beyond the limit are refused, not queued, and closed ones linger a moment:
  // leave generous headroom over the pool size.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const address = server.getServerConn();
  logger.log(`embedded PostgreSQL ready in ${Date.now() - started} ms (${dataDir})`);

  return {
    url: `postgres://postgres@${address}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
      if (persistent) unlockDataDir(dataDir);
    },
  };
}

/**
 * Two processes opening one PGlite folder would corrupt it, so the folder holds the owner's pid.
 * A lock left by a process that no longer runs (killed, crashed) is taken over.
 */
function lockDataDir(dataDir: string): void {
  const lockFile = join(dataDir, 'app.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    return;
  } catch {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${owner}. ` +
          'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
}

function unlockDataDir(dataDir: string): void {
  rmSync(join(dataDir, 'app.lock'), { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
