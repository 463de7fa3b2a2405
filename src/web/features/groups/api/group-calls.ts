import { type AddGroupMemberInput } from '../../../../contract/groups';
import { GroupDetailSchema, PaymentRecordedSchema } from '../../../../contract/groups-responses';
import { apiJson, apiRequest } from '../../../lib/api';

// The groups' writes (product §R18, rules §19). Each answer is parsed with the contract's schema; refusals arrive as
// ApiRequestError with the server's { message }.

const groupPath = (groupId: string) => `/api/groups/${encodeURIComponent(groupId)}`;

/** POST /api/groups {name}: the new group (201), the caller its owner. */
export const createGroup = (name: string) => apiJson('POST', '/api/groups', GroupDetailSchema, { name });

/** PATCH /api/groups/{id} (the owner): a new name, or another member made the owner. */
export const updateGroup = (groupId: string, body: { name: string } | { ownerMemberId: string }) =>
  apiJson('PATCH', groupPath(groupId), GroupDetailSchema, body);

/** DELETE /api/groups/{id} (the owner): 204, or 409 while any balance is unsettled. */
export async function deleteGroup(groupId: string): Promise<void> {
  await apiRequest('DELETE', groupPath(groupId));
}

/** POST /api/groups/{id}/members (the owner): a golfer by Player ID or a guest by name; answers the group (201). */
export const addGroupMember = (groupId: string, body: AddGroupMemberInput) => apiJson('POST', `${groupPath(groupId)}/members`, GroupDetailSchema, body);

/**
 * DELETE /api/groups/{id}/members/{memberId}: the owner removes a member (200, the group), or the caller leaves (204:
 * null, the group is no longer theirs to read).
 */
export async function removeGroupMember(groupId: string, memberId: string) {
  const res = await apiRequest('DELETE', `${groupPath(groupId)}/members/${encodeURIComponent(memberId)}`);
  return res.status === 204 ? null : GroupDetailSchema.parse(await res.json());
}

/** POST /api/groups/{id}/payments: money paid outside the app, in dollars; answers the payment (201). */
export const recordPayment = (groupId: string, body: { fromMemberId: string; toMemberId: string; amount: number }) =>
  apiJson('POST', `${groupPath(groupId)}/payments`, PaymentRecordedSchema, body);

/** DELETE /api/groups/{id}/payments/{paymentId}: by whoever recorded it (204). */
export async function deletePayment(groupId: string, paymentId: string): Promise<void> {
  await apiRequest('DELETE', `${groupPath(groupId)}/payments/${encodeURIComponent(paymentId)}`);
}
