import type { GameRef } from '../../contract/games';
import type { GameAchievement, GameBets, GameDetail, GameListItem, GamePlayer, ScoreHistoryEntry } from '../../contract/games-responses';
import { userShownName } from '../../contract/user';
import { EncodedBody } from '../http/encoding';
import { notFound } from '../http/errors';
import type { RealtimeBus } from '../realtime/bus';
import type { WatchRule } from '../realtime/watch-rules';
import type { UserRow } from '../users/repository';
import { mayView, requirePlayer, visibleOr404, watchRuleOf, type Viewer } from './access';
import { betsOf } from './bets';
import { historyEntries } from './history';
import { gameMessages } from './messages';
import { createGameReadCache, type GameVersion } from './read-cache';
import type { GameReadsRepository, GameViewing } from './reads-repository';
import type { GamesRepository } from './repository';
import { toGameDetail, toGameListItem, toGamePlayers } from './responses';

export type GameReadsDeps = {
  reads: GameReadsRepository;
  /** The game, its players and scores, as the players answer is built from them. */
  games: Pick<GamesRepository, 'byId' | 'players' | 'scores'>;
  /** Where every instance hears of a committed change of a game, so what is kept of it is forgotten. */
  bus: Pick<RealtimeBus, 'subscribe'>;
};

/** The game as GET /api/games/{id} answers it, read through `reads` (the database, or a change's transaction). */
export async function detailOf(reads: Pick<GameReadsRepository, 'withCounts'>, gameId: number, viewer: Viewer): Promise<GameDetail> {
  const row = await reads.withCounts(gameId, viewer?.id ?? null);
  if (!row) throw notFound(gameMessages.notFound);
  return toGameDetail(row);
}

/** How many public games the All Games tab lists. */
const PUBLIC_GAMES_LIMIT = 50;

/**
 * Reads of games (product §R7, §R11): who may see one, its version, detail and players answer, the lists, history and
 * achievements. The hot reads a live screen repeats go through the read cache (read-cache.ts, docs/decisions/020 and
 * 028); game changes (commands-service.ts) and the admin's delete call `forget` once they end.
 */
export function createGameReads({ reads, games, bus }: GameReadsDeps) {
  // Every instance hears every committed change of a game on the bus, and forgets what it kept of that game.
  const readCache = createGameReadCache();
  bus.subscribe((message) => {
    if (message.kind === 'game') readCache.forget(message.gameId);
  });

  async function viewingOf(ref: GameRef, viewer: Viewer): Promise<GameViewing> {
    return visibleOr404(await reads.viewing(ref, viewer?.id ?? null), viewer);
  }

  async function playersAnswer(gameId: number): Promise<GamePlayer[]> {
    const game = await games.byId(gameId);
    if (!game) throw notFound(gameMessages.notFound);
    return toGamePlayers(game, await games.players(gameId), await games.scores(gameId));
  }

  return {
    /** The game changed (or is gone): this instance's next read asks the database. */
    forget: (gameId: number): void => readCache.forget(gameId),

    /** Who may watch the game's realtime channel: the same rule as reading it (product §R7), for every viewer at once. */
    async watchRule(gameId: number): Promise<WatchRule | null> {
      const watchers = await reads.watchers(gameId);
      return watchers && watchRuleOf(watchers);
    },

    /**
     * The version a reader's copy is compared with (ETag), after the visibility check: one small query, or none while
     * the read cache holds a public game's version (every viewer may see a public game).
     */
    async versionOf(ref: GameRef, viewer: Viewer): Promise<GameVersion> {
      const kept = ref.kind === 'id' ? readCache.version(ref.id) : undefined;
      if (kept) return kept;
      const mark = readCache.mark();
      const viewing = await viewingOf(ref, viewer);
      const answer = { id: viewing.id, version: viewing.version };
      if (!viewing.isPrivate) readCache.keepVersion(mark, answer);
      return answer;
    },

    detail: (gameId: number, viewer: Viewer): Promise<GameDetail> => detailOf(reads, gameId, viewer),

    /** One player of the players answer, by their key (a user's id or a manual_ id). */
    async player(gameId: number, playerKey: string): Promise<GamePlayer> {
      const player = (await playersAnswer(gameId)).find((p) => p.userId === playerKey);
      if (!player) throw notFound(gameMessages.playerNotFound);
      return player;
    },

    /**
     * The players answer at the version the reader was told (versionOf), as the JSON bytes sent and their compressed
     * copies: the engine runs, and the answer is serialized and compressed, once per change, not once per read.
     */
    async playersBody(gameId: number, version: number): Promise<EncodedBody> {
      const kept = readCache.players(gameId, version);
      if (kept) return kept;
      const mark = readCache.mark();
      const body = EncodedBody.ofText(JSON.stringify(await playersAnswer(gameId)));
      readCache.keepPlayers(mark, gameId, version, body);
      return body;
    },

    async listMine(user: UserRow): Promise<GameListItem[]> {
      return (await reads.ofUser(user.id)).map(toGameListItem);
    },

    /**
     * A golfer's waiting and active games that the viewer may see (issue 13: a friend's games in the panel), by the
     * one visibility rule every game call uses (access.ts).
     */
    async openGamesOf(userId: string, viewer: Pick<UserRow, 'id' | 'isAdmin'>): Promise<GameListItem[]> {
      const rows = await reads.openOfUser(userId, viewer.id);
      return rows.filter((row) => mayView(row, viewer)).map(({ isCreatorFriend: _, ...row }) => toGameListItem(row));
    },

    async listPublic(user: UserRow): Promise<GameListItem[]> {
      return (await reads.publicOpen(user.id, PUBLIC_GAMES_LIMIT)).map(toGameListItem);
    },

    /** The bets in force now, each settled as if the game were completed now (product §R19), for whoever may see the game. */
    async bets(ref: GameRef, viewer: Viewer): Promise<GameBets> {
      const viewing = await viewingOf(ref, viewer);
      return betsOf(games, viewing.id);
    },

    /** The game's history with the money each change moved (product §R17), for its players. */
    async history(ref: GameRef, user: UserRow): Promise<ScoreHistoryEntry[]> {
      const viewing = await viewingOf(ref, user);
      requirePlayer(viewing);
      const game = await games.byId(viewing.id);
      if (!game) throw notFound(gameMessages.notFound);
      return historyEntries(game, await games.players(game.id), await games.scores(game.id), await reads.history(game.id));
    },

    async achievements(ref: GameRef, viewer: Viewer): Promise<GameAchievement[]> {
      const viewing = await viewingOf(ref, viewer);
      const rows = await reads.achievementsOf(viewing.id);
      return rows.map((row) => ({
        id: row.id,
        achievementType: row.achievementType,
        earnedAt: row.earnedAt.toISOString(),
        user: { id: row.userId, displayName: userShownName(row), username: row.username, firstName: row.firstName, lastName: row.lastName },
      }));
    },
  };
}

export type GameReads = ReturnType<typeof createGameReads>;
