import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { GameRef } from '../../contract/games';
import { queryRows, type DbOrTx } from '../db/client';
import { qualified as q, rowReader, wholeRow } from '../db/qualified';
import { gameOperations, gamePlayers, games, notifications, scoreHistory, scores, userAchievements, users, type GameOperationKind } from '../db/schema';
import { friendshipExists } from '../friends/repository';
import type { GameViewing } from './reads-repository';

export type GameRow = typeof games.$inferSelect;
export type NewGame = typeof games.$inferInsert;
export type GamePlayerRow = typeof gamePlayers.$inferSelect;
export type NewGamePlayer = typeof gamePlayers.$inferInsert;
export type ScoreRow = typeof scores.$inferSelect;
/** What a score says: the game, player and hole, and the strokes with what the rules derive from them. */
export type ScoreValues = Pick<ScoreRow, 'gameId' | 'gamePlayerId' | 'holeNumber' | 'strokes' | 'par' | 'handicapStrokes' | 'netStrokes'>;
/** Who entered a stored score, and its dispute while the hole is disputed (product §R17; both dispute columns or neither). */
export type ScoreDisputeValues = Pick<ScoreRow, 'enteredByName' | 'disputeStrokes' | 'disputeByName'>;
/** A score write beyond the score (product §R17): who made it (the same for every score of one post), the phone's operation id, and the strokes the phone
 * showed (`previous`: null for none; undefined when an older client sent nothing, which is never a conflict). */
/**
 * Who enters a score and how (product §R17). With an opId, `answer` is what the write answers when it leaves the hole
 * undisputed (StoredScore, `dispute` null): the write keeps it under the id, with the dispute it finds filled in.
 */
export type ScoreEntry = { enteredBy: string; enteredByName: string; opId: string | null; previous: number | null | undefined; answer: unknown };
/** What a score write changed: the game's next version, and the hole's dispute columns after it. */
export type ScoreWritten = { version: number } & Pick<ScoreRow, 'disputeStrokes' | 'disputeByName'>;
export type NewHistoryRow = typeof scoreHistory.$inferInsert;
/** An operation id a write kept earlier in its game, with what it was and what it answered (product §R17). */
/** The primary key of game_operations (game, opId): what refuses a second write keeping the same id. */
export const GAME_OPERATIONS_KEY = 'game_operations_game_id_op_id_pk';

export type EarlierOperation = { kind: GameOperationKind; answer: unknown };
export type NewNotification = typeof notifications.$inferInsert;
export type { GameOperationKind };

/** A player with the account columns the players answer shows (product §R11); null ones for manual players. */
export type PlayerWithUser = GamePlayerRow & {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  displayName: string | null;
};

/** What a score write needs of the player it is for: the row, the key it is named by, and what its strokes depend on. */
export type ScorePlayer = Pick<GamePlayerRow, 'id' | 'playerKey' | 'handicap' | 'teeSet'>;

/** A score with the key of the player it belongs to. */
export type ScoreWithKey = ScoreRow & { playerKey: string };

