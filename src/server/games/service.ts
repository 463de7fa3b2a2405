import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  AddManualPlayerSchema,
  AddPlayerByIdSchema,
  AdvanceHoleSchema,
  DrinksChangeSchema,
  GAME_CODE_LENGTH,
  JoinGameSchema,
  PLAYER_SEARCH_MAX_RESULTS,
  SubmitScoreSchema,
  UpdatePlayerSchema,
  type CreateGameInput,
  type GameRef,
  type StoredScore,
  type TeamChoice,
} from '../../contract/games';
import type {
  DrinksResponse,
  GameAchievement,
  GameDetail,
  GameListItem,
  GamePlayer,
  PlayerSearchResult,
  ScoreHistoryEntry,
} from '../../contract/games-responses';
import type { AdminGame, AdminGamesQuery } from '../../contract/admin';
import { playerLimitFor, trialPlayerLimitMessage } from '../../contract/access';
import type { GameEvent, UserEvent } from '../../contract/realtime';
import { userShownName } from '../../contract/user';
import {
  formatName,
  formatNeedsTeams,
  gameStartProblem,
  handicapFrom,
  handicapStrokesOnHole,
  HOLE_COUNT,
  netStrokesFor,
  requireFormat,
  strokeIndexFrom,
  strokesFrom,
  teamWithFewerPlayers,
  type Team,
} from '../../golf';
import { randomCode } from '../codes';
import type { Transaction } from '../db/transaction';
import type { CoursesRepository } from '../courses/repository';
import type { FriendsRepository } from '../friends/repository';
import { EncodedBody } from '../http/encoding';
import { badRequest, conflict, forbidden, notFound, parseOr400 } from '../http/errors';
import type { BusMessage, RealtimeBus } from '../realtime/bus';
import type { WatchRule } from '../realtime/watch-rules';
import type { UserRow, UsersRepository } from '../users/repository';
import { mayView, requireCreator, requirePlayer, visibleOr404, watchRuleOf, type Viewer } from './access';
import { completeGame } from './completion';
import { gameMessages } from './messages';
import { addedToGameNotice, gameStartedNotices } from './notices';
import type { GameRow, GamesRepository, GameViewing, PlayerWithUser } from './repository';
import { createGameReadCache, type GameVersion } from './read-cache';
import { isManualKey, MANUAL_PREFIX, toAdminGame, toGameDetail, toGameListItem, toGamePlayers, toStoredScore } from './responses';

type Repos = { games: GamesRepository; users: UsersRepository; friends: FriendsRepository };

export type GamesServiceDeps = Repos & {
  /** Every change of a game commits whole or not at all, with the game's row locked (one change at a time). */
  transaction: Transaction<Repos>;
  /** Where committed changes are announced to the sockets of every instance (server/realtime). */
  bus: Pick<RealtimeBus, 'publish' | 'subscribe'>;
  /** The course holes a new game copies (read before the game's transaction writes). */
  courses: Pick<CoursesRepository, 'holes'>;
  log: FastifyBaseLogger;
  now?: () => Date;
};

/** How many public games the All Games tab lists. */
const PUBLIC_GAMES_LIMIT = 50;

/** Codes hold at least one letter, so digits-only text always reads as a game id (contract/games.ts). */
function gameCodeDraw(): string {
  for (;;) {
    const code = randomCode(GAME_CODE_LENGTH);
    if (/[A-Z]/.test(code)) return code;
  }
}

/** The player a path names: its userId / manual_ id, or its numeric game_players id. */
function playerNamed(players: readonly PlayerWithUser[], playerId: string): PlayerWithUser {
  const player = players.find((p) => p.playerKey === playerId) ?? players.find((p) => String(p.id) === playerId);
  if (!player) throw notFound(gameMessages.playerNotFound);
  return player;
}

/** The team a new player gets: on a team format "auto" or none picks the smaller team; otherwise none. */
function teamFor(game: GameRow, players: readonly PlayerWithUser[], choice: TeamChoice): Team | null {
  if (!formatNeedsTeams(requireFormat(game), game.maxPlayers)) return null;
  if (choice === 'A' || choice === 'B') return choice;
  if (choice === null) return null;
  return teamWithFewerPlayers(players.map((p) => ({ team: p.teamAssignment })));
}

