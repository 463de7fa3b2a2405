import { userShownName } from '../../contract/user';
import type { UserRow } from '../users/repository';
import type { GameRow, NewNotification, PlayerWithUser } from './repository';

// The notifications a game's lobby writes (issue 13, producers), in the shape of the completion's and the friends
// area's: a short title, a sentence naming who and which game, the game's id in data, an emoji.

/** The notice to a registered golfer the creator added by Player ID. */
export function addedToGameNotice(game: GameRow, creator: UserRow, golferId: string): NewNotification {
  return {
    userId: golferId,
    type: 'game_added',
    title: 'Added to a game',
    message: `${userShownName(creator)} added you to ${game.name}`,
    data: { gameId: game.id, addedBy: creator.id },
    metadata: { emoji: '⛳' },
  };
}

/** One notice per registered player but the starter, when the game starts. */
export function gameStartedNotices(game: GameRow, starter: UserRow, players: readonly PlayerWithUser[]): NewNotification[] {
  const userIds = new Set(players.flatMap((player) => (player.userId && player.userId !== starter.id ? [player.userId] : [])));
  return [...userIds].map((userId) => ({
    userId,
    type: 'game_started',
    title: 'Game started',
    message: `${userShownName(starter)} started ${game.name}`,
    data: { gameId: game.id, startedBy: starter.id },
    metadata: { emoji: '🏌️' },
  }));
}
