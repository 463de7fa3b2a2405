import type { GamePlayer } from '../../../../contract/games-responses';
import type { GroupDetail } from '../../../../contract/groups-responses';

/** Who the lobby's Add Player adds: a golfer by Player ID or a player by name, and the name its toast gives. */
export type PlayerAddition = ({ userNumber: number } | { playerName: string }) & { name: string };

/** A member of the game's group the lobby offers to add in one tap (product §R18): a golfer by Player ID, a guest by name. */
export type GroupChoice = { kind: 'golfer'; memberId: string; name: string; userNumber: number } | { kind: 'guest'; memberId: string; name: string };

const folded = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The group's members not yet in the game, golfers first, each in the group's order: a golfer is in when a player is
 * their account; a guest when a player without an account has their name (any case: the group's guests are unique so).
 * Members who left the group are not offered.
 */
export function groupChoicesOf(group: Pick<GroupDetail, 'members'>, players: readonly Pick<GamePlayer, 'userId' | 'isManual' | 'user'>[]): GroupChoice[] {
  const accounts = new Set(players.filter((player) => !player.isManual).map((player) => player.userId));
  const names = new Set(players.filter((player) => player.isManual).map((player) => folded(player.user.displayName)));
  const golfers: GroupChoice[] = [];
  const guests: GroupChoice[] = [];
  for (const member of group.members) {
    if (!member.active) continue;
    if (member.role === 'guest') {
      if (!names.has(folded(member.name))) guests.push({ kind: 'guest', memberId: member.id, name: member.name });
    } else if (member.userId !== null && member.userNumber !== null && !accounts.has(member.userId)) {
      golfers.push({ kind: 'golfer', memberId: member.id, name: member.name, userNumber: member.userNumber });
    }
  }
  return [...golfers, ...guests];
}

/** What adding a choice sends: a golfer by their Player ID, a guest by name (the server finds the guest of that name). */
export const additionOf = (choice: GroupChoice): PlayerAddition =>
  choice.kind === 'golfer' ? { userNumber: choice.userNumber, name: choice.name } : { playerName: choice.name, name: choice.name };
