// The live bench's games, written in bulk (issue 35): a game made through the API takes a create, three joins and a
// start, which for the 4,900 games of a step took minutes; a few statements of hundreds of rows (insert-rows.ts) take
// seconds. Each game is what newGame (http.ts) leaves, its create, joins and start (src/server/games/commands-service.ts),
// built from the same bodies, contract schemas and engine rules; its golfers are seedGolfers' (databases.ts).
// test/bench-seed.test.ts compares a seeded game with one made through the API, and scores it through the API.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { CreateGameSchema, JoinGameSchema, type CreateGameInput } from '../../src/contract/games-requests';
import { userShownName } from '../../src/contract/user';
import { formatName, formatOptionsOf, gameStartProblem, givenHandicapCheck, joinTeam, requireFormat, type Team } from '../../src/golf';
import { seedDemoCourses } from '../../src/server/courses/demo-courses';
import { coursesRepository } from '../../src/server/courses/repository';
import type { Db } from '../../src/server/db/client';
import { gamePlayers, games, notifications, users } from '../../src/server/db/schema';
import { gameCodeDraw, holesPlayedOf } from '../../src/server/games/commands-service';
import { gameStartedNotices } from '../../src/server/games/notices';
import type { GameRow, NewGamePlayer, PlayerWithUser } from '../../src/server/games/repository';
import { repositories } from '../../src/server/repositories';
import { insertGolfers, type BenchDatabase } from './databases';
import { joinBody, newGameBody, PLAYERS_PER_GAME, type BenchGame } from './http';
import { chunks, insertRows } from './insert-rows';

/** Games a statement writes: their players (4 each) and start notices (3 each) go in one statement too. */
const GAMES_PER_STATEMENT = 500;

type Golfer = Awaited<ReturnType<typeof insertGolfers>>[number];

/**
 * `count` started games of PLAYERS_PER_GAME new golfers each (lifetime access, a live session), as newGame would make
 * them; migrates first, as the server does. For the embedded database, call it before the server starts: one process
 * at a time has the data directory.
 */
export async function seedLiveGames(database: BenchDatabase, count: number, prefix: string): Promise<BenchGame[]> {
  const db = await database.open();
  try {
    await db.migrate();
    return await insertLiveGames(db.db, count, prefix);
  } finally {
    await db.close();
  }
}

/** seedLiveGames on an open, migrated database. The demo courses are stored first, as the server does at its start (main.ts). */
export async function insertLiveGames(db: Db, count: number, prefix: string): Promise<BenchGame[]> {
  await seedDemoCourses(repositories(db), pino({ level: 'silent' }));
  const golfers = await insertGolfers(db, count * PLAYERS_PER_GAME, prefix);
  const input = CreateGameSchema.parse(newGameBody(PLAYERS_PER_GAME));
  const values = await gameValues(db, input);
  const codes = new Set<string>();
  const seeded: BenchGame[] = [];
  for (const batch of chunks(chunks(golfers, PLAYERS_PER_GAME), GAMES_PER_STATEMENT)) seeded.push(...(await insertGames(db, input, values, batch, codes)));
  return seeded;
}

/** What every seeded game's row holds whoever made it, as the create's transaction writes it (with the course's holes). */
async function gameValues(db: Db, input: CreateGameInput) {
  // The seeded games' handicaps are the ones given: a "whs" game's are worked out with every player's (settleHandicaps).
  if (input.handicapMode !== 'fixed' || input.groupId !== null) throw new Error('the bench seeds fixed-handicap games outside any group');
  const rows = await coursesRepository(db).holes(input.courseName, input.teeColor);
  const first = rows[0];
  if (!first) throw new Error(`no course ${input.courseName} / ${input.teeColor}: the demo courses are seeded first`);
  const holes = holesPlayedOf(rows, input.holesPlayed);
  return {
    courseName: first.courseName,
    teeColor: first.teeColor,
    holes,
    teeRatings: first.teeRatings,
    gameType: input.format.type,
    formatOptions: formatOptionsOf(input.format),
    handicapMode: input.handicapMode,
    allowancePercent: input.allowancePercent,
    holesPlayed: input.holesPlayed,
    currentHole: holes[0]?.holeNumber ?? 1,
    betAmountCents: input.betCents,
    maxPlayers: input.maxPlayers,
    isPrivate: input.isPrivate,
    drinksOn: input.drinksOn,
    groupId: input.groupId,
  };
}