function requireNotCompleted(game: GameRow): void {
  if (game.status === 'completed') throw conflict(gameMessages.gameCompleted);
}

function requireActive(game: GameRow): void {
  requireNotCompleted(game);
  if (game.status !== 'active') throw conflict(gameMessages.gameNotStarted);
}

/** Room for one more: the game's own size, and at most the trial's 4 while its creator is on the free trial (spec 000 §1). */
function requireRoom(game: GameRow, players: readonly PlayerWithUser[], creator: UserRow | null): void {
  if (players.length >= game.maxPlayers) throw conflict(gameMessages.gameFull);
  if (players.length >= playerLimitFor(game, creator)) throw conflict(trialPlayerLimitMessage);
}

/** The strokes a player receives on a hole of the game and the net they give (rules.md §1). */
function strokesOnHole(game: GameRow, handicap: number, holeNumber: number, strokes: number) {
  const hole = game.holes.find((h) => h.holeNumber === holeNumber);
  if (!hole) throw badRequest(gameMessages.holeNotInGame);
  const handicapStrokes = handicapStrokesOnHole(handicapFrom(handicap), strokeIndexFrom(hole.handicapIndex));
  return { par: hole.par, handicapStrokes, netStrokes: netStrokesFor(strokesFrom(strokes), handicapStrokes) };
}

