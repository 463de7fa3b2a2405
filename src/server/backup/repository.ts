import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { dataExports } from '../db/schema';

/** The record of backups taken (data_exports), bound to a handle. */
export function exportsRepository(db: DbOrTx) {
  return {
    /** Records that `adminName` started an export; returns its id. */
    async recordStart(adminId: string, adminName: string): Promise<number> {
      const [row] = await db.insert(dataExports).values({ exportedBy: adminId, exportedByName: adminName }).returning({ id: dataExports.id });
      if (!row) throw new Error('insert into data_exports returned no row');
      return row.id;
    },

    async recordCompleted(exportId: number, at = new Date()): Promise<void> {
      await db.update(dataExports).set({ completedAt: at }).where(eq(dataExports.id, exportId));
    },
  };
}

export type ExportsRepository = ReturnType<typeof exportsRepository>;