/** The one row a write returns; none means the row vanished inside its transaction, which is a bug. */
function theRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what} returned no row`);
  return row;
}

/** A stored score as the engine reads a card hole (completion's cardHoleOf): what earlier rounds and the profile weigh. */
export const storedCardColumns = {
  holeNumber: scores.holeNumber,
  par: scores.par,
  strokes: scores.strokes,
  handicapStrokes: scores.handicapStrokes,
  netStrokes: scores.netStrokes,
};

const gameRow = rowReader(games);

/** A game read whole (wholeRow) with the viewer's two facts: the row gameWithViewing's select list reads as. */
type GameWithViewingRow = { game: Record<string, unknown>; isPlayer: boolean; isCreatorFriend: boolean };

/** The select list of a game with the viewer's two facts, read by withViewing. */
const gameWithViewing = (viewerId: string | null): SQL =>
  sql`${wholeRow(games)} as "game", ${isPlayerOf(viewerId)} as "isPlayer", ${isCreatorFriendOf(viewerId)} as "isCreatorFriend"`;

/** A game row read with the viewer's two facts (isPlayer, isCreatorFriend), as the game and who may see it. */
function withViewing(row: GameWithViewingRow): { game: GameRow; viewing: GameViewing } {
  const { isPlayer, isCreatorFriend } = row;
  const game = gameRow(row.game);
  const { id, version, status, isPrivate, createdBy } = game;
  return { game, viewing: { id, version, status, isPrivate, createdBy, isPlayer, isCreatorFriend } };
}

/** What a score write reads of its game besides the game: the players its scores name and the earlier answers of its ids. */
export type ScoreWriteReads = { players: ScorePlayer[]; operations: Map<string, EarlierOperation> };
type ScoreWriteRows = { players: ScorePlayer[]; operations: ({ opId: string } & EarlierOperation)[] };

const scoreWriteReadsOf = (row: ScoreWriteRows): ScoreWriteReads => ({
  players: row.players,
  operations: new Map(row.operations.map(({ opId, ...operation }) => [opId, operation])),
});

/** The game's players named by `playerKeys`, with only what a score needs of them, as a JSON array. */
const scorePlayersNamed = (gameId: SQL, playerKeys: readonly string[]): SQL =>
  sql`(select coalesce(json_agg(json_build_object('id', id, 'playerKey', player_key, 'handicap', handicap, 'teeSet', tee_set)), '[]')
        from game_players
        where game_id = ${gameId} and player_key in (select jsonb_array_elements_text(${JSON.stringify(playerKeys)}::jsonb)))`;

/** The game's operations named by `opIds` (lowercase), each with its kind and answer, as a JSON array. */
const operationsNamedIn = (gameId: SQL, opIds: readonly string[]): SQL =>
  sql`(select coalesce(json_agg(json_build_object('opId', op_id, 'kind', kind, 'answer', answer)), '[]')
        from game_operations
        where game_id = ${gameId} and op_id in (select jsonb_array_elements_text(${JSON.stringify(opIds)}::jsonb)::uuid))`;

/** The game a path names, by its id or its code; its columns named in full, so a raw query may use it too. */
export const gameRefCondition = (ref: GameRef): SQL => (ref.kind === 'id' ? sql`${q(games.id)} = ${ref.id}` : sql`${q(games.gameCode)} = ${ref.code}`);

/** Whether the viewer plays in the game of the row (false for a guest). */
export const isPlayerOf = (viewerId: string | null) =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${gamePlayers} where ${q(gamePlayers.gameId)} = ${q(games.id)} and ${q(gamePlayers.userId)} = ${viewerId})`
    : sql<boolean>`false`;

/** Whether the viewer is a friend of the game's creator (false for a guest). */
export const isCreatorFriendOf = (viewerId: string | null) =>
  viewerId ? sql<boolean>`${friendshipExists(q(games.createdBy), viewerId)}` : sql<boolean>`false`;

/**
 * A game's rows as its changes read and write them (games, game_players, scores, score_history) and what completion
 * writes, bound to a handle. What the screens list and show is read by reads-repository.ts.
 */
