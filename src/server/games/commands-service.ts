import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  AddManualPlayerSchema,
  AddPlayerByIdSchema,
  AdvanceHoleSchema,
  DrinksChangeSchema,
  GAME_CODE_LENGTH,
  JoinGameSchema,
  SubmitScoreSchema,
  UpdatePlayerSchema,
  type CreateGameInput,
  type GameRef,
  type StoredScore,
  type TeamChoice,
} from '../../contract/games';
import type { DrinksResponse, GameDetail, GamePlayer } from '../../contract/games-responses';
import { playerLimitFor, trialPlayerLimitMessage } from '../../contract/access';
import type { GameEvent, UserEvent } from '../../contract/realtime';
import { userShownName } from '../../contract/user';
import {
  formatName,
  formatOptionsOf,
  formatNeedsTeams,
  gameStartProblem,
  handicapFrom,
  handicapStrokesOnHole,
  HOLE_COUNT,
  joinRefusal,
  joinTeam,
  type JoinRefusal,
  netStrokesFor,
  requireFormat,
  strokeIndexFrom,
  strokesFrom,
  type Team,
} from '../../golf';
import { randomCode } from '../codes';
import type { Transaction } from '../db/transaction';
import type { CoursesRepository } from '../courses/repository';
import type { FriendsRepository } from '../friends/repository';
import { badRequest, conflict, forbidden, notFound, parseOr400 } from '../http/errors';
import type { BusMessage, RealtimeBus } from '../realtime/bus';
import type { UserRow, UsersRepository } from '../users/repository';
import { requireCreator, requirePlayer, visibleOr404 } from './access';
import { completeGame } from './completion';
import { gameMessages } from './messages';
import { addedToGameNotice, gameStartedNotices } from './notices';
import type { GameReads } from './reads-service';
import type { GameViewing } from './reads-repository';
import type { GameRow, GamesRepository, PlayerWithUser } from './repository';
import { isManualKey, MANUAL_PREFIX, toStoredScore } from './responses';

type Repos = { games: GamesRepository; users: UsersRepository; friends: FriendsRepository };

export type GameCommandsDeps = {
  /** Every change of a game commits whole or not at all, with the game's row locked (one change at a time). */
  transaction: Transaction<Repos>;
  /** Where committed changes are announced to the sockets of every instance (server/realtime). */
  bus: Pick<RealtimeBus, 'publish'>;
  /** What a change answers with, and the read cache it makes stale (reads-service.ts). */
  reads: Pick<GameReads, 'detail' | 'player' | 'forget'>;
  /** The course holes a new game copies (read before the game's transaction writes). */
  courses: Pick<CoursesRepository, 'holes'>;
  log: FastifyBaseLogger;
  now?: () => Date;
};

/** Codes hold at least one letter, so digits-only text always reads as a game id (contract/games.ts). */
function gameCodeDraw(): string {
  for (;;) {
    const code = randomCode(GAME_CODE_LENGTH);
    if (/[A-Z]/.test(code)) return code;
  }
}

/** The player a path or a body names by their key: a user's id, or a manual_ id (one kind of id, issue 28). */
function playerNamed(players: readonly PlayerWithUser[], playerKey: string): PlayerWithUser {
  const player = players.find((p) => p.playerKey === playerKey);
  if (!player) throw notFound(gameMessages.playerNotFound);
  return player;
}

/** The team a new player gets: on a team format "auto" or none picks the smaller team; otherwise none. */
function teamFor(game: GameRow, players: readonly PlayerWithUser[], choice: TeamChoice): Team | null {
  return joinTeam(requireFormat(game), game.maxPlayers, players.map((p) => ({ team: p.teamAssignment })), choice ?? 'auto');
}

function requireNotCompleted(game: GameRow): void {
  if (game.status === 'completed') throw conflict(gameMessages.gameCompleted);
}

function requireActive(game: GameRow): void {
  requireNotCompleted(game);
  if (game.status !== 'active') throw conflict(gameMessages.gameNotStarted);
}

const joinRefusalMessages: Record<JoinRefusal, string> = {
  'already-playing': gameMessages.alreadyInGame,
  completed: gameMessages.gameCompleted,
  full: gameMessages.gameFull,
  'plan-limit': trialPlayerLimitMessage,
};

