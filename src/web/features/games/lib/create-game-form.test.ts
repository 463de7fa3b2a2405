import { describe, expect, it } from 'vitest';
import { BET_MESSAGES, COMING_SOON_GAME_TYPES, comingSoonFormatName, HANDICAP_JOIN_ERROR, type TeeOption } from '../../../../golf';
import {
  createGameBody,
  createGameErrors,
  createGameFieldsAdjusted,
  createGameFieldsInitial,
  type CreateGameFields,
  firstInvalidField,
} from './create-game-form';

const greyRockTees: TeeOption[] = [
  { teeColor: 'Black', totalYardage: 7012 },
  { teeColor: 'Blue', totalYardage: 6634 },
  { teeColor: 'White', totalYardage: 6201 },
];

function fields(change: Partial<CreateGameFields> = {}): CreateGameFields {
  return { ...createGameFieldsInitial({ courseName: 'Grey Rock Golf Club', teeColor: 'Blue', handicap: 12 }), betAmount: '5', ...change };
}

describe('createGameFieldsInitial (product §G9)', () => {
  it('opens on stroke play for 5 players with the profile handicap and no bet typed', () => {
    expect(createGameFieldsInitial({ courseName: 'Grey Rock Golf Club', teeColor: 'Blue', handicap: -2 })).toEqual({
      courseName: 'Grey Rock Golf Club',
      teeColor: 'Blue',
      gameType: 'stroke',
      formatOptions: {},
      betAmount: '',
      maxPlayers: 5,
      handicap: '+2',
      isPrivate: false,
    });
  });
});

describe('createGameFieldsAdjusted (product §G4, through the engine)', () => {
  it.each([
    { gameType: 'match', before: 5, after: 4 },
    { gameType: 'match', before: 1, after: 2 },
    { gameType: 'bestball', before: 2, after: 4 },
    { gameType: 'nassau', before: 1, after: 2 },
    { gameType: 'stroke', before: 3, after: 3 },
  ] as const)('$gameType snaps $before players to $after', ({ gameType, before, after }) => {
    expect(createGameFieldsAdjusted(fields({ gameType, maxPlayers: before }), greyRockTees).maxPlayers).toBe(after);
  });

  it('gives nassau the match mode, and keeps a chosen mode while another format is picked', () => {
    const nassau = createGameFieldsAdjusted(fields({ gameType: 'nassau' }), greyRockTees);
    expect(nassau.formatOptions).toEqual({ mode: 'match' });
    const stroke = createGameFieldsAdjusted({ ...nassau, formatOptions: { mode: 'stroke' } }, greyRockTees);
    expect(stroke.formatOptions).toEqual({ mode: 'stroke' });
    const match = createGameFieldsAdjusted({ ...stroke, gameType: 'match' }, greyRockTees);
    expect(createGameBody(match).formatOptions).toEqual({});
    expect(createGameFieldsAdjusted({ ...match, gameType: 'nassau' }, greyRockTees).formatOptions).toEqual({ mode: 'stroke' });
  });

  it('forces the bet to 0 with one player and keeps what was typed otherwise', () => {
    expect(createGameFieldsAdjusted(fields({ maxPlayers: 1, betAmount: '25' }), greyRockTees).betAmount).toBe('0');
    expect(createGameFieldsAdjusted(fields({ maxPlayers: 3, betAmount: '2.50' }), greyRockTees).betAmount).toBe('2.50');
    expect(createGameFieldsAdjusted(fields({ maxPlayers: 3, betAmount: '' }), greyRockTees).betAmount).toBe('');
  });

  it('keeps an available tee, falls back to the longest, and keeps the wish while the tees load', () => {
    expect(createGameFieldsAdjusted(fields({ teeColor: 'white' }), greyRockTees).teeColor).toBe('White');
    expect(createGameFieldsAdjusted(fields({ teeColor: 'Gold' }), greyRockTees).teeColor).toBe('Black');
    expect(createGameFieldsAdjusted(fields({ teeColor: 'Blue' }), []).teeColor).toBe('Blue');
  });

  it('leaves the other fields alone', () => {
    const before = fields({ handicap: '+3', isPrivate: true, courseName: 'Pine Hollow Country Club' });
    const after = createGameFieldsAdjusted(before, greyRockTees);
    expect([after.handicap, after.isPrivate, after.courseName]).toEqual(['+3', true, 'Pine Hollow Country Club']);
  });
});

describe('createGameBody (product §G7)', () => {
  it('sends the fields with the handicap as a number and blank as none', () => {
    expect(createGameBody(fields({ gameType: 'nassau', formatOptions: { mode: 'stroke' }, betAmount: ' 7.5 ', maxPlayers: 3, handicap: '+2', isPrivate: true }))).toEqual({
      courseName: 'Grey Rock Golf Club',
      teeColor: 'Blue',
      gameType: 'nassau',
      formatOptions: { mode: 'stroke' },
      betAmount: '7.5',
      maxPlayers: 3,
      creatorHandicap: -2,
      isPrivate: true,
    });
    expect(createGameBody(fields({ handicap: '' })).creatorHandicap).toBeNull();
  });
});

describe('createGameErrors (product §G5, through CreateGameSchema)', () => {
  it('has nothing to say about a good form', () => {
    expect(createGameErrors(createGameBody(fields()))).toEqual({});
    expect(createGameErrors(createGameBody(fields({ betAmount: '0', handicap: '' })))).toEqual({});
  });

  it.each([
    { betAmount: '', message: BET_MESSAGES.required },
    { betAmount: 'ten', message: BET_MESSAGES.notANumber },
    { betAmount: '-1', message: BET_MESSAGES.negative },
    { betAmount: '1000.01', message: BET_MESSAGES.tooLarge },
  ])('bet "$betAmount": $message', ({ betAmount, message }) => {
    expect(createGameErrors(createGameBody(fields({ betAmount })))).toEqual({ betAmount: message });
  });

  it.each(['55', '+6', '-9', '+'])('handicap "%s" gets the join message', (handicap) => {
    expect(createGameErrors(createGameBody(fields({ handicap })))).toEqual({ handicap: HANDICAP_JOIN_ERROR.description });
  });

  it('reports every field at once, the first in screen order', () => {
    const errors = createGameErrors(createGameBody(fields({ courseName: null, handicap: '70', betAmount: '' })));
    expect(Object.keys(errors).sort()).toEqual(['betAmount', 'courseName', 'handicap']);
    expect(firstInvalidField(errors)).toBe('courseName');
    expect(firstInvalidField({ betAmount: 'x', handicap: 'y' })).toBe('handicap');
    expect(firstInvalidField({})).toBeNull();
  });

  it('refuses a player count the format does not allow', () => {
    expect(createGameErrors(createGameBody(fields({ gameType: 'bestball', maxPlayers: 3 }))).maxPlayers).toBe('Invalid player count for selected game type');
  });
});

describe('comingSoonFormatName', () => {
  it('names every coming-soon format', () => {
    expect(COMING_SOON_GAME_TYPES.map(comingSoonFormatName)).toEqual(['Skins', 'Stableford', 'Worst Ball', 'Alternate Shot', 'Wolf', 'Wolf Hammer']);
    expect(comingSoonFormatName('greensomes')).toBe('greensomes');
  });
});
