import type { FastifyPluginAsync } from 'fastify';
import { backupFileName } from '../../contract/admin';
import { requireAdmin, requireUser } from '../auth/current-user';
import type { BackupService } from './service';

/**
 * GET /api/admin/export (product §G7): the backup zip, written to a temporary file from one snapshot and then streamed
 * from it to the admin's browser (docs/decisions/025), so a slow download holds no transaction.
 */
export const backupRoutes: FastifyPluginAsync<{ backups: BackupService }> = async (app, { backups }) => {
  app.addHook('preHandler', requireAdmin);

  app.get('/export', async (request, reply) => {
    const stopped = new AbortController();
    // The browser went away (or the download was cancelled): stop the snapshot, or the file's stream.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) stopped.abort(new Error('the backup download was closed before it finished'));
    });
    const backup = await backups.exportFor(requireUser(request), stopped.signal);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${backupFileName(new Date(backup.manifest.createdAt))}"`)
      .header('cache-control', 'no-store')
      .header('content-length', backup.size)
      .send(backup.stream);
  });
};
