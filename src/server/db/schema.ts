import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { subscriptionStatuses } from '../../contract/access';
import { INVITATION_TRIAL_DAYS } from '../../contract/auth';
import { GAME_CODE_LENGTH, type FormatOptionsWire, type JunkMarkWire, type ManualPressWire, type WolfChoiceWire } from '../../contract/games';
import { HISTORY_KINDS } from '../../contract/games-responses';
import { GROUP_NAME_MAX, PAYMENT_MAX_DOLLARS } from '../../contract/groups';
import { GROUP_ROLES } from '../../contract/groups-responses';
import {
  ALLOWANCE_PERCENT_RANGE,
  BET_MAX_CENTS,
  CURRENT_HOLE,
  GAME_STATUSES,
  GAME_TYPES,
  HANDICAP_MAX,
  HANDICAP_MIN,
  HANDICAP_MODES,
  HOLE_EDIT_LIMITS,
  HOLES_PLAYED,
  INDEX_TENTHS_RANGE,
  MAX_PLAYERS,
  SCORE_STROKES,
  STROKE_HANDICAP_RANGE,
  TEAMS,
  TEE_SETS,
  type TeeRatings,
  JUNK_HISTORY_KIND,
  JUNK_MARK_KINDS,
  PRESS_HISTORY_KIND,
  WOLF_HISTORY_KIND,
} from '../../golf';

// Money is integer cents in every column (docs/decisions/002-money-in-cents.md).
// Timestamps are timestamptz so that PGlite and PostgreSQL agree whatever the server's zone.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// Checks are built from the constants the engine and the contract own, so the database refuses exactly what
// the API refuses. Numbers and values are inlined (sql.raw): a CHECK cannot take parameters.
const between = (column: AnyPgColumn, range: { min: number; max: number }) =>
  sql`${column} between ${sql.raw(String(range.min))} and ${sql.raw(String(range.max))}`;
