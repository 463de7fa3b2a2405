import { type CourseDifferences, UploadConflictSchema, UploadRejectionSchema } from '../../../contract/course-responses';
import { errorBody, errorStatus, serverMessage } from '../../lib/api';

/** What the upload page shows after a failed upload (product §G4, §G8). */
export type UploadFailure =
  | { kind: 'conflict'; message: string; courseName: string; differences: CourseDifferences }
  | { kind: 'rejected'; title: 'Upload Failed'; message: string; hint: string | null; row: number | null; column: string | null }
  | { kind: 'network'; title: 'Upload Error'; message: 'Network error' };

/**
 * Sorts an upload error into the course-exists confirmation, a refusal with the server's words (its hint, row
 * and column for a bad CSV), or no answer at all: fetch rejects with a TypeError when the request never lands.
 */
export function uploadFailure(error: unknown): UploadFailure {
  const status = errorStatus(error);
  if (status === null && error instanceof TypeError) return { kind: 'network', title: 'Upload Error', message: 'Network error' };
  const body = errorBody(error);
  const conflict = status === 409 ? UploadConflictSchema.safeParse(body) : null;
  if (conflict?.success) return { kind: 'conflict', ...conflict.data };
  const rejection = UploadRejectionSchema.safeParse(body);
  const details = rejection.success ? rejection.data : null;
  return {
    kind: 'rejected',
    title: 'Upload Failed',
    message: serverMessage(error) ?? 'Failed to upload course',
    hint: details?.hint ?? null,
    row: details?.row ?? null,
    column: details?.column ?? null,
  };
}
