import { Logger } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PinoNestLogger, createRootLogger } from '../common/logging/logger';
import { loadConfig } from '../config/app.config';
import { BackupRefused, restoreBackup, writeBackup } from '../backup';
import { openDatabase } from '../database/open-database';
import { entities } from '../entities';
import { createImageStorage } from '../uploads';

/**
 * `npm run backup [-- <file>]` writes the database and the uploaded images to one file
 * (default backups/maeum-<time>.jsonl.gz); `npm run restore -- <file> [--replace]` reads one back
 * into the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
 */
async function main(argv: string[]): Promise<void> {
  Logger.overrideLogger(new PinoNestLogger(createRootLogger('info')));
  const logger = new Logger('Backup');
  const [command, ...rest] = argv;
  const replace = rest.includes('--replace');
  const file = rest.find((arg) => !arg.startsWith('--'));
  const config = loadConfig();
  const database = await openDatabase(config, entities);
  const storage = createImageStorage(config);
  try {
    if (command === 'backup') {
      const target = resolve(
        file ?? `backups/maeum-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl.gz`,
      );
      mkdirSync(dirname(target), { recursive: true });
      const summary = await writeBackup(database.dataSource, storage, target);
      logger.log(`backup written to ${target}: ${summary.rows} rows, ${summary.files} images`);
    } else if (command === 'restore') {
      if (!file)
        throw new BackupRefused('Name the backup file: npm run restore -- <file> [--replace]');
      const summary = await restoreBackup(database.dataSource, storage, resolve(file), {
        replace,
      });
      logger.log(`restored ${summary.rows} rows and ${summary.files} images from ${file}`);
    } else {
      throw new BackupRefused('Usage: cli/backup backup [file] | restore <file> [--replace]');
    }
  } finally {
    await storage.close();
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  new Logger('Backup').error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