const oneOf = (column: AnyPgColumn, values: readonly string[]) => sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
const handicapRange = { min: HANDICAP_MIN, max: HANDICAP_MAX };

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The numeric Player ID golfers share with friends; starts above 1000 so it never looks like a count.
    userNumber: integer('user_number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    displayName: text('display_name'),
    username: text('username').notNull(),
    password: text('password'),
    tempPassword: text('temp_password'),
    tempPasswordExpiry: timestamp('temp_password_expiry', { withTimezone: true }),
    bio: text('bio'),
    profileImageUrl: text('profile_image_url'),
    avatarUrl: text('avatar_url'),
    handicap: integer('handicap'),
    // The golfer's Handicap Index in tenths (product §R12), which prefills "whs" games; null until they give one.
    handicapIndex: integer('handicap_index'),
    isAdmin: boolean('is_admin').notNull().default(false),
    friendsOnlyGameAdd: boolean('friends_only_game_add').notNull().default(false),
    // Where group members may pay the golfer (product §R18), checked by the contract's paymentHandleRules.
    paypalMe: text('paypal_me'),
    venmo: text('venmo'),
    cashtag: text('cashtag'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    subscriptionStatus: text('subscription_status', { enum: subscriptionStatuses }).notNull().default('trial'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionCancelAt: timestamp('subscription_cancel_at', { withTimezone: true }),
    paymentGracePeriodEndsAt: timestamp('payment_grace_period_ends_at', { withTimezone: true }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    oidcSubject: text('oidc_subject'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    invitedBy: uuid('invited_by'),
    inviteActivated: boolean('invite_activated').notNull().default(false),
    inviterName: text('inviter_name'),
  },
  (table) => [
    uniqueIndex('users_user_number_unique').on(table.userNumber),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_oidc_subject_unique').on(table.oidcSubject),
    // Payment events name the customer; one Dormie account per provider customer.
    uniqueIndex('users_stripe_customer_unique').on(table.stripeCustomerId),
    check('users_handicap_range', between(table.handicap, handicapRange)),
    check('users_handicap_index_range', between(table.handicapIndex, INDEX_TENTHS_RANGE)),
    check('users_subscription_status', oneOf(table.subscriptionStatus, subscriptionStatuses)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 64 }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sess: jsonb('sess').notNull().default({}),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expire_idx').on(table.expire), index('sessions_user_idx').on(table.userId)],
);

export const courseData = pgTable(
  'course_data',
  {
    id: serial('id').primaryKey(),
    courseName: text('course_name').notNull(),
    city: text('city'),
    state: text('state'),
    holeNumber: integer('hole_number').notNull(),
    par: integer('par').notNull(),
    yardage: integer('yardage').notNull(),
    handicapIndex: integer('handicap_index').notNull(),
    teeColor: text('tee_color').notNull(),
    // The women's par and stroke index of the hole (product §R12: Womens_Par, Womens_HDCP); null where the scorecard
    // has none, and then the men's serve.
    womensPar: integer('womens_par'),
    womensHandicapIndex: integer('womens_handicap_index'),
    // The tee's course ratings and slopes for men and women, over 18 holes and each nine (product §R12), the same on
    // every hole row of the tee, as the city and state are on every row of the course. Null before issue 30.
    teeRatings: jsonb('tee_ratings').$type<TeeRatings>(),
    // The golfer whose CSV upload stored the course: they and admins may overwrite it (issue 27). Null for the
    // demo courses and for a course whose uploader's account was deleted: only an admin may replace those.
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('course_data_hole_unique').on(table.courseName, table.teeColor, table.holeNumber),
    check('course_data_hole_range', between(table.holeNumber, HOLE_EDIT_LIMITS.holeNumber)),
    check('course_data_par_range', between(table.par, HOLE_EDIT_LIMITS.par)),
    check('course_data_yardage_range', between(table.yardage, HOLE_EDIT_LIMITS.yardage)),
    check('course_data_index_range', between(table.handicapIndex, HOLE_EDIT_LIMITS.handicapIndex)),
    check('course_data_womens_par_range', between(table.womensPar, HOLE_EDIT_LIMITS.par)),
    check('course_data_womens_index_range', between(table.womensHandicapIndex, HOLE_EDIT_LIMITS.handicapIndex)),
  ],
);

/** The holes a game is played on, copied from course_data when the game is created (docs/decisions/008-games-keep-their-holes.md). */
export type GameHole = {
  holeNumber: number;
  par: number;
  yardage: number;
  handicapIndex: number;
  // The women's values where the course gives them (product §R12); absent in games created before they existed.
  womensPar?: number | null;
  womensHandicapIndex?: number | null;
};

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    courseName: text('course_name').notNull(),
    teeColor: text('tee_color').notNull(),
    holes: jsonb('holes').$type<GameHole[]>().notNull().default([]),
    gameType: text('game_type', { enum: GAME_TYPES }).notNull(),
    // The format's options (product §R13: formatOptions), every one present once read through the engine's formatFrom.
    formatOptions: jsonb('format_options').$type<FormatOptionsWire>().notNull().default({}),
    betAmountCents: integer('bet_amount_cents').notNull().default(0),
    // How players' handicaps become strokes (product §R12), the allowance override, and the holes played (§R14).
    handicapMode: text('handicap_mode', { enum: HANDICAP_MODES }).notNull().default('fixed'),
    allowancePercent: integer('allowance_percent'),
    holesPlayed: text('holes_played', { enum: HOLES_PLAYED }).notNull().default('18'),
    // The tee's ratings as the game was created, as its holes are (docs/decisions/008-games-keep-their-holes.md).
    teeRatings: jsonb('tee_ratings').$type<TeeRatings>(),
    // A wolf game's choice of each hole (product §R13), one per hole, changed until the hole counts; [] otherwise.
    wolfChoices: jsonb('wolf_choices').$type<WolfChoiceWire[]>().notNull().default([]),
    // A pressing nassau's manual presses in the order they were made (product §R15); they stay whatever the scores do.
    manualPresses: jsonb('manual_presses').$type<ManualPressWire[]>().notNull().default([]),
    // The greenies and sandies marked on (product §R16); a greenie at most once a hole.
    junkMarks: jsonb('junk_marks').$type<JunkMarkWire[]>().notNull().default([]),
    maxPlayers: integer('max_players').notNull().default(MAX_PLAYERS.default),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('waiting'),
    currentHole: integer('current_hole').notNull().default(1),
    isPrivate: boolean('is_private').notNull().default(false),
    // Whether the players count drinks (product §R8, an option off by default, issue 34): a game without them
    // shows no counter and refuses a drinks write.
    drinksOn: boolean('drinks_on').notNull().default(false),
    // The group the game is played in (product §R18); its completed result counts in the group's ledger.
    groupId: uuid('group_id').references((): AnyPgColumn => groups.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameCode: varchar('game_code', { length: GAME_CODE_LENGTH }).notNull(),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Bumped by every change to the game, its players or scores: the ETag of its reads and the version its
    // realtime events carry (docs/decisions/009-games-version-and-derived-results.md).
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('games_game_code_unique').on(table.gameCode),
    index('games_created_by_idx').on(table.createdBy),
    index('games_status_idx').on(table.status),
    index('games_group_idx').on(table.groupId, table.completedAt),
    check('games_bet_range', between(table.betAmountCents, { min: 0, max: BET_MAX_CENTS })),
    check('games_max_players_range', between(table.maxPlayers, MAX_PLAYERS)),
    check('games_game_type', oneOf(table.gameType, GAME_TYPES)),
    check('games_status', oneOf(table.status, GAME_STATUSES)),
    check('games_current_hole_range', between(table.currentHole, CURRENT_HOLE)),
    check('games_format_options_object', sql`jsonb_typeof(${table.formatOptions}) = 'object'`),
    check('games_handicap_mode', oneOf(table.handicapMode, HANDICAP_MODES)),
    check('games_allowance_range', between(table.allowancePercent, ALLOWANCE_PERCENT_RANGE)),
    check('games_holes_played', oneOf(table.holesPlayed, HOLES_PLAYED)),
  ],
);

export const gamePlayers = pgTable(
  'game_players',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    // The player's identity in the game: a user's id, or `manual_...` for a name-only player (product §R7).
    playerKey: text('player_key').notNull(),
    // Set for registered players; a deleted account keeps its past rounds under the stored name.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    playerName: text('player_name').notNull(),
    // The h of section 1: the handicap given in a "fixed" game; in a "whs" game the strokeHandicap worked out from
    // handicapIndex with every other player's (product §R12), with the course and playing handicaps beside it.
    handicap: integer('handicap').notNull().default(0),
    handicapIndex: integer('handicap_index'),
    courseHandicap: integer('course_handicap'),
    playingHandicap: integer('playing_handicap'),
    teeSet: text('tee_set', { enum: TEE_SETS }).notNull().default('M'),
    teamAssignment: text('team_assignment', { enum: TEAMS }),
    drinks: integer('drinks').notNull().default(0),
    totalStrokes: integer('total_strokes'),
    netScore: integer('net_score'),
    position: integer('position'),
    winningsCents: integer('winnings_cents'),
    // In a group game, the group member the player is (product §R18): a golfer, or the guest of the player's name.
    groupMemberId: uuid('group_member_id').references((): AnyPgColumn => groupMembers.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_players_player_unique').on(table.gameId, table.playerKey),
    index('game_players_user_idx').on(table.userId),
    check('game_players_handicap_range', between(table.handicap, STROKE_HANDICAP_RANGE)),
    check('game_players_handicap_index_range', between(table.handicapIndex, INDEX_TENTHS_RANGE)),
    check('game_players_tee_set', oneOf(table.teeSet, TEE_SETS)),
    check('game_players_drinks_range', sql`${table.drinks} >= 0`),
    // NULL passes a CHECK: No Team, and every player of an individual format.
    check('game_players_team_assignment', oneOf(table.teamAssignment, TEAMS)),
  ],
);

export const scores = pgTable(
  'scores',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    gamePlayerId: integer('game_player_id')
      .notNull()
      .references(() => gamePlayers.id, { onDelete: 'cascade' }),
    holeNumber: integer('hole_number').notNull(),
    strokes: integer('strokes').notNull(),
    par: integer('par').notNull(),
    handicapStrokes: integer('handicap_strokes').notNull().default(0),
    netStrokes: integer('net_strokes').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Who entered the strokes that stand (the name, as the history keeps it): a dispute names them (product §R17).
    enteredByName: text('entered_by_name').notNull(),
    // Set while the hole is disputed (product §R17): the strokes the last write replaced without its phone having
    // seen them, and who had entered them. Cleared by the next write of the hole, a confirmation included.
    disputeStrokes: integer('dispute_strokes'),
    disputeByName: text('dispute_by_name'),
  },
  (table) => [
    uniqueIndex('scores_player_hole_unique').on(table.gameId, table.gamePlayerId, table.holeNumber),
    check('scores_hole_range', between(table.holeNumber, HOLE_EDIT_LIMITS.holeNumber)),
    check('scores_strokes_range', between(table.strokes, SCORE_STROKES)),
    check('scores_dispute_whole', sql`(${table.disputeStrokes} is null) = (${table.disputeByName} is null)`),
  ],
);

/**
 * Every accepted change of a score or a player's drinks, with who made it, when, and the value it replaced: the answer
 * to "who changed my 5 to a 6?" (issue 10, product §R17). Written in the same transaction as the change; a score
 * equal to the stored one is not a change, unless it confirms a disputed hole.
 */
export const scoreHistory = pgTable(
  'score_history',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    gamePlayerId: integer('game_player_id')
      .notNull()
      .references(() => gamePlayers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: HISTORY_KINDS }).notNull().default('score'),
    // A score's hole; null for drinks, which belong to the player and not to a hole.
    holeNumber: integer('hole_number'),
    // The value after the change and before it: strokes, or the drinks count (0 for a wolf choice).
    strokes: integer('strokes').notNull(),
    previousStrokes: integer('previous_strokes'),
    // A wolf entry's choice and the one it replaced (product §R13); the wolf is the entry's player.
    choice: jsonb('choice').$type<WolfChoiceWire>(),
    previousChoice: jsonb('previous_choice').$type<WolfChoiceWire>(),
    // A junk entry's kind, greenie or sandie (product §R16): strokes 1 when marked on, 0 off; previousStrokes as before.
    junkKind: text('junk_kind', { enum: JUNK_MARK_KINDS }),
    // The account that entered it; kept as a name too, so the history still reads after the account is deleted.
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    enteredByName: text('entered_by_name').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    // The phone's operation id, when it sent one (product §R17).
    opId: uuid('op_id'),
    // The write replaced strokes its phone had not seen: the hole became disputed (product §R17).
    conflict: boolean('conflict').notNull().default(false),
  },
  (table) => [
    index('score_history_game_idx').on(table.gameId, table.id),
    check('score_history_kind', oneOf(table.kind, HISTORY_KINDS)),
    // A press's hole is the one it starts on (product §R15).
    check('score_history_hole_of_scores', sql`(${oneOf(table.kind, ['score', WOLF_HISTORY_KIND, PRESS_HISTORY_KIND, JUNK_HISTORY_KIND])}) = (${table.holeNumber} is not null)`),
    check('score_history_kind_of_junk', sql`(${oneOf(table.kind, [JUNK_HISTORY_KIND])}) = (${table.junkKind} is not null)`),
    check('score_history_junk_kind', oneOf(table.junkKind, JUNK_MARK_KINDS)),
    check('score_history_choice_of_wolf', sql`(${oneOf(table.kind, [WOLF_HISTORY_KIND])}) = (${table.choice} is not null)`),
  ],
);

