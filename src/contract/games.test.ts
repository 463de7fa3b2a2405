import { describe, expect, it } from 'vitest';
import { GameRefSchema } from './games';
import { CreateGameSchema, UpdatePlayerSchema } from './games-requests';

describe('GameRefSchema: "Find Game by ID" takes the numeric id or the code, any case (product §R7)', () => {
  it.each([
    ['42', { kind: 'id', id: 42 }],
    [' 7 ', { kind: 'id', id: 7 }],
    ['abc234', { kind: 'code', code: 'ABC234' }],
    ['TN83V9', { kind: 'code', code: 'TN83V9' }],
  ])('%j reads as %j', (text, ref) => {
    expect(GameRefSchema.parse(text)).toEqual(ref);
  });

  it.each(['', '0', '007', 'ABCDE', 'ABCDEFG', 'ABCDE1', 'ABCDEO', '1e3', '9999999999'])('%j is no game', (text) => {
    expect(GameRefSchema.safeParse(text).success).toBe(false);
  });
});

const create = { courseName: 'Grey Rock Golf Club', teeColor: 'Blue', gameType: 'stroke', betAmount: 10, maxPlayers: 4, creatorHandicap: 12, isPrivate: false };

describe('CreateGameSchema (product §G4, §G5)', () => {
  it('turns the bet into cents and keeps the rest', () => {
    expect(CreateGameSchema.parse({ ...create, betAmount: '12.5' })).toMatchObject({ betCents: 1250, maxPlayers: 4, creatorHandicap: 12, format: { type: create.gameType } });
  });

  it.each([
    [{ betAmount: '' }, 'Bet amount is required. Enter 0 for a fun game with no bets.'],
    [{ betAmount: 'ten' }, 'Bet amount must be a number'],
    [{ betAmount: -1 }, 'Bet amount cannot be negative'],
    [{ betAmount: 1000.01 }, 'Bet amount cannot exceed $1000'],
    [{ gameType: 'bestball', maxPlayers: 3 }, 'Invalid player count for selected game type'],
    [{ gameType: 'match', maxPlayers: 3 }, 'Invalid player count for selected game type'],
    [{ maxPlayers: 6 }, 'Max players must be between 1 and 5'],
    [{ creatorHandicap: 55 }, 'Please enter a valid handicap (-5 to 54).'],
    [{ gameType: 'wolfhammer' }, 'Please choose a game format'],
    [{ gameType: 'nassau', maxPlayers: 4, formatOptions: { mode: 'skins' } }, 'mode must be one of match, stroke'],
    [{ gameType: 'stroke', formatOptions: { carryover: true } }, 'Stroke Play has no option carryover'],
  ])('%j is refused with %j', (change, message) => {
    const result = CreateGameSchema.safeParse({ ...create, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('one player forces the bet to 0; nassau defaults to match mode, other formats ignore a nassauMode', () => {
    expect(CreateGameSchema.parse({ ...create, maxPlayers: 1 }).betCents).toBe(0);
    expect(CreateGameSchema.parse({ ...create, gameType: 'nassau', nassauMode: undefined }).format).toEqual({ type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 });
    expect(CreateGameSchema.parse({ ...create, gameType: 'stroke', nassauMode: 'stroke' }).format).toEqual({ type: 'stroke' });
  });

  it.each([
    [{ nassauMode: 'stroke' }, 'stroke'],
    [{ formatOptions: { mode: 'stroke' } }, 'stroke'],
    [{ formatOptions: { mode: 'match' }, nassauMode: 'stroke' }, 'match'],
    [{ formatOptions: {}, nassauMode: null }, 'match'],
  ])('a nassau takes its mode from formatOptions or the spec\'s nassauMode: %j -> %s', (change, mode) => {
    expect(CreateGameSchema.parse({ ...create, gameType: 'nassau', maxPlayers: 4, ...change }).format).toEqual({ type: 'nassau', mode, presses: 'off', maxPresses: 0 });
  });
});

describe('UpdatePlayerSchema', () => {
  it('needs something to change; null team is No Team', () => {
    expect(UpdatePlayerSchema.safeParse({}).success).toBe(false);
    expect(UpdatePlayerSchema.parse({ teamAssignment: null })).toEqual({ teamAssignment: null });
  });
});
