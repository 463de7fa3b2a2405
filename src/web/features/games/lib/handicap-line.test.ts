import { describe, expect, it } from 'vitest';
import { handicapLineOf, strokesWords } from './handicap-line';

type Given = Parameters<typeof handicapLineOf>[0];
const player = (fields: Partial<Given>): Given => ({
  user: { firstName: null, lastName: null, username: null, displayName: 'Ana' },
  handicapIndex: 14.2,
  courseHandicap: 16,
  playingHandicap: 15,
  strokeHandicap: 4,
  ...fields,
});

describe("a player's handicap line in a whs game (product §R12, §R19)", () => {
  it.each([
    ['the chain with the strokes off the low player', player({}), 'Ana 14.2 -> CH 16 -> PH 15, 4 strokes'],
    ['one stroke', player({ strokeHandicap: 1 }), 'Ana 14.2 -> CH 16 -> PH 15, 1 stroke'],
    ['the low player, who plays off 0', player({ strokeHandicap: 0 }), 'Ana 14.2 -> CH 16 -> PH 15, 0 strokes'],
    ['a whole index with its decimal', player({ handicapIndex: 9, courseHandicap: 10, playingHandicap: 10, strokeHandicap: 10 }), 'Ana 9.0 -> CH 10 -> PH 10, 10 strokes'],
    [
      'a plus index, course and playing handicap, giving strokes back',
      player({ handicapIndex: -1.2, courseHandicap: -1, playingHandicap: -3, strokeHandicap: -3 }),
      'Ana +1.2 -> CH +1 -> PH +3, gives 3 strokes',
    ],
    ['a plus player giving one back', player({ handicapIndex: -0.4, courseHandicap: 0, playingHandicap: -1, strokeHandicap: -1 }), 'Ana +0.4 -> CH 0 -> PH +1, gives 1 stroke'],
    ['a scratch index', player({ handicapIndex: 0, courseHandicap: 2, playingHandicap: 2, strokeHandicap: 2 }), 'Ana 0.0 -> CH 2 -> PH 2, 2 strokes'],
    ['the display name as given', player({ user: { firstName: 'Sam', lastName: 'Reed', username: 'sam', displayName: 'Sam Reed' } }), 'Sam Reed 14.2 -> CH 16 -> PH 15, 4 strokes'],
  ])('%s', (_case, given, line) => {
    expect(handicapLineOf(given)).toBe(line);
  });

  it('is none in a fixed game, whose players have no index or course handicap', () => {
    expect(handicapLineOf(player({ handicapIndex: null, courseHandicap: null, playingHandicap: 12, strokeHandicap: 12 }))).toBeNull();
  });

  it('reads an index stored as a float to its tenth (14.2 is not 14.199999)', () => {
    expect(handicapLineOf(player({ handicapIndex: 0.1 + 0.2 }))).toBe('Ana 0.3 -> CH 16 -> PH 15, 4 strokes');
  });
});

describe('strokes in words', () => {
  it.each([
    [0, '0 strokes'],
    [1, '1 stroke'],
    [18, '18 strokes'],
    [-1, 'gives 1 stroke'],
    [-2, 'gives 2 strokes'],
  ])('%i is "%s"', (strokes, words) => {
    expect(strokesWords(strokes)).toBe(words);
  });
});