/** What a game write can be, as its operation row records it (product §R17). */
export const GAME_OPERATION_KINDS = ['score', 'drinks', 'advance-hole', WOLF_HISTORY_KIND, PRESS_HISTORY_KIND, JUNK_HISTORY_KIND] as const;
export type GameOperationKind = (typeof GAME_OPERATION_KINDS)[number];

/**
 * Every game write that carried an operation id, with the answer it got (product §R17; docs/decisions/030, 039): the
 * same id again within the game answers that answer and changes nothing. Read after the game's lock (a score post:
 * with the game, unlocked, docs/decisions/044) and inserted with its answer in the write's own statement, so the answer
 * is never seen missing and a second insert of the id is refused by the key; kept as long as the game is (a round needs
 * a day at most). A refused write keeps nothing.
 */
export const gameOperations = pgTable(
  'game_operations',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    opId: uuid('op_id').notNull(),
    kind: text('kind', { enum: GAME_OPERATION_KINDS }).notNull(),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.opId] }), check('game_operations_kind', oneOf(table.kind, GAME_OPERATION_KINDS))],
);

export const userAchievements = pgTable(
  'user_achievements',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementType: text('achievement_type').notNull(),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    metadata: jsonb('metadata'),
  },
  // Awarded once per user per type (product §R8).
  (table) => [uniqueIndex('user_achievements_unique').on(table.userId, table.achievementType)],
);

