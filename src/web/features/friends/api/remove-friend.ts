import { apiRequest } from '../../../lib/api';

/** DELETE /api/friends/{id}: ends the friendship (204, no body). */
export async function removeFriend(friendId: string): Promise<void> {
  await apiRequest('DELETE', `/api/friends/${encodeURIComponent(friendId)}`);
}