/** A seat for `playerKey` by the engine's join rule (golf/joining.ts), with the trial's 4 while the creator is on it (product §A1). */
function requireSeat(game: GameRow, players: readonly PlayerWithUser[], playerKey: string, creator: UserRow | null): void {
  const isPlayer = players.some((p) => p.playerKey === playerKey);
  const refusal = joinRefusal({ status: game.status, isPlayer, playerCount: players.length, maxPlayers: game.maxPlayers, playerLimit: playerLimitFor(game, creator) });
  if (refusal) throw conflict(joinRefusalMessages[refusal]);
}

/** The strokes a player receives on a hole of the game and the net they give (product §R1). */
function strokesOnHole(game: GameRow, handicap: number, holeNumber: number, strokes: number) {
  const hole = game.holes.find((h) => h.holeNumber === holeNumber);
  if (!hole) throw badRequest(gameMessages.holeNotInGame);
  const handicapStrokes = handicapStrokesOnHole(handicapFrom(handicap), strokeIndexFrom(hole.handicapIndex));
  return { par: hole.par, handicapStrokes, netStrokes: netStrokesFor(strokesFrom(strokes), handicapStrokes) };
}

/** Changes of games: every rule of a game call that writes (product §R2-§R8, §R11; product §G4-§G6), through the golf engine. */
export function createGameCommands(deps: GameCommandsDeps) {
  const { transaction, bus, reads, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** Announces a committed change; a bus failure is logged, never undoes the change (screens also poll). */
  function announce(message: BusMessage): void {
    bus.publish(message).catch((error: unknown) => log.warn({ err: error }, 'realtime publish failed'));
  }
  const announceGame = (gameId: number, event: GameEvent) => announce({ kind: 'game', gameId, event });
  const announceUser = (userId: string, event: UserEvent) => announce({ kind: 'user', userId, event });

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
      if (changed !== undefined) reads.forget(changed);
    }
  }

  /** Adds a player to a locked game whose players the caller has read: state, not yet in, room, team. */
  async function addPlayer(
    repos: Repos,
    game: GameRow,
    players: readonly PlayerWithUser[],
    values: { playerKey: string; userId: string | null; playerName: string; handicap: number; team: TeamChoice },
  ) {
    requireSeat(game, players, values.playerKey, game.createdBy ? await repos.users.byId(game.createdBy) : null);
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

  return {
    async create(input: CreateGameInput, user: UserRow): Promise<GameDetail> {
      // Read before the transaction: the embedded database has one connection, which the transaction holds.
      const holes = await courseHoles(input.courseName, input.teeColor);
      const gameId = await transaction(async (repos) => {
        const values = {
          name: `${userShownName(user)}'s ${formatName(input.format.type)}`,
          courseName: holes.courseName,
          teeColor: holes.teeColor,
          holes: holes.holes,
          gameType: input.format.type,
          formatOptions: formatOptionsOf(input.format),
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
      return reads.detail(gameId, user);
    },

    async join(ref: GameRef, user: UserRow, rawBody: unknown): Promise<GamePlayer> {
      const game = await changeGame(ref, user, async (repos, game, viewing) => {
        const body = parseOr400(JoinGameSchema, rawBody);
        if (viewing.isPlayer) throw conflict(gameMessages.alreadyPlaying);
        const name = userShownName(user);
        return addPlayer(repos, game, await repos.games.players(game.id), { playerKey: user.id, userId: user.id, playerName: name, handicap: body.handicap ?? 0, team: body.teamAssignment });
      });
      announceGame(game.id, { type: 'PLAYER_ADDED', gameId: game.id, version: game.version, playerId: user.id });
      return reads.player(game.id, user.id);
    },

    async addManual(ref: GameRef, user: UserRow, rawBody: unknown): Promise<GamePlayer> {
      const playerKey = `${MANUAL_PREFIX}${randomUUID()}`;
      const game = await changeGame(ref, user, async (repos, game) => {
        const body = parseOr400(AddManualPlayerSchema, rawBody);
        requireCreator(game, user);
        return addPlayer(repos, game, await repos.games.players(game.id), { playerKey, userId: null, playerName: body.playerName, handicap: body.handicap ?? 0, team: body.teamAssignment });
      });
      announceGame(game.id, { type: 'PLAYER_ADDED', gameId: game.id, version: game.version, playerId: playerKey });
      return reads.player(game.id, playerKey);
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
      return reads.player(game.id, golfer.id);
    },

    async updatePlayer(ref: GameRef, user: UserRow, playerKey: string, rawBody: unknown): Promise<GamePlayer> {
      const game = await changeGame(ref, user, async (repos, game) => {
        const body = parseOr400(UpdatePlayerSchema, rawBody);
        requireCreator(game, user);
        requireNotCompleted(game);
        const player = playerNamed(await repos.games.players(game.id), playerKey);
        if (body.playerName !== undefined && !isManualKey(player.playerKey)) throw badRequest(gameMessages.nameOnlyManual);
        if (body.teamAssignment !== undefined && !formatNeedsTeams(requireFormat(game), game.maxPlayers)) throw badRequest(gameMessages.noTeams);
        await repos.games.updatePlayer(player.id, {
          handicap: body.handicap,
          teamAssignment: body.teamAssignment,
          playerName: body.playerName,
        });
        if (body.handicap !== undefined && body.handicap !== player.handicap) await rescore(repos, game, player.id, body.handicap);
        return repos.games.update(game.id);
      });
      announceGame(game.id, { type: 'PLAYER_UPDATED', gameId: game.id, version: game.version, playerId: playerKey });
      return reads.player(game.id, playerKey);
    },

    async removePlayer(ref: GameRef, user: UserRow, playerKey: string): Promise<void> {
      const game = await changeGame(ref, user, async (repos, game) => {
        requireCreator(game, user);
        requireNotCompleted(game);
        const player = playerNamed(await repos.games.players(game.id), playerKey);
        if (player.playerKey === game.createdBy) throw badRequest(gameMessages.creatorStays);
        await repos.games.deletePlayer(player.id);
        return repos.games.update(game.id);
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
      return reads.detail(game.id, user);
    },

    async advanceHole(ref: GameRef, user: UserRow, rawBody: unknown): Promise<GameDetail> {
      const game = await changeGame(ref, user, async (repos, game) => {
        const { nextHole } = parseOr400(AdvanceHoleSchema, rawBody);
        requireCreator(game, user);
        requireActive(game);
        return repos.games.update(game.id, { currentHole: nextHole });
      });
      announceGame(game.id, { type: 'HOLE_ADVANCE', gameId: game.id, version: game.version, currentHole: game.currentHole });
      return reads.detail(game.id, user);
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
      return reads.detail(game.id, user);
    },

    async remove(ref: GameRef, user: UserRow): Promise<void> {
      await changeGame(ref, user, async (repos, game) => {
        requireCreator(game, user);
        await repos.games.delete(game.id);
      });
    },

    /**
     * Enters a score (product §R2): any player of the game, for any player of it, while it is active; the par and
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

    /** One more or one fewer drink for a player (product §R8), by any player of the game; never below 0. */
    async drinks(ref: GameRef, user: UserRow, playerKey: string, rawBody: unknown): Promise<DrinksResponse> {
      const result = await changeGame(ref, user, async (repos, game, viewing) => {
        const { change } = parseOr400(DrinksChangeSchema, rawBody);
        requirePlayer(viewing);
        requireNotCompleted(game);
        const player = playerNamed(await repos.games.players(game.id), playerKey);
        const drinks = Math.max(0, player.drinks + change);
        if (drinks === player.drinks) return { game, drinks, changed: false };
        await repos.games.updatePlayer(player.id, { drinks });
        return { game: await repos.games.update(game.id), drinks, changed: true };
      });
      if (result.changed) {
        announceGame(result.game.id, { type: 'PLAYER_UPDATED', gameId: result.game.id, version: result.game.version, playerId: playerKey });
      }
      return { playerId: playerKey, drinks: result.drinks };
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

  /** A player's handicap changed: the strokes received and net of their stored scores follow (product §R1). */
  async function rescore(repos: Repos, game: GameRow, gamePlayerId: number, handicap: number): Promise<void> {
    for (const score of await repos.games.scoresOfPlayer(gamePlayerId)) {
      const derived = strokesOnHole(game, handicap, score.holeNumber, score.strokes);
      await repos.games.updateScoreStrokes(score.id, derived.handicapStrokes, derived.netStrokes);
    }
  }
}

export type GameCommands = ReturnType<typeof createGameCommands>;
