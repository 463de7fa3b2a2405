import type { FastifyBaseLogger } from 'fastify';
import { userShownName } from '../../contract/user';
import type { DatabaseKind, Db } from '../db/client';
import type { UserRow } from '../users/repository';
import { streamBackup, type BackupStream } from '../db/backup/archive';
import type { ExportsRepository } from './repository';

export type BackupServiceDeps = {
  /** The database itself: a backup reads every table in one snapshot of its own. */
  db: Db;
  databaseKind: DatabaseKind;
  exports: ExportsRepository;
  log: FastifyBaseLogger;
};

/** The admin's backup download (product §G6-§G7; issue 16): each one recorded, who and when, and when it completed. */
export function createBackupService({ db, databaseKind, exports, log }: BackupServiceDeps) {
  return {
    async exportFor(admin: UserRow, signal: AbortSignal): Promise<BackupStream> {
      const exportId = await exports.recordStart(admin.id, userShownName(admin));
      const backup = await streamBackup(db, databaseKind, signal);
      backup.finished
        .then(() => exports.recordCompleted(exportId))
        .then(
          () => log.info({ exportId, rowCounts: backup.manifest.rowCounts }, 'backup exported'),
          (error: unknown) => log.warn({ err: error, exportId }, 'backup export did not complete'),
        );
      return backup;
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
