import { FriendRequestSchema } from '../../../../contract/friends';
import { apiJson } from '../../../lib/api';

/** PATCH /api/friends/requests/{id}/respond {accept}: the request, now accepted or declined. */
export const respondFriendRequest = (requestId: number, accept: boolean) =>
  apiJson('PATCH', `/api/friends/requests/${String(requestId)}/respond`, FriendRequestSchema, { accept });
