import { useMutation } from '@tanstack/react-query';
import { adminGameMessages, backupFileName } from '../../../../contract/admin';
import { apiRequest } from '../../../lib/api';
import { toastFailure } from '../../../lib/notify';
import { fileNameFromContentDisposition } from '../lib/content-disposition';

/** A downloaded backup: the zip and the name to save it under. */
export type BackupFile = { blob: Blob; fileName: string };

/**
 * GET /api/admin/export (issue 16): the whole database as a zip, under the name the server's Content-Disposition
 * gives, else the name the server would give it now (backupFileName). A non-2xx answer throws as apiRequest does.
 */
export async function exportBackup(): Promise<BackupFile> {
  const res = await apiRequest('GET', '/api/admin/export');
  const blob = await res.blob();
  return { blob, fileName: fileNameFromContentDisposition(res.headers.get('content-disposition')) ?? backupFileName(new Date()) };
}

/** How long the object URL outlives the click: the browser reads the blob after the click returns. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands a file to the browser's download: an object URL clicked through a temporary <a download>. */
export function saveFile({ blob, fileName }: BackupFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** The Download Backup button's call: saves the zip, or toasts 'Export Failed' with the server's message (product §G8). */
export function useExportBackup() {
  return useMutation({
    mutationFn: exportBackup,
    onSuccess: saveFile,
    onError: (error) => toastFailure(adminGameMessages.exportFailedTitle, error, adminGameMessages.exportFailed),
  });
}
