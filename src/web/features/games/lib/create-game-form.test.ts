import { describe, expect, it } from 'vitest';
import { BET_MESSAGES, COMING_SOON_GAME_TYPES, comingSoonFormatName, GIVEN_HANDICAP_ERRORS, HANDICAP_JOIN_ERROR, type TeeOption } from '../../../../golf';
import {
  ALLOWANCE_MESSAGE,
  allowanceDefault,
  allowanceTypingIsAccepted,
  createGameBody,
  createGameErrors,
  createGameFieldsAdjusted,
  createGameFieldsInitial,
  type CreateGameFields,
  DEFAULT_BET_DOLLARS,
  DOT_VALUE_MESSAGES,
  firstInvalidField,
  SIDE_BETS_OFF,
  formatPlaysNines,
  holesInForce,
  holesNeedAllMessage,
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
  it('opens on stroke play for 5 players with the profile handicap and a $5 bet', () => {
    expect(createGameFieldsInitial({ courseName: 'Grey Rock Golf Club', teeColor: 'Blue', handicap: -2 })).toEqual({
      courseName: 'Grey Rock Golf Club',
      teeColor: 'Blue',
      gameType: 'stroke',
      formatOptions: {},
      betAmount: '5',
      maxPlayers: 5,
      handicap: '+2',
      isPrivate: false,
      drinksOn: false,
      handicapMode: 'fixed',
      handicapIndex: '',
      teeSet: 'M',
      allowancePercent: '',
      holesPlayed: '18',
      sideBets: { value: '', birdies: false, greenies: false, sandies: false },
    });
  });

  it('opens on a bet that may be sent as it is: a game needs nothing typed', () => {
    const initial = createGameFieldsInitial({ courseName: 'Grey Rock Golf Club', teeColor: 'Blue', handicap: null });
    expect(initial.betAmount).toBe(String(DEFAULT_BET_DOLLARS));
    expect(createGameErrors(initial)).toEqual({});
    expect(createGameBody(initial).betAmount).toBe('5');
  });

  it('keeps the profile Handicap Index for a WHS game, a plus index with +', () => {
    const initial = (handicapIndex: number | null) => createGameFieldsInitial({ courseName: 'Grey Rock Golf Club', teeColor: 'Blue', handicap: 3, handicapIndex });
    expect(initial(14.2).handicapIndex).toBe('14.2');
    expect(initial(-1.2).handicapIndex).toBe('+1.2');
    expect(initial(9).handicapIndex).toBe('9.0');
    expect(initial(null).handicapIndex).toBe('');
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
    expect(nassau.formatOptions).toEqual({ mode: 'match', presses: 'off', maxPresses: 0 });
    const stroke = createGameFieldsAdjusted({ ...nassau, formatOptions: { mode: 'stroke' } }, greyRockTees);
    expect(stroke.formatOptions).toEqual({ mode: 'stroke', presses: 'off', maxPresses: 0 });
    const match = createGameFieldsAdjusted({ ...stroke, gameType: 'match' }, greyRockTees);
    expect(createGameBody(match).formatOptions).toEqual({});
    expect(createGameFieldsAdjusted({ ...match, gameType: 'nassau' }, greyRockTees).formatOptions).toEqual({ mode: 'stroke', presses: 'off', maxPresses: 0 });
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
      formatOptions: { mode: 'stroke', presses: 'off', maxPresses: 0 },
      betAmount: '7.5',
      maxPlayers: 3,
      creatorHandicap: -2,
      isPrivate: true,
      drinksOn: false,
      handicapMode: 'fixed',
      holesPlayed: '18',
    });
    expect(createGameBody(fields({ handicap: '' })).creatorHandicap).toBeNull();
  });

  it('sends a WHS game with the index (a plus index negative), the tee set and the allowance (blank is the format’s)', () => {
    const whs = fields({ handicapMode: 'whs', handicap: '7', handicapIndex: '+1.2', teeSet: 'W', allowancePercent: '85', holesPlayed: 'front' });
    expect(createGameBody(whs)).toMatchObject({ handicapMode: 'whs', creatorHandicap: -1.2, creatorTeeSet: 'W', allowancePercent: 85, holesPlayed: 'front' });
    expect(createGameBody({ ...whs, handicapIndex: '14.2', allowancePercent: ' ' })).toMatchObject({ creatorHandicap: 14.2, allowancePercent: null });
    expect(createGameBody({ ...whs, handicapIndex: '' }).creatorHandicap).toBeNull();
    expect(createGameErrors(whs)).toEqual({});
  });

  it('sends a fixed game without the WHS fields, whatever was typed in them', () => {
    const body = createGameBody(fields({ handicapIndex: '14.2', teeSet: 'W', allowancePercent: '85' }));
    expect(body).not.toHaveProperty('creatorTeeSet');
    expect(body).not.toHaveProperty('allowancePercent');
    expect(body).toMatchObject({ handicapMode: 'fixed', creatorHandicap: 12 });
  });

  it('plays a nine only in formats that allow it (product §R14): a nassau keeps the choice for later but sends 18', () => {
    for (const gameType of ['stroke', 'match', 'bestball'] as const) {
      expect(formatPlaysNines(fields({ gameType }))).toBe(true);
      expect(createGameBody(fields({ gameType, holesPlayed: 'back' })).holesPlayed).toBe('back');
    }
    const nassau = fields({ gameType: 'nassau', holesPlayed: 'front' });
    expect(formatPlaysNines(nassau)).toBe(false);
    expect(holesInForce(nassau)).toBe('18');
    expect(createGameBody(nassau).holesPlayed).toBe('18');
    expect(holesNeedAllMessage('nassau')).toBe('Nassau needs all 18 holes');
    expect(holesInForce({ ...nassau, gameType: 'stroke' })).toBe('front');
  });
});

