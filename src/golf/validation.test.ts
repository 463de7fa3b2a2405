import { describe, expect, it } from 'vitest';
import type { Format, GameType } from './format';
import type { Team } from './game';
import {
  BET_MESSAGES,
  betAmountCheck,
  betForPlayers,
  createFormAdjusted,
  formatNeedsTeams,
  gameStartProblem,
  maxPlayersSnapped,
  playerCountHint,
  playerCountIsAllowed,
  scoreStrokesIsValid,
  scorecardStrokesIsValid,
  teamWithFewerPlayers,
  type CreateGameForm,
} from './validation';
import { ratingText, teeDefault, teesByTotalYardage } from './tees';
import { UNRATED_TEE } from './whs';

describe('player counts per format (product §G5, §R7)', () => {
  it.each<{ type: GameType; allowed: number[]; refused: number[]; hint: string }>([
    { type: 'stroke', allowed: [1, 2, 3, 4, 5], refused: [0, 6], hint: 'Stroke Play allows 1-5 players' },
    { type: 'match', allowed: [2, 4], refused: [1, 3, 5], hint: 'Match Play requires 2 or 4 players' },
    { type: 'bestball', allowed: [4], refused: [2, 3, 5], hint: 'Best Ball requires 4 players' },
    { type: 'nassau', allowed: [2, 3, 4, 5], refused: [1, 6], hint: 'Nassau allows 2-5 players' },
  ])('$type allows $allowed', ({ type, allowed, refused, hint }) => {
    expect(allowed.every((n) => playerCountIsAllowed(type, n))).toBe(true);
    expect(refused.some((n) => playerCountIsAllowed(type, n))).toBe(false);
    expect(playerCountHint(type)).toBe(hint);
  });
});

describe('formatNeedsTeams: the form asks for teams (product §G5)', () => {
  it.each<{ format: Format; maxPlayers: number; needs: boolean }>([
    { format: { type: 'stroke' }, maxPlayers: 5, needs: false },
    { format: { type: 'match' }, maxPlayers: 2, needs: true },
    { format: { type: 'bestball' }, maxPlayers: 4, needs: true },
    { format: { type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 }, maxPlayers: 2, needs: true },
    { format: { type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 }, maxPlayers: 3, needs: false },
    { format: { type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 }, maxPlayers: 4, needs: true },
  ])('$format.type $format.mode, max $maxPlayers -> $needs', ({ format, maxPlayers, needs }) => {
    expect(formatNeedsTeams(format, maxPlayers)).toBe(needs);
  });
});

describe('betAmountCheck (product §G5)', () => {
  it.each([
    { input: '', result: { ok: false, message: BET_MESSAGES.required } },
    { input: null, result: { ok: false, message: 'Bet amount is required. Enter 0 for a fun game with no bets.' } },
    { input: 'ten', result: { ok: false, message: 'Bet amount must be a number' } },
    { input: '0x10', result: { ok: false, message: 'Bet amount must be a number' } },
    { input: '-1', result: { ok: false, message: 'Bet amount cannot be negative' } },
    { input: '1000.01', result: { ok: false, message: 'Bet amount cannot exceed $1000' } },
    { input: '1000', result: { ok: true, cents: 100000 } },
    { input: '0', result: { ok: true, cents: 0 } },
    { input: ' 12.5 ', result: { ok: true, cents: 1250 } },
    { input: 7.35, result: { ok: true, cents: 735 } },
  ])('$input -> $result', ({ input, result }) => {
    expect(betAmountCheck(input)).toEqual(result);
  });
});

describe('score strokes (product §R2, §G5)', () => {
  it.each([
    { strokes: 0, server: false, scorecard: false },
    { strokes: 1, server: true, scorecard: true },
    { strokes: 15, server: true, scorecard: true },
    { strokes: 16, server: true, scorecard: false },
    { strokes: 20, server: true, scorecard: false },
    { strokes: 21, server: false, scorecard: false },
    { strokes: 4.5, server: false, scorecard: false },
  ])('$strokes: server $server, scorecard $scorecard', ({ strokes, server, scorecard }) => {
    expect([scoreStrokesIsValid(strokes), scorecardStrokesIsValid(strokes)]).toEqual([server, scorecard]);
  });
});

