import type { UserRow } from '../users/repository';
import { forbidden, notFound } from '../http/errors';
import { gameMessages } from './messages';
import type { GameViewing } from './reads-repository';
import type { GameRow } from './repository';

// Who may see and change a game (product §R2, §R7; product §G6). One place, so every call refuses alike:
// a private game the caller may not see is a 404 (its existence does not leak), a visible one is a 403.

/** The caller: a signed-in golfer, or a guest reading a public game. */
export type Viewer = Pick<UserRow, 'id' | 'isAdmin'> | null;

/**
 * Private games are seen only by their creator, its players and the creator's friends (product §R7), and by
 * admins, who view any game from the admin panel (product §G6); seeing one lets no one change it.
 */
export function mayView(viewing: Pick<GameViewing, 'isPrivate' | 'createdBy' | 'isPlayer' | 'isCreatorFriend'>, viewer: Viewer): boolean {
  if (!viewing.isPrivate) return true;
  if (!viewer) return false;
  return viewer.isAdmin || viewing.createdBy === viewer.id || viewing.isPlayer || viewing.isCreatorFriend;
}

/** Who may watch a game, read once for every viewer: its privacy, creator, players' accounts and creator's friends. */
export type GameWatchers = { isPrivate: boolean; createdBy: string; playerUserIds: readonly string[]; creatorFriendIds: readonly string[] };

/** mayView for any viewer from the game's watchers: a socket's check, without a query per viewer. */
export function watchRuleOf(watchers: GameWatchers): { isPublic: boolean; mayWatch(viewer: Viewer): boolean } {
  const players = new Set(watchers.playerUserIds);
  const creatorFriends = new Set(watchers.creatorFriendIds);
  const { isPrivate, createdBy } = watchers;
  return {
    isPublic: !isPrivate,
    mayWatch: (viewer) => mayView({ isPrivate, createdBy, isPlayer: players.has(viewer?.id ?? ''), isCreatorFriend: creatorFriends.has(viewer?.id ?? '') }, viewer),
  };
}

/** The game's viewing facts, or the 404 a caller who may not see it gets. */
export function visibleOr404(viewing: GameViewing | null, viewer: Viewer): GameViewing {
  if (!viewing || !mayView(viewing, viewer)) throw notFound(gameMessages.notFound);
  return viewing;
}

/** Only the creator adds, edits and removes players, starts, advances, completes and deletes (product §R7). */
export function requireCreator(game: Pick<GameRow, 'createdBy'>, user: Pick<UserRow, 'id'>): void {
  if (game.createdBy !== user.id) throw forbidden(gameMessages.creatorOnly);
}

/** Scores, drinks and the score history are for players of the game (product §R2). */
export function requirePlayer(viewing: GameViewing): void {
  if (!viewing.isPlayer) throw forbidden(gameMessages.playersOnly);
}