describe('side bets (product §R16)', () => {
  const junk = { value: '1.5', birdies: true, greenies: true, sandies: false };

  it('sends no junk while no kind is chosen, whatever the dot value says', () => {
    expect(createGameBody(fields()).formatOptions).toEqual({});
    expect(createGameBody(fields({ sideBets: { ...SIDE_BETS_OFF, value: '5' } })).formatOptions).not.toHaveProperty('junk');
    expect(createGameErrors(fields({ sideBets: { ...SIDE_BETS_OFF, value: 'lots' } }))).toEqual({});
  });

  it("adds junk to any format's options once a kind is chosen: the dot value in dollars and each kind", () => {
    expect(createGameBody(fields({ sideBets: junk })).formatOptions).toEqual({ junk: { value: 1.5, birdies: true, greenies: true, sandies: false } });
    expect(createGameBody(fields({ gameType: 'nassau', sideBets: { ...junk, value: ' 2 ' } })).formatOptions).toEqual({
      mode: 'match',
      presses: 'off',
      maxPresses: 0,
      junk: { value: 2, birdies: true, greenies: true, sandies: false },
    });
    expect(createGameErrors(fields({ sideBets: junk }))).toEqual({});
    expect(createGameErrors(fields({ sideBets: { ...junk, value: '0' } }))).toEqual({});
  });

  it('keeps the side bets through a format switch and back', () => {
    const chosen = createGameFieldsAdjusted(fields({ sideBets: junk }), greyRockTees);
    const wolf = createGameFieldsAdjusted({ ...chosen, gameType: 'wolf', maxPlayers: 4 }, greyRockTees);
    expect(wolf.sideBets).toEqual(junk);
    expect(createGameBody(wolf).formatOptions).toMatchObject({ junk: { value: 1.5, birdies: true, greenies: true, sandies: false } });
    const back = createGameFieldsAdjusted({ ...wolf, gameType: 'stroke' }, greyRockTees);
    expect(createGameBody(back).formatOptions).toEqual({ junk: { value: 1.5, birdies: true, greenies: true, sandies: false } });
  });

  it.each([
    { value: '', message: DOT_VALUE_MESSAGES.required },
    { value: 'a buck', message: DOT_VALUE_MESSAGES.invalid },
    { value: '-1', message: DOT_VALUE_MESSAGES.invalid },
    { value: '100.01', message: DOT_VALUE_MESSAGES.invalid },
    { value: '0.125', message: DOT_VALUE_MESSAGES.invalid },
  ])('a dot value of "$value" with a kind chosen: $message, after the bet', ({ value, message }) => {
    const errors = createGameErrors(fields({ betAmount: '', sideBets: { ...SIDE_BETS_OFF, sandies: true, value } }));
    expect(errors).toEqual({ betAmount: BET_MESSAGES.required, dotValue: message });
    expect(firstInvalidField({ dotValue: message })).toBe('dotValue');
    expect(firstInvalidField(errors)).toBe('betAmount');
  });
});

