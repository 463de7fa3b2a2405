import { apiRequest } from '../../../lib/api';

/** POST /api/session/ping: renews the server's 30-minute idle window (product §A7). */
export async function pingSession(): Promise<void> {
  await apiRequest('POST', '/api/session/ping');
}