describe('gameStartProblem (product §R7)', () => {
  const team = (...teams: (Team | null)[]) => teams.map((t) => ({ team: t }));
  it.each<{ case: string; format: Format; maxPlayers: number; players: { team: Team | null }[]; problem: string | null }>([
    { case: 'solo stroke round', format: { type: 'stroke' }, maxPlayers: 1, players: team(null), problem: null },
    { case: 'one player of five', format: { type: 'stroke' }, maxPlayers: 5, players: team(null), problem: 'Need at least 2 players to start the game' },
    { case: 'match of 3', format: { type: 'match' }, maxPlayers: 4, players: team('A', 'B', 'A'), problem: 'Match Play needs exactly 2 or 4 players' },
    { case: 'singles without teams', format: { type: 'match' }, maxPlayers: 2, players: team(null, null), problem: null },
    { case: 'four-ball, one unassigned', format: { type: 'match' }, maxPlayers: 4, players: team('A', 'B', 'A', null), problem: 'Every player needs a team (Red or Blue)' },
    { case: 'bestball, Blue empty', format: { type: 'bestball' }, maxPlayers: 4, players: team('A', 'A', 'A', 'A'), problem: 'Blue Team needs at least one player' },
    { case: 'bestball of 3', format: { type: 'bestball' }, maxPlayers: 4, players: team('A', 'B', 'A'), problem: 'Best Ball needs exactly 4 players' },
    { case: 'nassau match 2 v 1', format: { type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 }, maxPlayers: 3, players: team('A', 'B', 'A'), problem: null },
    { case: 'nassau stroke of 3, no teams', format: { type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 }, maxPlayers: 5, players: team(null, null, null), problem: null },
  ])('$case -> $problem', ({ format, maxPlayers, players, problem }) => {
    expect(gameStartProblem(format, maxPlayers, players)).toBe(problem);
  });

  it.each<{ teams: (Team | null)[]; pick: Team }>([
    { teams: [], pick: 'A' },
    { teams: ['A'], pick: 'B' },
    { teams: ['A', 'B', null], pick: 'A' },
    { teams: ['B', 'B', 'A'], pick: 'A' },
  ])('auto team for $teams -> $pick (product §R11)', ({ teams, pick }) => {
    expect(teamWithFewerPlayers(teams.map((team) => ({ team })))).toBe(pick);
  });
});

