import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  GAME_CODE_LENGTH,
  StoredScoreSchema,
  type GameRef,
  type StoredScore,
  type StoredScoreBatch,
  type JunkMarkWire,
  type ManualPressWire,
  type WolfChoiceWire,
} from '../../contract/games';
import {
  AddManualPlayerSchema,
  AddPlayerByIdSchema,
  AdvanceHoleSchema,
  DrinksChangeSchema,
  JoinGameSchema,
  SubmitScoreBatchSchema,
  SubmitScoreSchema,
  UpdatePlayerSchema,
  JunkMarkBodySchema,
  PressBodySchema,
  WolfChoiceBodySchema,
  type CreateGameInput,
  type SubmitScoreInput,
  type TeamChoice,
} from '../../contract/games-requests';
import { DrinksSchema, GameBetsSchema, GameDetailSchema, type DrinksResponse, type GameBets, type GameDetail, type GamePlayer } from '../../contract/games-responses';
import { playerLimitFor, trialPlayerLimitMessage } from '../../contract/access';
import type { GameEvent, UserEvent } from '../../contract/realtime';
import { userShownName } from '../../contract/user';
import {
  formatName,
  formatOptionsOf,
  formatNeedsTeams,
  gameStartProblem,
  givenHandicapCheck,
  HOLE_COUNT,
  joinRefusal,
  holeFrom,
  JUNK_HISTORY_KIND,
  JUNK_OFF,
  junkMarkRefusal,
  joinTeam,
  parFor,
  junkMarkFrom,
  withJunkMark,
  PRESS_HISTORY_KIND,
  type PressNine,
  type JoinRefusal,
  requireFormat,
  roundState,
  segmentHas,
  segmentOfHolesPlayed,
  type HoleNumber,
  type HolesPlayed,
  type Team,
  type TeeSet,
  WOLF_HISTORY_KIND,
  WOLF_MESSAGES,
  wolfChoiceRefusal,
  wolfPlayOf,
} from '../../golf';
import { nassauPressOf } from '../../golf/press-requests';
import { randomCode } from '../codes';
import type { Transaction } from '../db/transaction';
import type { CourseHoleRow, CoursesRepository } from '../courses/repository';
import type { FriendsRepository } from '../friends/repository';
import { groupMemberFor, requireGroupMember } from '../groups/game-members';
import type { GroupsRepository } from '../groups/repository';
import { createKeyedQueue } from '../keyed-queue';
import { badRequest, conflict, forbidden, HttpError, notFound, parseOr400 } from '../http/errors';
import { isUniqueViolation } from '../db/errors';
import type { BusMessage, RealtimeBus } from '../realtime/bus';
import type { UserRow, UsersRepository } from '../users/repository';
import { requireCreator, requirePlayer, visibleOr404 } from './access';
import { betsOf } from './bets';
import { completeGame } from './completion';
import { holeStrokesOf, type HoleStrokes, settleHandicaps } from './handicaps';
import { gameMessages } from './messages';
import { addedToGameNotice, gameStartedNotices } from './notices';
import { answersOf, once, operationKey, type Written } from './operations';
import { detailOf, type GameReads } from './reads-service';
import type { GameReadsRepository, GameViewing } from './reads-repository';
import { GAME_OPERATIONS_KEY, type GameOperationKind, type GameRow, type GamesRepository, type PlayerWithUser, type ScoreWriteReads } from './repository';
import { engineGame, isManualKey, MANUAL_PREFIX, toStoredScore } from './responses';

type Repos = { games: GamesRepository; users: UsersRepository; friends: FriendsRepository; gameReads: GameReadsRepository; groups: GroupsRepository };