export function gamesRepository(db: DbOrTx) {
  return {
    /**
     * The game, locked until the transaction ends, with who may see it: every change of one game is applied one at
     * a time, and the visibility it is checked against is read with the lock, in the same query.
     */
    async lockWithViewing(ref: GameRef, viewerId: string | null): Promise<{ game: GameRow; viewing: GameViewing } | null> {
      // Every change of a game starts here: a raw query read by rowReader, since the ORM's select of the game's columns
      // cost the server more than the query did (issue 35, docs/decisions/042).
      const [row] = await queryRows<GameWithViewingRow>(
        db,
        sql`select ${gameWithViewing(viewerId)}
            from ${games} where ${gameRefCondition(ref)} for update of ${games}`,
      );
      return row ? withViewing(row) : null;
    },

    async byId(gameId: number): Promise<GameRow | null> {
      const [row] = await db.select().from(games).where(eq(games.id, gameId)).limit(1);
      return row ?? null;
    },

    /**
     * Inserts a game unless its code is taken, then returns null and writes nothing: the caller draws another code.
     * (No exception, so a transaction around it stays usable.)
     */
    async insertUnlessCodeTaken(values: NewGame): Promise<GameRow | null> {
      const [row] = await db.insert(games).values(values).onConflictDoNothing({ target: games.gameCode }).returning();
      return row ?? null;
    },

    /** Changes the game and bumps its version (every change does, docs/decisions/009); returns the stored row. */
    async update(gameId: number, values: Partial<NewGame> = {}): Promise<GameRow> {
      const rows = await db
        .update(games)
        .set({ ...values, version: sql`${games.version} + 1` })
        .where(eq(games.id, gameId))
        .returning();
      return theRow(rows, `update of game ${String(gameId)}`);
    },

    /** Deletes the game; its players, scores and history go with it (cascade). False when there was none. */
    async delete(gameId: number): Promise<boolean> {
      const rows = await db.delete(games).where(eq(games.id, gameId)).returning({ id: games.id });
      return rows.length > 0;
    },

    /** The game's players in join order, with their accounts' names. */
    async players(gameId: number): Promise<PlayerWithUser[]> {
      const rows = await db
        .select({ player: gamePlayers, firstName: users.firstName, lastName: users.lastName, username: users.username, displayName: users.displayName })
        .from(gamePlayers)
        .leftJoin(users, eq(users.id, gamePlayers.userId))
        .where(eq(gamePlayers.gameId, gameId))
        .orderBy(asc(gamePlayers.joinedAt), asc(gamePlayers.id));
      return rows.map(({ player, ...names }) => ({ ...player, ...names }));
    },

    async insertPlayer(values: NewGamePlayer): Promise<GamePlayerRow> {
      return theRow(await db.insert(gamePlayers).values(values).returning(), 'player insert');
    },

    async updatePlayer(playerId: number, values: Partial<NewGamePlayer>): Promise<GamePlayerRow> {
      return theRow(await db.update(gamePlayers).set(values).where(eq(gamePlayers.id, playerId)).returning(), `update of player ${String(playerId)}`);
    },

    /** Removes a player; their scores and history go with them (cascade). */
    async deletePlayer(playerId: number): Promise<void> {
      await db.delete(gamePlayers).where(eq(gamePlayers.id, playerId));
    },

    /** Every score of the game with its player's key, by player and hole. */
    async scores(gameId: number): Promise<ScoreWithKey[]> {
      const rows = await db
        .select({ score: scores, playerKey: gamePlayers.playerKey })
        .from(scores)
        .innerJoin(gamePlayers, eq(gamePlayers.id, scores.gamePlayerId))
        .where(eq(scores.gameId, gameId))
        .orderBy(asc(scores.gamePlayerId), asc(scores.holeNumber));
      return rows.map(({ score, playerKey }) => ({ ...score, playerKey }));
    },

    /** One player's scores, in hole order. */
    async scoresOfPlayer(gamePlayerId: number): Promise<ScoreRow[]> {
      return db.select().from(scores).where(eq(scores.gamePlayerId, gamePlayerId)).orderBy(asc(scores.holeNumber));
    },

    /**
     * Writes the scores of one post (product §R2, §R17) in one statement, the hottest write there is (issues 17, 35):
     * each score that changed with who entered it and its dispute, its history row with the strokes it replaced, and
     * the game's version bumped once per score written, in the order given. A write whose phone showed other strokes
     * than those stored (`previous`), and which changes them to a third value, is a conflict: applied, its history row
     * marked, the hole disputed with the strokes it replaced and who had entered them. Any later write of the hole
     * clears the dispute; the same strokes again while it is disputed confirm them, which is a write too. A score
     * unchanged (the stored strokes, the hole not disputed) writes nothing and answers null. The scores name each
     * player's hole once (the batch's rule); call it with the game's row locked. The rows go as one JSON parameter,
     * so the statement's text is the same for one score or a hole's batch (prepared once, docs/decisions/042). A write
     * with an opId keeps its answer under it in the same statement (ScoreEntry); a copy of the write cannot have kept
     * the id meanwhile (the game's lock), and should one ever have, the primary key refuses it and the transaction
     * rolls back, written once.
     *
     * The statement first claims the game (locks its row) at `version`, the version the caller read it at: the scores
     * are checked against what was read then, so they are written only if no change of the game committed since (every
     * change bumps the version). Otherwise it writes nothing and answers null: read again. Called with the game locked
     * by the caller's transaction, the claim always holds; called alone (docs/decisions/044) the statement is its own
     * transaction, and a copy of the write that kept an id in between makes the primary key refuse it, nothing written.
     */
    async writeScores(gameId: number, version: number, entries: readonly { score: ScoreValues; entry: ScoreEntry }[]): Promise<(ScoreWritten | null)[] | null> {
      if (entries.length === 0) return [];
      const { enteredBy, enteredByName } = entries[0]!.entry;
      const input = entries.map(({ score, entry }, ord) => ({
        ord,
        game_player_id: score.gamePlayerId,
        hole_number: score.holeNumber,
        strokes: score.strokes,
        par: score.par,
        handicap_strokes: score.handicapStrokes,
        net_strokes: score.netStrokes,
        has_previous: entry.previous !== undefined,
        previous: entry.previous ?? null,
        op_id: entry.opId,
        answer: entry.opId === null ? null : entry.answer,
      }));
      // Every part of the statement sees the rows as they were before it, so `stored` is the score each write replaces.
      const rows = await queryRows<{ claimed: boolean } & (ScoreWritten & { ord: number } | { [key in keyof ScoreWritten | 'ord']: null })>(
        db,
        sql`with claimed as (
              select games.id from games where games.id = ${gameId} and games.version = ${version} for update
            ), input as (
              select input.* from claimed, jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as input(ord int,
                game_player_id int, hole_number int, strokes int, par int, handicap_strokes int, net_strokes int,
                has_previous boolean, previous int, op_id uuid, answer jsonb)
            ), decided as (
              select input.*, stored.strokes as replaced, stored.entered_by_name as replaced_by,
                coalesce(input.has_previous and stored.strokes is distinct from input.previous
                  and stored.strokes <> input.strokes, false) as conflict
              from input left join scores as stored on stored.game_id = ${gameId}
                and stored.game_player_id = input.game_player_id and stored.hole_number = input.hole_number
            ), upserted as (
              insert into scores (game_id, game_player_id, hole_number, strokes, par, handicap_strokes, net_strokes,
                entered_by_name, dispute_strokes, dispute_by_name)
              select ${gameId}, game_player_id, hole_number, strokes, par, handicap_strokes, net_strokes,
                ${enteredByName}, case when conflict then replaced end, case when conflict then replaced_by end
              from decided order by ord
              on conflict (game_id, game_player_id, hole_number) do update
                set strokes = excluded.strokes, par = excluded.par, handicap_strokes = excluded.handicap_strokes,
                    net_strokes = excluded.net_strokes, entered_by_name = excluded.entered_by_name,
                    dispute_strokes = excluded.dispute_strokes, dispute_by_name = excluded.dispute_by_name, updated_at = now()
                where scores.strokes is distinct from excluded.strokes or scores.dispute_strokes is not null
              returning game_player_id, hole_number, dispute_strokes, dispute_by_name
            ), written as (
              select decided.*, upserted.dispute_strokes, upserted.dispute_by_name,
                row_number() over (order by decided.ord) as step, count(*) over () as steps
              from decided join upserted using (game_player_id, hole_number)
            ), history as (
              insert into score_history (game_id, game_player_id, kind, hole_number, strokes, previous_strokes,
                entered_by, entered_by_name, op_id, conflict)
              select ${gameId}, game_player_id, 'score', hole_number, strokes, replaced,
                ${enteredBy}::uuid, ${enteredByName}, op_id, conflict
              from written order by ord
            ), kept as (
              -- Each write's answer under its id, in this statement so no one ever sees an id without its answer:
              -- the dispute is StoredScore's (responses.ts disputeOf), made of the columns this statement wrote.
              insert into game_operations (game_id, op_id, kind, answer)
              select ${gameId}, decided.op_id, 'score',
                case when upserted.dispute_strokes is null or upserted.dispute_by_name is null then decided.answer
                else jsonb_set(decided.answer, '{dispute}', jsonb_build_object('replacedStrokes', upserted.dispute_strokes,
                  'replacedByName', upserted.dispute_by_name, 'enteredByName', ${enteredByName}::text)) end
              from decided left join upserted using (game_player_id, hole_number)
              where decided.op_id is not null
            ), bumped as (
              update games set version = games.version + (select count(*) from upserted)
              where games.id = ${gameId} and exists (select 1 from upserted)
              returning games.version
            )
            -- One row at least, so the answer says whether the game was claimed when nothing was written.
            select exists (select 1 from claimed) as "claimed", written.ord as "ord",
              bumped.version - written.steps + written.step as "version",
              written.dispute_strokes as "disputeStrokes", written.dispute_by_name as "disputeByName"
            from (select) as always left join (written cross join bumped) on true`,
      );
      if (!rows[0]?.claimed) return null;
      const byOrd = new Map(rows.flatMap((row) => (row.ord === null ? [] : [[Number(row.ord), { version: Number(row.version), disputeStrokes: row.disputeStrokes, disputeByName: row.disputeByName }] as const])));
      return entries.map((_, ord) => byOrd.get(ord) ?? null);
    },

    /** Records a change that is not a score's (a player's drinks) in the game's history (product §R17). */
    async insertHistory(row: NewHistoryRow): Promise<void> {
      await db.insert(scoreHistory).values(row);
    },

    /**
     * What the game's writes named by these operation ids (product §R17) answered, by lowercase id: the ids kept
     * before, by committed writes. Read after the game's lock, which every write that keeps an id holds until it
     * commits, so a copy of a write that is still running is never missed: it committed before this lock was granted.
     */
    async operationsNamed(gameId: number, opIds: readonly string[]): Promise<Map<string, EarlierOperation>> {
      if (opIds.length === 0) return new Map();
      const rows = await db
        .select({ opId: gameOperations.opId, kind: gameOperations.kind, answer: gameOperations.answer })
        .from(gameOperations)
        .where(and(eq(gameOperations.gameId, gameId), inArray(gameOperations.opId, [...opIds])));
      return new Map(rows.map(({ opId, ...operation }) => [opId, operation]));
    },

    /**
     * What a score write reads after the game's lock, in one statement (docs/decisions/039): the players its scores
     * name, with only what a score needs of them, and the operations its ids name (as operationsNamed). The names
     * and ids go as one JSON parameter each, so the statement's text is the same for one score or a hole's batch.
     */
    async scoreWriteReads(gameId: number, playerKeys: readonly string[], opIds: readonly string[]): Promise<ScoreWriteReads> {
      const [row] = await queryRows<ScoreWriteRows>(
        db,
        sql`select ${scorePlayersNamed(sql`${gameId}`, playerKeys)} as "players", ${operationsNamedIn(sql`${gameId}`, opIds)} as "operations"`,
      );
      if (!row) throw new Error('the score reads returned no row');
      return scoreWriteReadsOf(row);
    },

    /**
     * Everything a score post reads, in one statement and without a lock (docs/decisions/044): the game with who may
     * see it (as lockWithViewing) and what scoreWriteReads reads. One snapshot, so it is all as one moment left it;
     * the write then claims the game only at the version read here (writeScores), and a post that finds it moved on
     * reads again.
     */
    async scoreReads(ref: GameRef, viewerId: string, playerKeys: readonly string[], opIds: readonly string[]): Promise<({ game: GameRow; viewing: GameViewing } & ScoreWriteReads) | null> {
      const [row] = await queryRows<GameWithViewingRow & ScoreWriteRows>(
        db,
        sql`select ${gameWithViewing(viewerId)},
              ${scorePlayersNamed(q(games.id), playerKeys)} as "players", ${operationsNamedIn(q(games.id), opIds)} as "operations"
            from ${games} where ${gameRefCondition(ref)}`,
      );
      if (!row) return null;
      return { ...withViewing(row), ...scoreWriteReadsOf(row) };
    },

    /**
     * Keeps the answers of a transaction's writes under their lowercase operation ids, in one statement, as its last:
     * no one ever sees an id without its answer. A copy of the write cannot have kept the id meanwhile (the game's
     * lock); should one ever have, the primary key refuses this one and its transaction rolls back, written once.
     */
    async keepOperations(gameId: number, kind: GameOperationKind, answers: ReadonlyMap<string, unknown>): Promise<void> {
      if (answers.size === 0) return;
      await db.insert(gameOperations).values([...answers].map(([opId, answer]) => ({ gameId, opId, kind, answer })));
    },

    /** Sets the strokes a score received and its net (a player's handicap changed). */
    async updateScoreStrokes(scoreId: number, handicapStrokes: number, netStrokes: number): Promise<void> {
      await db.update(scores).set({ handicapStrokes, netStrokes, updatedAt: new Date() }).where(eq(scores.id, scoreId));
    },

    /**
     * The stored cards of the users' other completed games (par, gross, strokes received, net per hole), for the
     * nine heroes (product §R8), ordered by game and hole.
     */
    async completedScoresOf(userIds: readonly string[], exceptGameId: number) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: sql<string>`${q(gamePlayers.userId)}`,
          gameId: scores.gameId,
          holesPlayed: games.holesPlayed,
          ...storedCardColumns,
        })
        .from(scores)
        .innerJoin(gamePlayers, eq(gamePlayers.id, scores.gamePlayerId))
        .innerJoin(games, eq(games.id, scores.gameId))
        .where(and(inArray(gamePlayers.userId, [...userIds]), eq(games.status, 'completed'), ne(games.id, exceptGameId)))
        .orderBy(asc(scores.gameId), asc(scores.holeNumber));
    },

    /** Records achievements; those the user already holds are skipped (once per user and type). Returns the new ones. */
    async awardAchievements(rows: { userId: string; achievementType: string; gameId: number }[]) {
      if (rows.length === 0) return [];
      return db
        .insert(userAchievements)
        .values(rows)
        .onConflictDoNothing({ target: [userAchievements.userId, userAchievements.achievementType] })
        .returning({ userId: userAchievements.userId, achievementType: userAchievements.achievementType });
    },

    async insertNotifications(rows: NewNotification[]): Promise<void> {
      if (rows.length > 0) await db.insert(notifications).values(rows);
    },
  };
}

export type GamesRepository = ReturnType<typeof gamesRepository>;
