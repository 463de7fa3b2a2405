import { apiRequest } from '../../../lib/api';

/** DELETE /api/notifications/{id} (204, no body). */
export async function deleteNotification(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/notifications/${String(id)}`);
}