describe('allowanceDefault (product §R12 allowances, the engine’s)', () => {
  it.each([
    { gameType: 'stroke', maxPlayers: 4, formatOptions: {}, percent: 95 },
    { gameType: 'match', maxPlayers: 2, formatOptions: {}, percent: 100 },
    { gameType: 'match', maxPlayers: 4, formatOptions: {}, percent: 90 },
    { gameType: 'bestball', maxPlayers: 4, formatOptions: {}, percent: 90 },
    { gameType: 'nassau', maxPlayers: 2, formatOptions: { mode: 'match' }, percent: 100 },
    { gameType: 'nassau', maxPlayers: 4, formatOptions: { mode: 'match' }, percent: 90 },
    { gameType: 'nassau', maxPlayers: 2, formatOptions: { mode: 'stroke' }, percent: 95 },
    { gameType: 'nassau', maxPlayers: 4, formatOptions: { mode: 'stroke' }, percent: 85 },
  ] as const)('$gameType $formatOptions with $maxPlayers players: $percent%', ({ gameType, maxPlayers, formatOptions, percent }) => {
    expect(allowanceDefault(fields({ gameType, maxPlayers, formatOptions }))).toBe(percent);
  });

  it('keeps up to three digits as typed', () => {
    for (const text of ['', '9', '95', '100', '150']) expect(allowanceTypingIsAccepted(text)).toBe(true);
    for (const text of ['9.5', '-1', 'a', '1000']) expect(allowanceTypingIsAccepted(text)).toBe(false);
  });
});

describe('createGameErrors (product §G5, through CreateGameSchema)', () => {
  it('has nothing to say about a good form', () => {
    expect(createGameErrors(fields())).toEqual({});
    expect(createGameErrors(fields({ betAmount: '0', handicap: '' }))).toEqual({});
  });

  it.each([
    { betAmount: '', message: BET_MESSAGES.required },
    { betAmount: 'ten', message: BET_MESSAGES.notANumber },
    { betAmount: '-1', message: BET_MESSAGES.negative },
    { betAmount: '1000.01', message: BET_MESSAGES.tooLarge },
  ])('bet "$betAmount": $message', ({ betAmount, message }) => {
    expect(createGameErrors(fields({ betAmount }))).toEqual({ betAmount: message });
  });

  it.each([
    { handicapIndex: '54.1', message: GIVEN_HANDICAP_ERRORS.indexRange },
    { handicapIndex: '+10.1', message: GIVEN_HANDICAP_ERRORS.indexRange },
    { handicapIndex: '14.25', message: GIVEN_HANDICAP_ERRORS.indexDecimals },
    { handicapIndex: '+', message: GIVEN_HANDICAP_ERRORS.indexRange },
  ])('a WHS index "$handicapIndex": $message', ({ handicapIndex, message }) => {
    expect(createGameErrors(fields({ handicapMode: 'whs', handicapIndex }))).toEqual({ handicap: message });
    // A fixed game does not read the index box.
    expect(createGameErrors(fields({ handicapIndex }))).toEqual({});
  });

  it('refuses an allowance over 100 in a WHS game, first after the handicap', () => {
    const errors = createGameErrors(fields({ handicapMode: 'whs', handicapIndex: '60', allowancePercent: '150', betAmount: '' }));
    expect(errors).toEqual({ handicap: GIVEN_HANDICAP_ERRORS.indexRange, allowancePercent: ALLOWANCE_MESSAGE, betAmount: BET_MESSAGES.required });
    expect(firstInvalidField({ allowancePercent: 'x', betAmount: 'y' })).toBe('allowancePercent');
    expect(createGameErrors(fields({ handicapMode: 'whs', allowancePercent: '100' }))).toEqual({});
    expect(createGameErrors(fields({ handicapMode: 'whs', allowancePercent: '0' }))).toEqual({});
  });

  it.each(['55', '+6', '-9', '+'])('handicap "%s" gets the join message', (handicap) => {
    expect(createGameErrors(fields({ handicap }))).toEqual({ handicap: HANDICAP_JOIN_ERROR.description });
  });

  it('reports every field at once, the first in screen order', () => {
    const errors = createGameErrors(fields({ courseName: null, handicap: '70', betAmount: '' }));
    expect(Object.keys(errors).sort()).toEqual(['betAmount', 'courseName', 'handicap']);
    expect(firstInvalidField(errors)).toBe('courseName');
    expect(firstInvalidField({ betAmount: 'x', handicap: 'y' })).toBe('handicap');
    expect(firstInvalidField({})).toBeNull();
  });

  it('refuses a player count the format does not allow', () => {
    expect(createGameErrors(fields({ gameType: 'bestball', maxPlayers: 3 })).maxPlayers).toBe('Invalid player count for selected game type');
  });
});

describe('comingSoonFormatName', () => {
  it('names every coming-soon format', () => {
    expect(COMING_SOON_GAME_TYPES.map(comingSoonFormatName)).toEqual(['Worst Ball', 'Alternate Shot', 'Wolf Hammer']);
    expect(comingSoonFormatName('greensomes')).toBe('greensomes');
  });
});
