import { groupMessages } from '../../contract/groups';
import { forbidden, notFound } from '../http/errors';
import type { GroupsRepository } from './repository';

/**
 * Who a player of a group game is in the group (product §R18): a golfer must be an active member; a player added by
 * name is the group's guest of that name, made when new (or back, when they had left). Null outside a group game.
 * Runs inside the game's transaction, so the player and the guest are written together or not at all.
 */
export async function groupMemberFor(groups: GroupsRepository, groupId: string | null, player: { userId: string | null; playerName: string }): Promise<string | null> {
  if (groupId === null) return null;
  if (player.userId !== null) {
    const member = await groups.memberOfUser(groupId, player.userId);
    if (!member || member.leftAt !== null) throw forbidden(groupMessages.playerNotMember);
    return member.id;
  }
  const guest = await groups.guestNamed(groupId, player.playerName);
  if (!guest) return (await groups.insertMember({ groupId, userId: null, name: player.playerName, role: 'guest' })).id;
  if (guest.leftAt !== null) await groups.updateMember(guest.id, { leftAt: null });
  return guest.id;
}

/** The group a new game is created in, checked: the creator must be an active member (404 otherwise, as for a stranger). */
export async function requireGroupMember(groups: GroupsRepository, groupId: string, userId: string): Promise<string> {
  const member = await groups.memberOfUser(groupId, userId);
  if (!member || member.leftAt !== null) throw notFound(groupMessages.notFound);
  return member.id;
}