/** Games: every game call's rules (rules.md §2-§7, §11; spec 001 §4-§6), played through the golf engine. */
export function createGamesService(deps: GamesServiceDeps) {
  const { games, transaction, bus, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** Announces a committed change; a bus failure is logged, never undoes the change (screens also poll). */
  function announce(message: BusMessage): void {
    bus.publish(message).catch((error: unknown) => log.warn({ err: error }, 'realtime publish failed'));
  }
  const announceGame = (gameId: number, event: GameEvent) => announce({ kind: 'game', gameId, event });
  const announceUser = (userId: string, event: UserEvent) => announce({ kind: 'user', userId, event });

  // Every instance hears every committed change of a game on the bus, and forgets what it kept of that game.
  const readCache = createGameReadCache();
  bus.subscribe((message) => {
    if (message.kind === 'game') readCache.forget(message.gameId);
  });

  async function viewingOf(repos: Pick<Repos, 'games'>, ref: GameRef, viewer: Viewer): Promise<GameViewing> {
    return visibleOr404(await repos.games.viewing(ref, viewer?.id ?? null), viewer);
  }

  /**
   * Runs a change of one game: its row locked and read with who may see it (one query), visible or 404, then `change`, which parses its body first, so the
   * refusals come in one order (docs/decisions/011): 404, 400, 403, 409.
   */
  async function changeGame<T>(ref: GameRef, user: UserRow, change: (repos: Repos, game: GameRow, viewing: GameViewing) => Promise<T>): Promise<T> {
    let changed: number | undefined;
    try {
      return await transaction(async (repos) => {
        const locked = await repos.games.lockWithViewing(ref, user.id);
        if (!locked) throw notFound(gameMessages.notFound);
        changed = locked.game.id;
        return change(repos, locked.game, visibleOr404(locked.viewing, user));
      });
    } finally {
      // Committed or not, this instance's next read asks the database: it must never answer from before a change.
      if (changed !== undefined) readCache.forget(changed);
    }
  }

  async function detailOf(gameId: number, viewer: Viewer): Promise<GameDetail> {
    const row = await games.withCounts(gameId, viewer?.id ?? null);
    if (!row) throw notFound(gameMessages.notFound);
    return toGameDetail(row);
  }

  async function playerOf(gameId: number, playerKey: string): Promise<GamePlayer> {
    const player = (await playersAnswer(gameId)).find((p) => p.userId === playerKey);
    if (!player) throw notFound(gameMessages.playerNotFound);
    return player;
  }

  /** Adds a player to a locked game whose players the caller has read: state, not yet in, room, team. */
  async function addPlayer(
    repos: Repos,
    game: GameRow,
    players: readonly PlayerWithUser[],
    values: { playerKey: string; userId: string | null; playerName: string; handicap: number; team: TeamChoice },
  ) {
    requireNotCompleted(game);
    if (players.some((p) => p.playerKey === values.playerKey)) throw conflict(gameMessages.alreadyInGame);
    requireRoom(game, players, game.createdBy ? await repos.users.byId(game.createdBy) : null);
    await repos.games.insertPlayer({
      gameId: game.id,
      playerKey: values.playerKey,
      userId: values.userId,
      playerName: values.playerName,
      handicap: values.handicap,
      teamAssignment: teamFor(game, players, values.team),
    });
    return repos.games.update(game.id);
  }

  async function playersAnswer(gameId: number): Promise<GamePlayer[]> {
    const game = await games.byId(gameId);
    if (!game) throw notFound(gameMessages.notFound);
    return toGamePlayers(game, await games.players(gameId), await games.scores(gameId));
  }

  return {
    /** Who may watch the game's realtime channel: the same rule as reading it (rules.md §7), for every viewer at once. */
    async watchRule(gameId: number): Promise<WatchRule | null> {
      const watchers = await games.watchers(gameId);
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
      const viewing = await viewingOf({ games }, ref, viewer);
      const answer = { id: viewing.id, version: viewing.version };
      if (!viewing.isPrivate) readCache.keepVersion(mark, answer);
      return answer;
    },

    /** A public game's version while the read cache holds it, without waiting (games/hot-reads.ts). */
    keptVersion: (gameId: number): GameVersion | undefined => readCache.version(gameId),

    /** The players answer of that version while the read cache holds it, without waiting (games/hot-reads.ts). */
    keptPlayers: (gameId: number, version: number): EncodedBody | undefined => readCache.players(gameId, version),

    detail: detailOf,

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

    async create(input: CreateGameInput, user: UserRow): Promise<GameDetail> {
      // Read before the transaction: the embedded database has one connection, which the transaction holds.
      const holes = await courseHoles(input.courseName, input.teeColor);
      const gameId = await transaction(async (repos) => {
        const values = {
          name: `${userShownName(user)}'s ${formatName(input.gameType)}`,
          courseName: holes.courseName,
          teeColor: holes.teeColor,
          holes: holes.holes,
          gameType: input.gameType,
          nassauMode: input.nassauMode,
          betAmountCents: input.betCents,
          maxPlayers: input.maxPlayers,
          isPrivate: input.isPrivate,
          createdBy: user.id,
        };
        let game: GameRow | null = null;
        while (!game) game = await repos.games.insertUnlessCodeTaken({ ...values, gameCode: gameCodeDraw() });
        await repos.games.insertPlayer({
          gameId: game.id,
          playerKey: user.id,
          userId: user.id,
          playerName: userShownName(user),
          handicap: input.creatorHandicap,
          teamAssignment: teamFor(game, [], 'auto'),
        });
        return game.id;
      });
      return detailOf(gameId, user);
    },

    async listMine(user: UserRow): Promise<GameListItem[]> {
      return (await games.ofUser(user.id)).map(toGameListItem);
    },

    /**
     * A golfer's waiting and active games that the viewer may see (issue 13: a friend's games in the panel), by the
     * one visibility rule every game call uses (access.ts).
     */
    async openGamesOf(userId: string, viewer: Pick<UserRow, 'id' | 'isAdmin'>): Promise<GameListItem[]> {
      const rows = await games.openOfUser(userId, viewer.id);
      return rows.filter((row) => mayView(row, viewer)).map(({ isCreatorFriend: _, ...row }) => toGameListItem(row));
    },

    async listPublic(user: UserRow): Promise<GameListItem[]> {
      return (await games.publicOpen(user.id, PUBLIC_GAMES_LIMIT)).map(toGameListItem);
    },

    async join(ref: GameRef, user: UserRow, rawBody: unknown): Promise<GamePlayer> {
      const game = await changeGame(ref, user, async (repos, game, viewing) => {
        const body = parseOr400(JoinGameSchema, rawBody);
        if (viewing.isPlayer) throw conflict(gameMessages.alreadyPlaying);
        const name = userShownName(user);
        return addPlayer(repos, game, await repos.games.players(game.id), { playerKey: user.id, userId: user.id, playerName: name, handicap: body.handicap ?? 0, team: body.teamAssignment });
      });
      announceGame(game.id, { type: 'PLAYER_ADDED', gameId: game.id, version: game.version, playerId: user.id });
      return playerOf(game.id, user.id);
    },

    async addManual(ref: GameRef, user: UserRow, rawBody: unknown): Promise<GamePlayer> {
      const playerKey = `${MANUAL_PREFIX}${randomUUID()}`;
      const game = await changeGame(ref, user, async (repos, game) => {
        const body = parseOr400(AddManualPlayerSchema, rawBody);
        requireCreator(game, user);
        return addPlayer(repos, game, await repos.games.players(game.id), { playerKey, userId: null, playerName: body.playerName, handicap: body.handicap ?? 0, team: body.teamAssignment });
      });
      announceGame(game.id, { type: 'PLAYER_ADDED', gameId: game.id, version: game.version, playerId: playerKey });
      return playerOf(game.id, playerKey);
    },

    async addById(ref: GameRef, user: UserRow, rawBody: unknown): Promise<GamePlayer> {
      const { game, golfer, notified } = await changeGame(ref, user, async (repos, game) => {
        const body = parseOr400(AddPlayerByIdSchema, rawBody);
        requireCreator(game, user);
        const golfer = await repos.users.byUserNumber(body.userNumber);
        if (!golfer) throw notFound(gameMessages.noSuchGolfer);
        const players = await repos.games.players(game.id);
        // Checked before the friends-only rule, so adding someone twice says so whoever they are.
        if (players.some((p) => p.playerKey === golfer.id)) throw conflict(gameMessages.alreadyInGame);
        if (golfer.friendsOnlyGameAdd && golfer.id !== user.id && !(await repos.friends.areFriends(golfer.id, user.id))) {
          throw forbidden(gameMessages.friendsOnly);
        }
        const handicap = body.handicap ?? golfer.handicap ?? 0;
        const updated = await addPlayer(repos, game, players, { playerKey: golfer.id, userId: golfer.id, playerName: userShownName(golfer), handicap, team: body.teamAssignment });
        const notified = golfer.id === user.id ? [] : [addedToGameNotice(updated, user, golfer.id)];
        await repos.games.insertNotifications(notified);
        return { game: updated, golfer, notified: notified.length > 0 };
      });
      announceGame(game.id, { type: 'PLAYER_ADDED', gameId: game.id, version: game.version, playerId: golfer.id });
      announceUser(golfer.id, { type: 'GAME_ADDED_TO', gameId: game.id, gameName: game.name });
      if (notified) announceUser(golfer.id, { type: 'NOTIFICATION_CREATED' });
      return playerOf(game.id, golfer.id);
    },

    async updatePlayer(ref: GameRef, user: UserRow, playerId: string, rawBody: unknown): Promise<GamePlayer> {
      const { game, playerKey } = await changeGame(ref, user, async (repos, game) => {
        const body = parseOr400(UpdatePlayerSchema, rawBody);
        requireCreator(game, user);
        requireNotCompleted(game);
        const player = playerNamed(await repos.games.players(game.id), playerId);
        if (body.playerName !== undefined && !isManualKey(player.playerKey)) throw badRequest(gameMessages.nameOnlyManual);
        if (body.teamAssignment !== undefined && !formatNeedsTeams(requireFormat(game), game.maxPlayers)) throw badRequest(gameMessages.noTeams);
        await repos.games.updatePlayer(player.id, {
          handicap: body.handicap,
          teamAssignment: body.teamAssignment,
          playerName: body.playerName,
        });
        if (body.handicap !== undefined && body.handicap !== player.handicap) await rescore(repos, game, player.id, body.handicap);
        return { game: await repos.games.update(game.id), playerKey: player.playerKey };
      });
      announceGame(game.id, { type: 'PLAYER_UPDATED', gameId: game.id, version: game.version, playerId: playerKey });
      return playerOf(game.id, playerKey);
    },

    async removePlayer(ref: GameRef, user: UserRow, playerId: string): Promise<void> {
      const { game, playerKey } = await changeGame(ref, user, async (repos, game) => {
        requireCreator(game, user);
        requireNotCompleted(game);
        const player = playerNamed(await repos.games.players(game.id), playerId);
        if (player.playerKey === game.createdBy) throw badRequest(gameMessages.creatorStays);
        await repos.games.deletePlayer(player.id);
        return { game: await repos.games.update(game.id), playerKey: player.playerKey };
      });
      announceGame(game.id, { type: 'PLAYER_REMOVED', gameId: game.id, version: game.version, playerId: playerKey });
    },

    async start(ref: GameRef, user: UserRow): Promise<GameDetail> {
      const { game, notified } = await changeGame(ref, user, async (repos, game) => {
        requireCreator(game, user);
        if (game.status !== 'waiting') throw conflict(gameMessages.alreadyStarted);
        const players = await repos.games.players(game.id);
        const problem = gameStartProblem(requireFormat(game), game.maxPlayers, players.map((p) => ({ team: p.teamAssignment })));
        if (problem) throw badRequest(problem);
        const started = await repos.games.update(game.id, { status: 'active', startedAt: now() });
        const notices = gameStartedNotices(started, user, players);
        await repos.games.insertNotifications(notices);
        return { game: started, notified: notices.map((notice) => notice.userId) };
      });
      announceGame(game.id, { type: 'GAME_STARTED', gameId: game.id, version: game.version });
      for (const userId of notified) announceUser(userId, { type: 'NOTIFICATION_CREATED' });
      return detailOf(game.id, user);
    },

    async advanceHole(ref: GameRef, user: UserRow, rawBody: unknown): Promise<GameDetail> {
      const game = await changeGame(ref, user, async (repos, game) => {
        const { nextHole } = parseOr400(AdvanceHoleSchema, rawBody);
        requireCreator(game, user);
        requireActive(game);
        return repos.games.update(game.id, { currentHole: nextHole });
      });
      announceGame(game.id, { type: 'HOLE_ADVANCE', gameId: game.id, version: game.version, currentHole: game.currentHole });
      return detailOf(game.id, user);
    },

    async complete(ref: GameRef, user: UserRow): Promise<GameDetail> {
      const { game, notified } = await changeGame(ref, user, async (repos, game) => {
        requireCreator(game, user);
        if (game.status === 'completed') throw conflict(gameMessages.alreadyCompleted);
        if (game.status !== 'active') throw conflict(gameMessages.gameNotStarted);
        return completeGame(repos.games, game, now());
      });
      announceGame(game.id, { type: 'GAME_COMPLETE', gameId: game.id, version: game.version });
      for (const userId of notified) announceUser(userId, { type: 'NOTIFICATION_CREATED' });
      return detailOf(game.id, user);
    },

    async remove(ref: GameRef, user: UserRow): Promise<void> {
      await changeGame(ref, user, async (repos, game) => {
        requireCreator(game, user);
        await repos.games.delete(game.id);
      });
    },

    /** A page of every game for the admin's Games tab (spec 001 §7), newest first, and how many match in all. */
    async listForAdmin(query: AdminGamesQuery): Promise<{ games: AdminGame[]; total: number }> {
      const { rows, total } = await games.adminPage({ text: query.q, limit: query.limit, offset: query.offset });
      return { games: rows.map(toAdminGame), total };
    },

    /** An admin deletes any game with its players, scores and history (spec 001 §6); 404 when there is none. */
    async removeAsAdmin(gameId: number): Promise<void> {
      const deleted = await games.delete(gameId);
      readCache.forget(gameId);
      if (!deleted) throw notFound(gameMessages.notFound);
    },

    /**
     * Enters a score (rules.md §2): any player of the game, for any player of it, while it is active; the par and
     * strokes received come from the game's own holes. A score equal to the stored one writes nothing.
     */
    async score(ref: GameRef, user: UserRow, rawBody: unknown): Promise<StoredScore> {
      const result = await changeGame(ref, user, async (repos, game, viewing) => {
        const input = parseOr400(SubmitScoreSchema, rawBody);
        requirePlayer(viewing);
        requireActive(game);
        const player = playerNamed(await repos.games.players(game.id), input.playerId);
        const score = { gameId: game.id, gamePlayerId: player.id, holeNumber: input.holeNumber, strokes: input.strokes, ...strokesOnHole(game, player.handicap, input.holeNumber, input.strokes) };
        const written = await repos.games.writeScore(score, { enteredBy: user.id, enteredByName: userShownName(user) });
        // Unchanged strokes write nothing; what is stored is what was sent (a handicap change rewrites the derived fields).
        return { game: written ? { ...game, version: written.version } : game, score: toStoredScore(game.id, player.playerKey, score), changed: written !== null };
      });
      if (result.changed) announceGame(result.game.id, { type: 'SCORE_UPDATE', gameId: result.game.id, version: result.game.version, score: result.score });
      return result.score;
    },

    async history(ref: GameRef, user: UserRow): Promise<ScoreHistoryEntry[]> {
      const viewing = await viewingOf({ games }, ref, user);
      requirePlayer(viewing);
      const rows = await games.history(viewing.id);
      return rows.map((row) => ({
        id: row.id,
        playerId: row.playerKey,
        playerName: row.playerName,
        holeNumber: row.holeNumber,
        strokes: row.strokes,
        previousStrokes: row.previousStrokes,
        enteredBy: { id: row.enteredBy, name: row.enteredByName },
        enteredAt: row.enteredAt.toISOString(),
      }));
    },

    /** One more or one fewer drink for a player (rules.md §8), by any player of the game; never below 0. */
    async drinks(ref: GameRef, user: UserRow, playerId: string, rawBody: unknown): Promise<DrinksResponse> {
      const result = await changeGame(ref, user, async (repos, game, viewing) => {
        const { change } = parseOr400(DrinksChangeSchema, rawBody);
        requirePlayer(viewing);
        requireNotCompleted(game);
        const player = playerNamed(await repos.games.players(game.id), playerId);
        const drinks = Math.max(0, player.drinks + change);
        if (drinks === player.drinks) return { game, playerKey: player.playerKey, drinks, changed: false };
        await repos.games.updatePlayer(player.id, { drinks });
        return { game: await repos.games.update(game.id), playerKey: player.playerKey, drinks, changed: true };
      });
      if (result.changed) {
        announceGame(result.game.id, { type: 'PLAYER_UPDATED', gameId: result.game.id, version: result.game.version, playerId: result.playerKey });
      }
      return { playerId: result.playerKey, drinks: result.drinks };
    },

    async achievements(ref: GameRef, viewer: Viewer): Promise<GameAchievement[]> {
      const viewing = await viewingOf({ games }, ref, viewer);
      const rows = await games.achievementsOf(viewing.id);
      return rows.map((row) => ({
        id: row.id,
        achievementType: row.achievementType,
        earnedAt: row.earnedAt.toISOString(),
        user: { id: row.userId, displayName: userShownName(row), username: row.username, firstName: row.firstName, lastName: row.lastName },
      }));
    },

    /**
     * Golfers by name or Player ID prefix, at most PLAYER_SEARCH_MAX_RESULTS. A golfer the searcher does not know
     * (and the searcher is no admin) shows only what their profile shows a stranger: the name and Player ID.
     */
    async search(user: UserRow, query: { q: string; searchById?: 'true' | 'false' }): Promise<PlayerSearchResult[]> {
      const byId = query.searchById === 'true';
      if (byId && !/^\d+$/.test(query.q)) return [];
      const found = await games.searchGolfers({ text: query.q, byId, viewer: user, limit: PLAYER_SEARCH_MAX_RESULTS });
      return found.map(({ known, ...golfer }) => (known ? golfer : { ...golfer, username: null, mostRecentHandicap: null }));
    },
  };

  /** The game's holes for a course and tee, copied onto the game (docs/decisions/008); all 18 are needed. */
  async function courseHoles(courseName: string, teeColor: string) {
    const rows = await deps.courses.holes(courseName, teeColor);
    const first = rows[0];
    if (!first) throw badRequest(gameMessages.courseNotFound);
    if (rows.length !== HOLE_COUNT) throw badRequest(gameMessages.courseIncomplete);
    const holes = rows.map(({ holeNumber, par, yardage, handicapIndex }) => ({ holeNumber, par, yardage, handicapIndex }));
    return { courseName: first.courseName, teeColor: first.teeColor, holes };
  }

  /** A player's handicap changed: the strokes received and net of their stored scores follow (rules.md §1). */
  async function rescore(repos: Repos, game: GameRow, gamePlayerId: number, handicap: number): Promise<void> {
    for (const score of await repos.games.scoresOfPlayer(gamePlayerId)) {
      const derived = strokesOnHole(game, handicap, score.holeNumber, score.strokes);
      await repos.games.updateScoreStrokes(score.id, derived.handicapStrokes, derived.netStrokes);
    }
  }
}

export type GamesService = ReturnType<typeof createGamesService>;
