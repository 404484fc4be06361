// The backup module's public face; other modules import from here (or an entity file).
export { BackupRefused, restoreBackup, writeBackup } from './backup';