/** One statement each for a batch's games, their players and their start notices; then the handicaps the joins kept. */
async function insertGames(db: Db, input: CreateGameInput, values: Awaited<ReturnType<typeof gameValues>>, groups: Golfer[][], codes: Set<string>): Promise<BenchGame[]> {
  const startedAt = new Date();
  const rows = await insertRows(
    db,
    games,
    groups.map(([creator]) => ({
      ...values,
      name: `${userShownName(creator!.row)}'s ${formatName(input.format.type)}`,
      createdBy: creator!.userId,
      gameCode: newGameCode(codes),
      status: 'active' as const,
      startedAt,
      // 1 at the create, one more at each join (its players changed) and at the start: docs/decisions/009.
      version: 1 + PLAYERS_PER_GAME,
    })),
  );
  const seats = rows.flatMap((game, k) => seatsOf(game, input, groups[k]!));
  const players = await insertRows(db, gamePlayers, seats.map(({ player }) => player));
  const withNames = (k: number): PlayerWithUser[] =>
    players.slice(k * PLAYERS_PER_GAME, (k + 1) * PLAYERS_PER_GAME).map((player, seat) => {
      const { firstName, lastName, username, displayName } = groups[k]![seat]!.row;
      return { ...player, firstName, lastName, username, displayName };
    });
  const notices = rows.flatMap((game, k) => gameStartedNotices(game, groups[k]![0]!.row, withNames(k)));
  if (notices.length > 0) await insertRows(db, notifications, notices);
  await keepHandicaps(db, seats.flatMap(({ kept, player }) => (kept ? [{ userId: player.userId!, handicap: player.handicap! }] : [])));
  return rows.map((game, k) => ({ id: game.id, players: groups[k]!.map(({ userId, cookie }) => ({ userId, cookie })) }));
}

/** A game's players in the order they joined: the creator with the create's handicap and tee, then each join's. */
function seatsOf(game: GameRow, input: CreateGameInput, group: Golfer[]): { player: NewGamePlayer; kept: boolean }[] {
  const format = requireFormat(game);
  const teams: { team: Team | null }[] = [];
  const joinedAt = game.startedAt!.getTime() - group.length;
  const seats = group.map((golfer, seat) => {
    const join = seat === 0 ? null : JoinGameSchema.parse(joinBody(seat - 1));
    const given = givenHandicapCheck(game.handicapMode, join ? (join.handicap ?? 0) : input.creatorHandicap);
    if (!given.ok) throw new Error(given.message);
    const team = joinTeam(format, game.maxPlayers, teams, join ? (join.teamAssignment ?? 'auto') : 'auto');
    teams.push({ team });
    const player: NewGamePlayer = {
      gameId: game.id,
      playerKey: golfer.userId,
      userId: golfer.userId,
      playerName: userShownName(golfer.row),
      groupMemberId: null,
      handicap: given.value,
      handicapIndex: null,
      teeSet: join ? (join.teeSet ?? 'M') : input.creatorTeeSet,
      teamAssignment: team,
      joinedAt: new Date(joinedAt + seat),
    };
    // A handicap given is kept on the golfer's profile (keepHandicap): the creator's when the body had one.
    return { player, kept: join ? join.handicap !== undefined && join.handicap !== null : input.creatorHandicapGiven };
  });
  const problem = gameStartProblem(format, game.maxPlayers, teams);
  if (problem) throw new Error(problem);
  return seats;
}

/** The profiles' handicaps the games were given, one statement per value. */
async function keepHandicaps(db: Db, kept: { userId: string; handicap: number }[]): Promise<void> {
  for (const handicap of new Set(kept.map((one) => one.handicap))) {
    const ids = kept.filter((one) => one.handicap === handicap).map((one) => one.userId);
    await db
      .update(users)
      .set({ handicap, updatedAt: new Date() })
      .where(sql`${users.id} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`);
  }
}

/** A code no seeded game has, with at least one letter, as the create draws it (digits-only text reads as a game id). */
function newGameCode(taken: Set<string>): string {
  for (;;) {
    const code = gameCodeDraw();
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

