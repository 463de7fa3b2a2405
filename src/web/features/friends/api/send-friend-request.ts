import { FriendRequestSchema, type SendFriendRequest } from '../../../../contract/friends';
import { apiJson } from '../../../lib/api';

/** POST /api/friends/requests {targetUserNumber}: the new request (201), or theirs accepted when they had asked first (200). */
export const sendFriendRequest = (body: SendFriendRequest) => apiJson('POST', '/api/friends/requests', FriendRequestSchema, body);