export type GameCommandsDeps = {
  /** Every change of a game commits whole or not at all, with the game's row locked (one change at a time). */
  transaction: Transaction<Repos>;
  /** The games repository outside any transaction: a score post's read and its write, each a statement of its own (docs/decisions/044). */
  games: Pick<GamesRepository, 'scoreReads' | 'writeScores'>;
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
export function gameCodeDraw(): string {
  for (;;) {
    const code = randomCode(GAME_CODE_LENGTH);
    if (/[A-Z]/.test(code)) return code;
  }
}

/** The player a path or a body names by their key: a user's id, or a manual_ id (one kind of id, issue 28). */
function playerNamed<Player extends Pick<PlayerWithUser, 'playerKey'>>(players: readonly Player[], playerKey: string): Player {
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

/** What a golfer gives a game, checked against its mode (product §R19), as the player's columns keep it. */
function givenColumns(game: Pick<GameRow, 'handicapMode'>, value: number): GivenColumns {
  const given = givenHandicapCheck(game.handicapMode, value);
  if (!given.ok) throw badRequest(given.message);
  return checkedColumns(game, given.value);
}

type GivenColumns = { handicap: number; handicapIndex: number | null };

/** A checked handicap (givenHandicapCheck's value: a whole h, or an index in tenths) as the player's columns keep it. */
function checkedColumns(game: Pick<GameRow, 'handicapMode'>, checked: number): GivenColumns {
  return game.handicapMode === 'fixed' ? { handicap: checked, handicapIndex: null } : { handicap: 0, handicapIndex: checked };
}

/** The handicap a golfer's profile offers a game of this mode when the request gives none (product §R12). */
function profileHandicap(game: Pick<GameRow, 'handicapMode'>, golfer: Pick<UserRow, 'handicap' | 'handicapIndex'>): number {
  return game.handicapMode === 'fixed' ? (golfer.handicap ?? 0) : (golfer.handicapIndex ?? 0) / 10;
}

/** The body of POST .../scores: a batch when it has `scores` (product §R17), else one score; each refused in its own words. */
function scoresBody(rawBody: unknown): { batch: boolean; scores: SubmitScoreInput[] } {
  if (typeof rawBody === 'object' && rawBody !== null && 'scores' in rawBody) return { batch: true, scores: parseOr400(SubmitScoreBatchSchema, rawBody).scores };
  return { batch: false, scores: [parseOr400(SubmitScoreSchema, rawBody)] };
}

/** The body of POST .../scores as scoresBody reads it, or undefined where scoresBody would refuse it. */
function scoresBodyOrUndefined(rawBody: unknown): { batch: boolean; scores: SubmitScoreInput[] } | undefined {
  try {
    return scoresBody(rawBody);
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

/** The lowercase opIds of the inputs that carry one. */
const opKeysOf = (inputs: readonly SubmitScoreInput[]): string[] => inputs.flatMap((input) => (input.opId === undefined ? [] : [operationKey(input.opId)]));

/**
 * How many times a score post reads and tries to write without a lock before it takes the game's lock: the posts of a
 * game on one instance queue (scoreUnlocked), so a try fails only for a change from elsewhere (another instance, or
 * another kind of change of the game), rarely twice; the lock makes progress certain when it does.
 */
const UNLOCKED_SCORE_ATTEMPTS = 2;

/** The one answer of a call that wrote one thing. */
function theOnly<T>(answers: readonly T[]): T {
  const [answer] = answers;
  if (answer === undefined) throw new Error('a write answered nothing');
  return answer;
}

/** Changes of games: every rule of a game call that writes (product §R2-§R8, §R11; product §G4-§G6), through the golf engine. */
export function createGameCommands(deps: GameCommandsDeps) {
  const { transaction, bus, reads, log } = deps;
  const now = deps.now ?? (() => new Date());
  /** Score posts per game (as its path names it) on their way on this instance, one after another (scoreUnlocked). */
  const scorePosts = createKeyedQueue();

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
    values: { playerKey: string; userId: string | null; playerName: string; given: { handicap: number; handicapIndex: number | null }; teeSet: TeeSet | undefined; team: TeamChoice },
  ) {
    requireSeat(game, players, values.playerKey, game.createdBy ? await repos.users.byId(game.createdBy) : null);
    await repos.games.insertPlayer({
      gameId: game.id,
      groupMemberId: await groupMemberFor(repos.groups, game.groupId, values),
      playerKey: values.playerKey,
      userId: values.userId,
      playerName: values.playerName,
      ...values.given,
      teeSet: values.teeSet ?? 'M',
      teamAssignment: teamFor(game, players, values.team),
    });
    await settleHandicaps(repos, game);
    return repos.games.update(game.id);
  }

  /**
   * A golfer who gives a game a handicap keeps it on their profile, to prefill the next one (product §R12): a "fixed"
   * game's handicap as the profile's handicap, a "whs" game's index as its Handicap Index. Nothing when none was given.
   */
  async function keepHandicap(repos: Repos, userId: string, given: GivenColumns, explicit: boolean): Promise<void> {
    if (!explicit) return;
    await repos.users.update(userId, given.handicapIndex === null ? { handicap: given.handicap } : { handicapIndex: given.handicapIndex });
  }

  return {
    async create(input: CreateGameInput, user: UserRow): Promise<GameDetail> {
      // Read before the transaction: the embedded database has one connection, which the transaction holds.
      const holes = await courseHoles(input.courseName, input.teeColor, input.holesPlayed);
      const gameId = await transaction(async (repos) => {
        const values = {
          name: `${userShownName(user)}'s ${formatName(input.format.type)}`,
          courseName: holes.courseName,
          teeColor: holes.teeColor,
          holes: holes.holes,
          teeRatings: holes.teeRatings,
          gameType: input.format.type,
          formatOptions: formatOptionsOf(input.format),
          handicapMode: input.handicapMode,
          allowancePercent: input.allowancePercent,
          holesPlayed: input.holesPlayed,
          // A back-nine game starts on hole 10 (product §R14).
          currentHole: holes.holes[0]?.holeNumber ?? 1,
          betAmountCents: input.betCents,
          maxPlayers: input.maxPlayers,
          isPrivate: input.isPrivate,
          drinksOn: input.drinksOn,
          groupId: input.groupId,
          createdBy: user.id,
        };
        const groupMemberId = input.groupId === null ? null : await requireGroupMember(repos.groups, input.groupId, user.id);
        let game: GameRow | null = null;
        while (!game) game = await repos.games.insertUnlessCodeTaken({ ...values, gameCode: gameCodeDraw() });
        // The contract checked the creator's handicap against the game's mode (CreateGameSchema).
        const given = checkedColumns(game, input.creatorHandicap);
        await repos.games.insertPlayer({
          gameId: game.id,
          playerKey: user.id,
          userId: user.id,
          playerName: userShownName(user),
          groupMemberId,
          ...given,
          teeSet: input.creatorTeeSet,
          teamAssignment: teamFor(game, [], 'auto'),
        });
        await settleHandicaps(repos, game);
        await keepHandicap(repos, user.id, given, input.creatorHandicapGiven);
        return game.id;
      });
      return reads.detail(gameId, user);
    },

    async join(ref: GameRef, user: UserRow, rawBody: unknown): Promise<GamePlayer> {
      const game = await changeGame(ref, user, async (repos, game, viewing) => {
        const body = parseOr400(JoinGameSchema, rawBody);
        const given = givenColumns(game, body.handicap ?? (game.handicapMode === 'whs' ? profileHandicap(game, user) : 0));
        if (viewing.isPlayer) throw conflict(gameMessages.alreadyPlaying);
        const name = userShownName(user);
        const values = { playerKey: user.id, userId: user.id, playerName: name, given, teeSet: body.teeSet, team: body.teamAssignment };
        const updated = await addPlayer(repos, game, await repos.games.players(game.id), values);
        await keepHandicap(repos, user.id, given, body.handicap !== undefined && body.handicap !== null);
        return updated;
      });
      announceGame(game.id, { type: 'PLAYER_ADDED', gameId: game.id, version: game.version, playerId: user.id });
      return reads.player(game.id, user.id);
    },

    async addManual(ref: GameRef, user: UserRow, rawBody: unknown): Promise<GamePlayer> {
      const playerKey = `${MANUAL_PREFIX}${randomUUID()}`;
      const game = await changeGame(ref, user, async (repos, game) => {
        const body = parseOr400(AddManualPlayerSchema, rawBody);
        const given = givenColumns(game, body.handicap ?? 0);
        requireCreator(game, user);
        const values = { playerKey, userId: null, playerName: body.playerName, given, teeSet: body.teeSet, team: body.teamAssignment };
        return addPlayer(repos, game, await repos.games.players(game.id), values);
      });
      announceGame(game.id, { type: 'PLAYER_ADDED', gameId: game.id, version: game.version, playerId: playerKey });
      return reads.player(game.id, playerKey);
    },

    async addById(ref: GameRef, user: UserRow, rawBody: unknown): Promise<GamePlayer> {
      const { game, golfer, notified } = await changeGame(ref, user, async (repos, game) => {
        const body = parseOr400(AddPlayerByIdSchema, rawBody);
        const explicit = body.handicap === undefined || body.handicap === null ? null : givenColumns(game, body.handicap);
        requireCreator(game, user);
        const golfer = await repos.users.byUserNumber(body.userNumber);
        if (!golfer) throw notFound(gameMessages.noSuchGolfer);
        const players = await repos.games.players(game.id);
        // Checked before the friends-only rule, so adding someone twice says so whoever they are.
        if (players.some((p) => p.playerKey === golfer.id)) throw conflict(gameMessages.alreadyInGame);
        if (golfer.friendsOnlyGameAdd && golfer.id !== user.id && !(await repos.friends.areFriends(golfer.id, user.id))) {
          throw forbidden(gameMessages.friendsOnly);
        }
        const given = explicit ?? givenColumns(game, profileHandicap(game, golfer));
        const values = { playerKey: golfer.id, userId: golfer.id, playerName: userShownName(golfer), given, teeSet: body.teeSet, team: body.teamAssignment };
        const updated = await addPlayer(repos, game, players, values);
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
        const given = body.handicap === undefined ? {} : givenColumns(game, body.handicap);
        requireCreator(game, user);
        requireNotCompleted(game);
        const player = playerNamed(await repos.games.players(game.id), playerKey);
        if (body.playerName !== undefined && !isManualKey(player.playerKey)) throw badRequest(gameMessages.nameOnlyManual);
        if (body.teamAssignment !== undefined && !formatNeedsTeams(requireFormat(game), game.maxPlayers)) throw badRequest(gameMessages.noTeams);
        // A renamed guest of a group game is the group's guest of the new name (product §R18).
        const renamed = body.playerName === undefined ? {} : { groupMemberId: await groupMemberFor(repos.groups, game.groupId, { userId: null, playerName: body.playerName }) };
        await repos.games.updatePlayer(player.id, { ...given, teeSet: body.teeSet, teamAssignment: body.teamAssignment, playerName: body.playerName, ...renamed });
        // The handicap or tee set may change this player's strokes and, in a "whs" game, everyone's.
        if (body.handicap !== undefined || body.teeSet !== undefined) await settleHandicaps(repos, game, [player.id]);
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
        await settleHandicaps(repos, game);
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

    /** The creator moves the game to a hole; with an opId, once (product §R17): the answer is read in the change. */
    async advanceHole(ref: GameRef, user: UserRow, rawBody: unknown): Promise<GameDetail> {
      const { gameId, answer, version } = await changeGame(ref, user, async (repos, game) => {
        const { nextHole, opId } = parseOr400(AdvanceHoleSchema, rawBody);
        requireCreator(game, user);
        const written = await once(repos.games, game.id, { kind: 'advance-hole', opId, answerSchema: GameDetailSchema }, async () => {
          requireActive(game);
          const { version } = await repos.games.update(game.id, { currentHole: nextHole });
          return { answer: await detailOf(repos.gameReads, game.id, user), version };
        });
        return { gameId: game.id, ...written };
      });
      if (version !== null) announceGame(gameId, { type: 'HOLE_ADVANCE', gameId, version, currentHole: answer.currentHole });
      return answer;
    },

    async complete(ref: GameRef, user: UserRow): Promise<GameDetail> {
      const { game, notified, groupMembers } = await changeGame(ref, user, async (repos, game) => {
        requireCreator(game, user);
        if (game.status === 'completed') throw conflict(gameMessages.alreadyCompleted);
        if (game.status !== 'active') throw conflict(gameMessages.gameNotStarted);
        const completed = await completeGame(repos.games, game, now());
        return { ...completed, groupMembers: game.groupId === null ? [] : await repos.groups.memberUserIds(game.groupId) };
      });
      announceGame(game.id, { type: 'GAME_COMPLETE', gameId: game.id, version: game.version });
      for (const userId of notified) announceUser(userId, { type: 'NOTIFICATION_CREATED' });
      // The game now counts in its group's ledger: every member's screen updates (product §R18).
      if (game.groupId !== null) for (const userId of groupMembers) announceUser(userId, { type: 'GROUP_CHANGED', groupId: game.groupId });
      return reads.detail(game.id, user);
    },

    async remove(ref: GameRef, user: UserRow): Promise<void> {
      const counted = await changeGame(ref, user, async (repos, game) => {
        requireCreator(game, user);
        await repos.games.delete(game.id);
        // A completed group game leaves its group's ledger with it.
        return game.groupId !== null && game.status === 'completed' ? { groupId: game.groupId, members: await repos.groups.memberUserIds(game.groupId) } : null;
      });
      if (counted) for (const userId of counted.members) announceUser(userId, { type: 'GROUP_CHANGED', groupId: counted.groupId });
    },

    /**
     * Enters a score, or a hole's scores at once (product §R2, §R17): any player of the game, for any player of it,
     * while it is active; the par and strokes received come from the game's own holes. A batch is all or none. A
     * score equal to the stored one writes nothing unless it confirms a disputed hole; a repeated opId neither.
     */
    async score(ref: GameRef, user: UserRow, rawBody: unknown): Promise<StoredScore | StoredScoreBatch> {
      const { batch, written } =
        (await scoreUnlocked(ref, user, rawBody)) ??
        (await changeGame(ref, user, async (repos, game, viewing) => {
          const body = scoresBody(rawBody);
          requirePlayer(viewing);
          const inputs = body.scores;
          const reads = await repos.games.scoreWriteReads(game.id, inputs.map((input) => input.playerId), opKeysOf(inputs));
          const stored = await writeScores(repos.games, game, user, inputs, reads);
          // The game's lock holds the version this transaction read.
          if (!stored) throw new Error(`a locked game ${String(game.id)} changed under its score write`);
          return { batch: body.batch, written: stored };
        }));
      // One event per score that changed, each with its version, so a phone applying them in order stays right.
      for (const { answer, version } of written) {
        if (version !== null) announceGame(answer.gameId, { type: 'SCORE_UPDATE', gameId: answer.gameId, version, score: answer });
      }
      const scores = written.map(({ answer }) => answer);
      return batch ? { scores } : theOnly(scores);
    },

    /**
     * Records the wolf's choice of a hole (product §R13, §R19), by any player of a wolf game while it is played; with an
     * opId, once (product §R17). A completed game answers 409 before any other refusal. The choice may change until the
     * hole counts; each change is a history entry, and WOLF_CHOICE tells every phone.
     */
    /** The wolf's choice on a hole (product §R13), by any player of the game; answers the game's bets (product §R19). */
    wolf: (ref: GameRef, user: UserRow, rawBody: unknown): Promise<GameBets> =>
      changeBets(ref, user, rawBody, { schema: WolfChoiceBodySchema, kind: WOLF_HISTORY_KIND }, async (repos, game, body) => {
        const choice: WolfChoiceWire = { holeNumber: body.holeNumber, choice: body.choice, partnerId: body.partnerId ?? null };
        const { version } = await writeWolfChoice(repos, game, user, choice, body.opId);
        return { version, event: (changed) => ({ type: 'WOLF_CHOICE', gameId: game.id, version: changed, choice }) };
      }),

    /** A manual press (product §R15) by a player on the side that is down in the nine's last bet; answers the game's bets (§R19). */
    press: (ref: GameRef, user: UserRow, rawBody: unknown): Promise<GameBets> =>
      changeBets(ref, user, rawBody, { schema: PressBodySchema, kind: PRESS_HISTORY_KIND }, async (repos, game, body) => {
        const press = await writePress(repos, game, user, body.segment, body.opId);
        const { version } = await repos.games.update(game.id, { manualPresses: [...game.manualPresses, press] });
        return { version, event: (changed) => ({ type: 'PRESS_ADDED', gameId: game.id, version: changed, press }) };
      }),

    /** A greenie or sandie marked on or off (product §R16) by any player of the game; answers the game's bets (§R19). */
    junk: (ref: GameRef, user: UserRow, rawBody: unknown): Promise<GameBets> =>
      changeBets(ref, user, rawBody, { schema: JunkMarkBodySchema, kind: JUNK_HISTORY_KIND }, async (repos, game, { on, opId, ...mark }) => {
        const version = await writeJunkMark(repos, game, user, { mark, on }, opId);
        return { version, event: (changed) => ({ type: 'JUNK_MARKED', gameId: game.id, version: changed, mark, on }) };
      }),

    /**
     * One more or one fewer drink for a player (product §R8), by any player of the game; never below 0; kept in the
     * history. A game created without drinks refuses it (409), changing nothing (issue 34).
     */
    async drinks(ref: GameRef, user: UserRow, playerKey: string, rawBody: unknown): Promise<DrinksResponse> {
      const { gameId, answer, version } = await changeGame(ref, user, async (repos, game, viewing) => {
        const { change, opId } = parseOr400(DrinksChangeSchema, rawBody);
        requirePlayer(viewing);
        const written = await once(repos.games, game.id, { kind: 'drinks', opId, answerSchema: DrinksSchema }, async () => {
          requireNotCompleted(game);
          if (!game.drinksOn) throw conflict(gameMessages.drinksOff);
          const player = playerNamed(await repos.games.players(game.id), playerKey);
          const drinks = Math.max(0, player.drinks + change);
          const answer = { playerId: playerKey, drinks };
          if (drinks === player.drinks) return { answer, version: null };
          await repos.games.updatePlayer(player.id, { drinks });
          await repos.games.insertHistory({
            gameId: game.id,
            gamePlayerId: player.id,
            kind: 'drinks',
            holeNumber: null,
            strokes: drinks,
            previousStrokes: player.drinks,
            enteredBy: user.id,
            enteredByName: userShownName(user),
            opId: opId === undefined ? null : operationKey(opId),
          });
          return { answer, version: (await repos.games.update(game.id)).version };
        });
        return { gameId: game.id, ...written };
      });
      if (version !== null) announceGame(gameId, { type: 'PLAYER_UPDATED', gameId, version, playerId: playerKey });
      return answer;
    },
  };

  /**
   * A player's choice that changes the bets (the wolf's choice, a press, a junk mark; product §R19): checked and written
   * once per opId in the game's locked transaction (`write` answers the new version, null when nothing changed, and the
   * event that says so), answered with the game's bets, and announced once committed.
   */
  async function changeBets<Schema extends z.ZodType<{ readonly opId?: string }>>(
    ref: GameRef,
    user: UserRow,
    rawBody: unknown,
    operation: { schema: Schema; kind: GameOperationKind },
    write: (repos: Repos, game: GameRow, body: z.output<Schema>) => Promise<{ version: number | null; event: (version: number) => GameEvent }>,
  ): Promise<GameBets> {
    const made: { event?: (version: number) => GameEvent } = {};
    const { gameId, answer, version } = await changeGame(ref, user, async (repos, game, viewing) => {
      requireNotCompleted(game);
      const body = parseOr400(operation.schema, rawBody);
      requirePlayer(viewing);
      const written = await once(repos.games, game.id, { kind: operation.kind, opId: body.opId, answerSchema: GameBetsSchema }, async () => {
        const change = await write(repos, game, body);
        made.event = change.event;
        return { answer: await betsOf(repos.games, game.id), version: change.version };
      });
      return { gameId: game.id, ...written };
    });
    if (version !== null && made.event) announceGame(gameId, made.event(version));
    return answer;
  }

  /**
   * Checks a junk mark against the game's side bets and the marked player's par, and stores it with its history entry;
   * the game's new version, or null when the mark already was as asked (nothing written).
   */
  async function writeJunkMark(repos: Repos, game: GameRow, user: UserRow, change: { mark: JunkMarkWire; on: boolean }, opId: string | undefined): Promise<number | null> {
    requireActive(game);
    const { mark, on } = change;
    const hole = game.holes.find((entry) => entry.holeNumber === mark.holeNumber);
    if (!hole) throw badRequest(gameMessages.holeNotInGame(mark.holeNumber));
    const player = playerNamed(await repos.games.players(game.id), mark.playerId);
    const refusal = junkMarkRefusal(requireFormat(game).junk ?? JUNK_OFF, parFor(holeFrom(hole), player.teeSet), mark.kind);
    if (refusal !== null) throw badRequest(refusal);
    const same = (entry: JunkMarkWire) => entry.holeNumber === mark.holeNumber && entry.playerId === mark.playerId && entry.kind === mark.kind;
    const wasOn = game.junkMarks.some(same);
    if (wasOn === on) return null;
    await repos.games.insertHistory({
      gameId: game.id,
      gamePlayerId: player.id,
      kind: JUNK_HISTORY_KIND,
      holeNumber: mark.holeNumber,
      strokes: on ? 1 : 0,
      previousStrokes: wasOn ? 1 : 0,
      junkKind: mark.kind,
      enteredBy: user.id,
      enteredByName: userShownName(user),
      opId: opId === undefined ? null : operationKey(opId),
    });
    const junkMarks = withJunkMark(game.junkMarks.map(junkMarkFrom), junkMarkFrom(mark), on);
    return (await repos.games.update(game.id, { junkMarks })).version;
  }

  /** Checks a manual press against the round as it stands and records it in the history; the caller stores it on the game. */
  async function writePress(repos: Repos, game: GameRow, user: UserRow, nine: PressNine, opId: string | undefined): Promise<ManualPressWire> {
    requireActive(game);
    const players = await repos.games.players(game.id);
    const asked = nassauPressOf(roundState(engineGame(game, players, await repos.games.scores(game.id))), nine, user.id);
    if ('refusal' in asked) throw badRequest(asked.refusal);
    await repos.games.insertHistory({
      gameId: game.id,
      gamePlayerId: playerNamed(players, user.id).id,
      kind: PRESS_HISTORY_KIND,
      holeNumber: asked.press.startHole,
      strokes: 0,
      previousStrokes: null,
      enteredBy: user.id,
      enteredByName: userShownName(user),
      opId: opId === undefined ? null : operationKey(opId),
    });
    return asked.press;
  }

  /** Checks a wolf choice against the round as it stands and stores it with its history entry; an unchanged one writes nothing. */
  async function writeWolfChoice(repos: Repos, game: GameRow, user: UserRow, choice: WolfChoiceWire, opId: string | undefined): Promise<Written<WolfChoiceWire>> {
    requireActive(game);
    if (!game.holes.some((hole) => hole.holeNumber === choice.holeNumber)) throw badRequest(gameMessages.holeNotInGame(choice.holeNumber));
    const players = await repos.games.players(game.id);
    const wolf = wolfPlayOf(roundState(engineGame(game, players, await repos.games.scores(game.id))).play);
    if (wolf === null) throw badRequest(WOLF_MESSAGES.notWolf);
    const refusal = wolfChoiceRefusal(wolf, choice);
    if (refusal !== null) throw badRequest(refusal);
    const previous = game.wolfChoices.find((entry) => entry.holeNumber === choice.holeNumber) ?? null;
    if (previous !== null && previous.choice === choice.choice && previous.partnerId === choice.partnerId) return { answer: choice, version: null };
    const wolfId = wolf.holes.find((hole) => hole.holeNumber === choice.holeNumber)?.wolfId;
    await repos.games.insertHistory({
      gameId: game.id,
      gamePlayerId: playerNamed(players, wolfId ?? '').id,
      kind: WOLF_HISTORY_KIND,
      holeNumber: choice.holeNumber,
      strokes: 0,
      previousStrokes: null,
      choice,
      previousChoice: previous,
      enteredBy: user.id,
      enteredByName: userShownName(user),
      opId: opId === undefined ? null : operationKey(opId),
    });
    const wolfChoices = [...game.wolfChoices.filter((entry) => entry.holeNumber !== choice.holeNumber), choice].sort((a, b) => a.holeNumber - b.holeNumber);
    return { answer: choice, version: (await repos.games.update(game.id, { wolfChoices })).version };
  }

  /**
   * The game's holes for a course and tee, copied onto the game with the tee's ratings (docs/decisions/008): all 18 are
   * needed, and a nine-hole game keeps its nine (product §R14).
   */
  async function courseHoles(courseName: string, teeColor: string, holesPlayed: HolesPlayed) {
    const rows = await deps.courses.holes(courseName, teeColor);
    const first = rows[0];
    if (!first) throw badRequest(gameMessages.courseNotFound);
    if (rows.length !== HOLE_COUNT) throw badRequest(gameMessages.courseIncomplete);
    return { courseName: first.courseName, teeColor: first.teeColor, holes: holesPlayedOf(rows, holesPlayed), teeRatings: first.teeRatings };
  }

  /**
   * A score post in two statements, without a transaction (docs/decisions/044): everything it reads in one
   * (scoreReads), then the write, which claims the game at the version read. When a change of the game committed in
   * between, the write writes nothing and the post reads again; a copy of the post that kept its opId in between makes
   * the write's own statement fail, nothing written, and the read again finds the copy's answer. Posts of one game on
   * this instance queue here, one after another (phones back from a dead spot together would only make each other read
   * again; decision 045): waiting here holds no connection, where waiting on the game's lock held one each. Undefined,
   * for the locked way (changeGame), when the body does not parse (its refusal must come after a missing game's 404),
   * or when the game kept changing (another instance's posts, or another kind of change).
   */
  async function scoreUnlocked(ref: GameRef, user: UserRow, rawBody: unknown): Promise<{ batch: boolean; written: Written<StoredScore>[] } | undefined> {
    const body = scoresBodyOrUndefined(rawBody);
    if (!body) return undefined;
    // A game named by its code and by its id queues twice: such posts only read again, as another instance's would.
    const key = ref.kind === 'id' ? `id:${String(ref.id)}` : `code:${ref.code}`;
    return scorePosts.run(key, async () => {
      for (let attempt = 0; attempt < UNLOCKED_SCORE_ATTEMPTS; attempt += 1) {
        const written = await scoreAtVersionRead(ref, user, body.scores);
        if (written) return { batch: body.batch, written };
      }
      return undefined;
    });
  }

  /** One try of scoreUnlocked: the read, then the write at the version read; null when the game moved on meanwhile. */
  async function scoreAtVersionRead(ref: GameRef, user: UserRow, inputs: readonly SubmitScoreInput[]): Promise<Written<StoredScore>[] | null> {
    const read = await deps.games.scoreReads(ref, user.id, inputs.map((input) => input.playerId), opKeysOf(inputs));
    if (!read) throw notFound(gameMessages.notFound);
    requirePlayer(visibleOr404(read.viewing, user));
    try {
      return await writeScores(deps.games, read.game, user, inputs, read);
    } catch (error) {
      if (isUniqueViolation(error, GAME_OPERATIONS_KEY)) return null;
      throw error;
    } finally {
      // Written or not, this instance's next read of the game asks the database (as changeGame's).
      reads.forget(read.game.id);
    }
  }

  /**
   * Writes scores in the order sent (product §R17), given what was read of the game with them (scoreWriteReads):
   * those whose opId was kept before answer what they answered then; the rest are checked and written by one
   * statement (repository writeScores), so any refusal writes none of them, and which keeps the answers of those with
   * opIds (docs/decisions/039, 042). Null when the game changed since it was read: nothing was written.
   */
  async function writeScores(games: Pick<GamesRepository, 'writeScores'>, game: GameRow, user: UserRow, inputs: readonly SubmitScoreInput[], reads: ScoreWriteReads): Promise<Written<StoredScore>[] | null> {
    const earlier = answersOf(reads.operations, 'score', StoredScoreSchema);
    const repeatOf = (input: SubmitScoreInput) => (input.opId === undefined ? undefined : earlier.get(operationKey(input.opId)));
    const fresh = inputs.filter((input) => repeatOf(input) === undefined);
    if (fresh.length > 0) requireActive(game);
    const enteredByName = userShownName(user);
    // Each player's holes are worked out once, however many of their scores the batch carries.
    const strokesOf = new Map<number, (holeNumber: number, strokes: number) => HoleStrokes>();
    const toWrite = fresh.map((input) => {
      const player = playerNamed(reads.players, input.playerId);
      const strokesOn = strokesOf.get(player.id) ?? holeStrokesOf(game, player);
      strokesOf.set(player.id, strokesOn);
      const score = { gameId: game.id, gamePlayerId: player.id, holeNumber: input.holeNumber, strokes: input.strokes, ...strokesOn(input.holeNumber, input.strokes) };
      const opId = input.opId === undefined ? null : operationKey(input.opId);
      const undisputed = toStoredScore(game.id, player.playerKey, { ...score, enteredByName, disputeStrokes: null, disputeByName: null });
      return { input, player, score, entry: { enteredBy: user.id, enteredByName, opId, previous: input.previous, answer: undisputed } };
    });
    const results = await games.writeScores(game.id, game.version, toWrite);
    if (!results) return null;
    const written = new Map(
      toWrite.map(({ input, player, score }, index) => {
        const stored = results[index] ?? null;
        // Unchanged strokes write nothing and leave the hole undisputed (a disputed hole's same strokes are a write).
        const dispute = { enteredByName, disputeStrokes: stored?.disputeStrokes ?? null, disputeByName: stored?.disputeByName ?? null };
        return [input, { answer: toStoredScore(game.id, player.playerKey, { ...score, ...dispute }), version: stored?.version ?? null }];
      }),
    );
    return inputs.map((input) => written.get(input) ?? { answer: repeatOf(input)!, version: null });
  }
}

/** What a game copies of its tee's holes (docs/decisions/008): those it plays (product §R14), each with its pars and indexes. */
export function holesPlayedOf(rows: readonly CourseHoleRow[], holesPlayed: HolesPlayed) {
  const segment = segmentOfHolesPlayed(holesPlayed);
  return rows
    .filter((row) => segmentHas(segment, row.holeNumber as HoleNumber))
    .map(({ holeNumber, par, yardage, handicapIndex, womensPar, womensHandicapIndex }) => ({ holeNumber, par, yardage, handicapIndex, womensPar, womensHandicapIndex }));
}

export type GameCommands = ReturnType<typeof createGameCommands>;