export const invitationCodes = pgTable(
  'invitation_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 8 }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    username: text('username'),
    trialDays: integer('trial_days').notNull().default(INVITATION_TRIAL_DAYS.default),
    isActive: boolean('is_active').notNull().default(true),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitation_codes_code_unique').on(table.code),
    check('invitation_codes_trial_days_range', between(table.trialDays, INVITATION_TRIAL_DAYS)),
  ],
);

/** A regular four-ball or a society (product §R18): its games settle into one ledger. */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  // The owner is the member whose role is 'owner' (group_members): one place says who it is.
  (table) => [check('groups_name_length', sql`char_length(${table.name}) between 1 and ${sql.raw(String(GROUP_NAME_MAX))}`)],
);

/**
 * A group's golfers (userId set) and guests (a name only). A member who leaves or is removed keeps the row, with
 * leftAt set, so past games and payments still name them; one row per golfer and per guest name in a group.
 */
export const groupMembers = pgTable(
  'group_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // A guest's name; for a golfer, the name they had when last seen here (kept if the account is deleted).
    name: text('name').notNull(),
    role: text('role', { enum: GROUP_ROLES }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('group_members_user_unique').on(table.groupId, table.userId),
    uniqueIndex('group_members_guest_unique').on(table.groupId, sql`lower(${table.name})`).where(sql`${table.role} = 'guest'`),
    index('group_members_user_idx').on(table.userId),
    check('group_members_role', oneOf(table.role, GROUP_ROLES)),
  ],
);