describe('create form auto-adjust (product §G4)', () => {
  const tees = teesByTotalYardage([
    { teeColor: 'White', yardage: 350 },
    { teeColor: 'Blue', yardage: 380 },
    { teeColor: 'Red', yardage: 300 },
    { teeColor: 'White', yardage: 140 },
    { teeColor: 'Blue', yardage: 160 },
    { teeColor: 'Red', yardage: 120 },
  ]);
  const base: CreateGameForm = { gameType: 'stroke', formatOptions: {}, maxPlayers: 5, betAmount: '10', teeColor: 'Blue' };

  it.each<{ case: string; gameType: GameType; maxPlayers: number; snapped: number }>([
    { case: 'match from 5', gameType: 'match', maxPlayers: 5, snapped: 4 },
    { case: 'match from 1', gameType: 'match', maxPlayers: 1, snapped: 2 },
    { case: 'match from 3, a tie: the larger', gameType: 'match', maxPlayers: 3, snapped: 4 },
    { case: 'bestball from 2', gameType: 'bestball', maxPlayers: 2, snapped: 4 },
    { case: 'nassau from 1', gameType: 'nassau', maxPlayers: 1, snapped: 2 },
    { case: 'stroke keeps 3', gameType: 'stroke', maxPlayers: 3, snapped: 3 },
  ])('max players snaps: $case -> $snapped', ({ gameType, maxPlayers, snapped }) => {
    expect(maxPlayersSnapped(gameType, maxPlayers)).toBe(snapped);
  });

  it.each<{ case: string; form: Partial<CreateGameForm>; adjusted: Partial<CreateGameForm> }>([
    { case: 'nassau defaults its mode to match', form: { gameType: 'nassau' }, adjusted: { formatOptions: { mode: 'match' } } },
    { case: 'nassau keeps stroke mode', form: { gameType: 'nassau', formatOptions: { mode: 'stroke' } }, adjusted: { formatOptions: { mode: 'stroke' } } },
    { case: 'a bad mode takes the default', form: { gameType: 'nassau', formatOptions: { mode: 'best' } }, adjusted: { formatOptions: { mode: 'match' } } },
    { case: 'another format keeps the mode for later', form: { gameType: 'match', formatOptions: { mode: 'stroke' } }, adjusted: { formatOptions: { mode: 'stroke' }, maxPlayers: 4 } },
    { case: 'one player forces the bet to 0', form: { maxPlayers: 1, betAmount: '25' }, adjusted: { betAmount: 0, maxPlayers: 1 } },
    { case: 'an unavailable tee falls back to the longest', form: { teeColor: 'Gold' }, adjusted: { teeColor: 'Blue' } },
    { case: 'an available tee stays', form: { teeColor: 'Red' }, adjusted: { teeColor: 'Red' } },
  ])('$case', ({ form, adjusted }) => {
    expect(createFormAdjusted({ ...base, ...form }, tees)).toMatchObject(adjusted);
  });

  it.each([
    { maxPlayers: 1, bet: 2500, kept: 0 },
    { maxPlayers: 2, bet: 2500, kept: 2500 },
    { maxPlayers: 5, bet: 700, kept: 700 },
  ])('betForPlayers: $maxPlayers max players keep $kept of $bet', ({ maxPlayers, bet, kept }) => {
    expect(betForPlayers(maxPlayers, bet)).toBe(kept);
  });

  it('tees total their yardage; no tees gives no default', () => {
    expect(tees).toEqual([
      { teeColor: 'Blue', totalYardage: 540, ratings: null },
      { teeColor: 'White', totalYardage: 490, ratings: null },
      { teeColor: 'Red', totalYardage: 420, ratings: null },
    ]);
    expect(teeDefault([], 'Blue')).toBeNull();
  });

  it("carries each tee's ratings from its rows, printed as a scorecard prints them (product §R12)", () => {
    const blue = { ...UNRATED_TEE, M: { ...UNRATED_TEE.M, full: { ratingTenths: 732, slope: 133 } } };
    const rated = teesByTotalYardage([
      { teeColor: 'Blue', yardage: 400, teeRatings: blue },
      { teeColor: 'Blue', yardage: 380, teeRatings: blue },
      { teeColor: 'Red', yardage: 300, teeRatings: null },
    ]);
    expect(rated).toEqual([
      { teeColor: 'Blue', totalYardage: 780, ratings: blue },
      { teeColor: 'Red', totalYardage: 300, ratings: null },
    ]);
    expect(ratingText(blue.M.full)).toBe('73.2/133');
    expect(ratingText({ ratingTenths: 700, slope: 113 })).toBe('70.0/113');
    expect(ratingText(blue.W.full)).toBeNull();
    expect(ratingText({ ratingTenths: 700, slope: null })).toBeNull();
  });

  it.each([
    { case: 'the current tee, spelled as the course spells it', current: 'white', tee: 'White' },
    { case: 'the longest when the current one is missing', current: 'Gold', tee: 'Blue' },
    { case: 'the longest when none is chosen', current: null, tee: 'Blue' },
    { case: 'the longest when the form has not set one', current: undefined, tee: 'Blue' },
  ])('the default tee is $case', ({ current, tee }) => {
    expect(teeDefault(tees, current)).toBe(tee);
    expect(teeDefault([...tees].reverse(), current), 'whatever order the tees come in').toBe(tee);
  });

  it('breaks a tie in length by name, whatever the order', () => {
    const tied = [{ teeColor: 'White', totalYardage: 6000 }, { teeColor: 'Gold', totalYardage: 6000 }];
    expect(teeDefault(tied, null)).toBe('Gold');
    expect(teeDefault([...tied].reverse(), null)).toBe('Gold');
  });

  it('is idempotent', () => {
    const once = createFormAdjusted({ ...base, gameType: 'bestball', teeColor: null }, tees);
    expect(createFormAdjusted(once, tees)).toEqual(once);
  });
});