/** Money paid outside the app between two members (product §R18): from X to Y raises X's balance and lowers Y's. */
export const groupPayments = pgTable(
  'group_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    fromMemberId: uuid('from_member_id')
      .notNull()
      .references(() => groupMembers.id, { onDelete: 'cascade' }),
    toMemberId: uuid('to_member_id')
      .notNull()
      .references(() => groupMembers.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('group_payments_group_idx').on(table.groupId, table.createdAt),
    check('group_payments_amount_range', sql`${table.amountCents} between 1 and ${sql.raw(String(PAYMENT_MAX_DOLLARS * 100))}`),
    check('group_payments_two_members', sql`${table.fromMemberId} <> ${table.toMemberId}`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data'),
    metadata: jsonb('metadata'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    /** Set on a notice written at most once per user (a trial's reminders): a second write of the key is a no-op. */
    onceKey: text('once_key'),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('notifications_user_once_key').on(table.userId, table.onceKey),
  ],
);

export const friendRequests = pgTable(
  'friend_requests',
  {
    id: serial('id').primaryKey(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: uuid('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (table) => [
    index('friend_requests_addressee_idx').on(table.addresseeId),
    // At most one open request between two people in each direction.
    uniqueIndex('friend_requests_pending_unique')
      .on(table.requesterId, table.addresseeId)
      .where(sql`${table.status} = 'pending'`),
    check('friend_requests_not_self', sql`${table.requesterId} <> ${table.addresseeId}`),
  ],
);

export const friendships = pgTable(
  'friendships',
  {
    id: serial('id').primaryKey(),
    // Stored once per pair with userAId < userBId, so a friendship cannot be recorded twice.
    userAId: uuid('user_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userBId: uuid('user_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('friendships_pair_unique').on(table.userAId, table.userBId),
    index('friendships_user_b_idx').on(table.userBId),
    check('friendships_ordered_pair', sql`${table.userAId} < ${table.userBId}`),
  ],
);

/**
 * Who has a socket open on which app instance (issue 13: presence across instances). A row per instance and user,
 * kept fresh by the instance's heartbeat; a row not seen for a while belongs to an instance that died and is ignored.
 */
export const userPresence = pgTable(
  'user_presence',
  {
    instanceId: text('instance_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.instanceId, table.userId] }), index('user_presence_user_idx').on(table.userId)],
);

/** Raw bytes (PostgreSQL bytea), as a Node Buffer on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A golfer's picture, resized on the server to a small square WebP (issue 14). In the database rather than on disk,
 * so every instance serves it and a backup carries it; `hash` names the version in the avatar's URL.
 */
export const userAvatars = pgTable('user_avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  contentType: text('content_type').notNull(),
  hash: text('hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every payment-provider event Dormie has processed, by the provider's event id (issue 15). Written in the same
 * transaction as the change the event makes, so a redelivered or racing copy finds its id and changes nothing;
 * `eventCreatedAt` (the provider's own time) lets a late, older event leave a newer state alone.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stripe_events_user_idx').on(table.userId, table.eventCreatedAt)],
);

/**
 * Every backup an admin downloaded (issue 16): who and when. The name is kept as it was, so the record outlives
 * the account; `completedAt` stays null when the download was cut off.
 */
export const dataExports = pgTable('data_exports', {
  id: serial('id').primaryKey(),
  exportedBy: uuid('exported_by').references(() => users.id, { onDelete: 'set null' }),
  exportedByName: text('exported_by_name').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** Mail kept when no SMTP server is configured, so the first admin can still read invitations it sends. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

export const schema = {
  users,
  sessions,
  courseData,
  games,
  gamePlayers,
  scores,
  scoreHistory,
  gameOperations,
  userAchievements,
  invitationCodes,
  notifications,
  friendRequests,
  friendships,
  userPresence,
  userAvatars,
  stripeEvents,
  dataExports,
  mailOutbox,
};
