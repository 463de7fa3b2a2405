import { describe, expect, it } from 'vitest';
import { CourseCsvError, courseCsvMaxRows, courseCsvMaxTees, courseCsvParse, firstDuplicateBy } from './csv';

// Stroke indexes that are a valid permutation: odd on the front nine, even on the back.
const indexes = [7, 3, 15, 1, 11, 17, 5, 13, 9, 8, 2, 16, 6, 12, 18, 4, 14, 10];
const pars = [4, 4, 3, 5, 4, 3, 4, 5, 4, 4, 5, 3, 4, 4, 3, 5, 4, 4];

type Tee = { name: string; base: number };

/** A scorecard CSV for 18 holes with the given tees; `edit` changes cells of one hole's row. */
function scorecard(tees: Tee[], options: { edit?: (row: string[], hole: number) => void; summary?: boolean; eol?: string; quote?: boolean } = {}) {
  const header = ['Hole', 'Par', 'Mens_HDCP', ...tees.map((t) => `${t.name}_Yardage`)];
  const lines = [header];
  for (let hole = 1; hole <= 18; hole += 1) {
    const row = [String(hole), String(pars[hole - 1]), String(indexes[hole - 1]), ...tees.map((t) => String(t.base + hole * 7))];
    options.edit?.(row, hole);
    lines.push(row);
    if (options.summary && hole === 9) lines.push(['Out', '36', '', ...tees.map(() => '3200')]);
  }
  if (options.summary) lines.push(['In', '36', '', ...tees.map(() => '3300')], ['Total', '72', '', ...tees.map(() => '6500')]);
  const quote = (cell: string) => (options.quote ? `"${cell}"` : cell);
  return lines.map((line) => line.map(quote).join(',')).join(options.eol ?? '\n');
}

function errorOf(text: string): CourseCsvError {
  try {
    courseCsvParse(text);
  } catch (error) {
    if (error instanceof CourseCsvError) return error;
    throw error;
  }
  throw new Error('expected the CSV to be refused');
}

const blue = { name: 'Blue', base: 300 };
const white = { name: 'White', base: 280 };
const red = { name: 'Red', base: 230 };
const black = { name: 'Black_Tips', base: 330 };

describe('courseCsvParse on good files (product §G5)', () => {
  it.each([
    { case: 'one tee', tees: [blue], expectedTees: ['Blue'] },
    { case: 'two tees', tees: [blue, white], expectedTees: ['Blue', 'White'] },
    { case: 'three tees', tees: [blue, white, red], expectedTees: ['Blue', 'White', 'Red'] },
    { case: 'four tees, one named with underscores', tees: [black, blue, white, red], expectedTees: ['Black Tips', 'Blue', 'White', 'Red'] },
  ])('reads $case', ({ tees, expectedTees }) => {
    const course = courseCsvParse(scorecard(tees));
    expect(course.tees).toEqual(expectedTees);
    expect(course.holes.map((h) => h.holeNumber)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(course.holes[3]).toMatchObject({ holeNumber: 4, par: 5, handicapIndex: 1 });
    expect(course.holes[3]!.yardages.get(expectedTees[0]!)).toBe(tees[0]!.base + 28);
  });

  it.each([
    { case: 'Out/In/Total summary rows', options: { summary: true } },
    { case: 'quoted cells', options: { quote: true } },
    { case: 'CRLF line endings', options: { eol: '\r\n' } },
    { case: 'summary rows, quotes and CRLF together', options: { summary: true, quote: true, eol: '\r\n' } },
  ])('reads a file with $case', ({ options }) => {
    const course = courseCsvParse(scorecard([blue, white], options));
    expect(course.holes).toHaveLength(18);
    expect(course.holes[17]).toMatchObject({ holeNumber: 18, par: 4, handicapIndex: 10 });
    expect(course.holes[17]!.yardages.get('White')).toBe(280 + 18 * 7);
  });

  it('processes only holes 1-18 (product §G5): rows for holes 0 and 19-27 and other lines are skipped', () => {
    const extra = [
      '0,4,1,400',
      ...Array.from({ length: 9 }, (_, i) => `${i + 19},4,${i + 1},999`),
      'Hcp,,,',
      'Notes: played from the back,,,',
    ];
    const course = courseCsvParse(`${scorecard([blue], { summary: true })}\n${extra.join('\n')}`);
    expect(course.holes.map((h) => h.holeNumber)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(course.holes[0]!.yardages.get('Blue')).toBe(307);
  });

  it('ignores a byte-order mark, column case and blank lines', () => {
    const text = `\uFEFF${scorecard([blue]).replace('Hole,Par,Mens_HDCP,Blue_Yardage', 'hole,PAR,mens_hdcp,Blue_yardage')}\n\n`;
    expect(courseCsvParse(text).tees).toEqual(['Blue']);
  });
});

describe('courseCsvParse on bad files names the row and column', () => {
  it.each([
    { case: 'an empty file', text: '', message: 'The file is empty.', row: undefined, column: undefined },
    { case: 'only blank lines', text: '\n\n  \n', message: 'The file is empty.', row: undefined, column: undefined },
    {
      case: 'no Par column',
      text: scorecard([blue]).replace('Hole,Par,', 'Hole,Score,'),
      message: 'Row 1: missing column Par.',
      row: 1,
      column: 'Par',
    },
    {
      case: 'no Mens_HDCP column',
      text: scorecard([blue]).replace('Mens_HDCP', 'Index'),
      message: 'Row 1: missing column Mens_HDCP.',
      row: 1,
      column: 'Mens_HDCP',
    },
    {
      case: 'no yardage column',
      text: scorecard([blue]).replace('Blue_Yardage', 'Blue'),
      message: 'Row 1: missing column a *_Yardage column (e.g. Blue_Yardage).',
      row: 1,
      column: 'a *_Yardage column (e.g. Blue_Yardage)',
    },
    {
      case: 'a repeated hole',
      text: scorecard([blue], { edit: (row, hole) => hole === 5 && (row[0] = '4') }),
      message: 'Row 6, column Hole: hole 4 appears more than once.',
      row: 6,
      column: 'Hole',
    },
    {
      case: 'hole 18 numbered 19 (skipped, so 18 is missing)',
      text: scorecard([blue], { edit: (row, hole) => hole === 18 && (row[0] = '19') }),
      message: 'Column Hole: hole 18 missing.',
      row: undefined,
      column: 'Hole',
    },
    {
      case: 'a missing hole',
      text: scorecard([blue]).split('\n').filter((line) => !line.startsWith('12,')).join('\n'),
      message: 'Column Hole: hole 12 missing.',
      row: undefined,
      column: 'Hole',
    },
    {
      case: 'par 7',
      text: scorecard([blue], { edit: (row, hole) => hole === 2 && (row[1] = '7') }),
      message: 'Row 3, column Par: 7 is outside 3-6.',
      row: 3,
      column: 'Par',
    },
    {
      case: 'par 2',
      text: scorecard([blue], { edit: (row, hole) => hole === 2 && (row[1] = '2') }),
      message: 'Row 3, column Par: 2 is outside 3-6.',
      row: 3,
      column: 'Par',
    },
    {
      case: 'yardage 701',
      text: scorecard([blue, white], { edit: (row, hole) => hole === 7 && (row[4] = '701') }),
      message: 'Row 8, column White_Yardage: 701 is outside 50-700.',
      row: 8,
      column: 'White_Yardage',
    },
    {
      case: 'yardage 49',
      text: scorecard([blue], { edit: (row, hole) => hole === 9 && (row[3] = '49') }),
      message: 'Row 10, column Blue_Yardage: 49 is outside 50-700.',
      row: 10,
      column: 'Blue_Yardage',
    },
    {
      case: 'a yardage that is not a number',
      text: scorecard([blue], { edit: (row, hole) => hole === 3 && (row[3] = 'long') }),
      message: 'Row 4, column Blue_Yardage: "long" is not a whole number.',
      row: 4,
      column: 'Blue_Yardage',
    },
    {
      case: 'a missing par',
      text: scorecard([blue], { edit: (row, hole) => hole === 10 && (row[1] = '') }),
      message: 'Row 11, column Par: the value is missing.',
      row: 11,
      column: 'Par',
    },
    {
      case: 'a stroke index used twice',
      text: scorecard([blue], { edit: (row, hole) => hole === 14 && (row[2] = '1') }),
      message: 'Row 15, column Mens_HDCP: stroke index 1 is already used on hole 4 (row 5).',
      row: 15,
      column: 'Mens_HDCP',
    },
    {
      case: 'a stroke index of 19',
      text: scorecard([blue], { edit: (row, hole) => hole === 1 && (row[2] = '19') }),
      message: 'Row 2, column Mens_HDCP: 19 is outside 1-18.',
      row: 2,
      column: 'Mens_HDCP',
    },
  ])('refuses $case', ({ text, message, row, column }) => {
    const error = errorOf(text);
    expect(error.message).toBe(message);
    expect(error.row).toBe(row);
    expect(error.column).toBe(column);
    expect(error.hint.length).toBeGreaterThan(10);
  });
});

/** `count` tees named Tee1, Tee2, ... with yardages that stay inside 50-700. */
const manyTees = (count: number): Tee[] => Array.from({ length: count }, (_, i) => ({ name: `Tee${i + 1}`, base: 200 + i * 10 }));

describe('courseCsvParse bounds its work (issue 8: a 1 MB header once took 18 s)', () => {
  it(`accepts ${courseCsvMaxTees} tees and refuses ${courseCsvMaxTees + 1}`, () => {
    expect(courseCsvParse(scorecard(manyTees(courseCsvMaxTees))).tees).toHaveLength(courseCsvMaxTees);
    const error = errorOf(scorecard(manyTees(courseCsvMaxTees + 1)));
    expect([error.message, error.row]).toEqual(['Row 1: the file has 13 tee columns; at most 12 are allowed.', 1]);
    expect(error.hint).toContain('at most 12');
  });

  it('refuses a header of 70,000 yardage columns by counting them, before any per-tee work', () => {
    const header = ['Hole', 'Par', 'Mens_HDCP', ...Array.from({ length: 70_000 }, (_, i) => `T${i}_Yardage`)].join(',');
    expect(errorOf(header).message).toBe('Row 1: the file has 70000 tee columns; at most 12 are allowed.');
  });

  it.each([
    { case: 'the same case', second: 'Blue', message: 'Row 1, column Blue_Yardage: the tee "Blue" appears twice.' },
    { case: 'another case', second: 'BLUE', message: 'Row 1, column BLUE_Yardage: the tee "BLUE" appears twice.' },
  ])('still refuses a tee named twice in $case, naming the second column', ({ second, message }) => {
    const error = errorOf(scorecard([blue, white, { name: second, base: 300 }]));
    expect([error.message, error.row, error.column]).toEqual([message, 1, `${second}_Yardage`]);
  });

  it(`reads ${courseCsvMaxRows} rows and refuses more, so a file of short rows cannot keep the parser busy`, () => {
    const filler = (count: number) => Array.from({ length: count }, () => 'Notes,,').join('\n');
    const full = `${scorecard([blue])}\n${filler(courseCsvMaxRows - 19)}`;
    expect(courseCsvParse(full).holes).toHaveLength(18);
    const error = errorOf(`${full}\n${filler(250_000)}`);
    expect([error.message, error.row]).toEqual(['Row 101: the file has more than 100 rows; at most 100 are allowed.', 101]);
  });

  it('refuses a file with a NUL byte, which PostgreSQL text cannot store', () => {
    const error = errorOf(scorecard([{ name: 'Bl\u0000ue', base: 300 }]));
    expect(error.message).toBe('The file is not a text CSV.');
    expect(error.hint).toContain('CSV');
  });
});

describe('tee names follow the tee rule of the hole edit (one line, at most 40 characters)', () => {
  it.each([
    { case: 'too long', name: 'T'.repeat(41) },
    { case: 'a control character', name: 'Bl\u0001ue' },
  ])('refuses a tee name with $case', ({ name }) => {
    const error = errorOf(scorecard([{ name, base: 300 }]));
    expect([error.message, error.row, error.column]).toEqual([`Row 1, column ${name}_Yardage: a tee name must be one line of at most 40 characters.`, 1, `${name}_Yardage`]);
  });

  it('takes a tee name of 40 characters', () => {
    expect(courseCsvParse(scorecard([{ name: 'T'.repeat(40), base: 300 }])).tees).toEqual(['T'.repeat(40)]);
  });
});

describe('firstDuplicateBy', () => {
  it('returns the first item whose key an earlier item has', () => {
    const lower = (name: string) => name.toLowerCase();
    expect(firstDuplicateBy(['Blue', 'White', 'red', 'RED', 'white'], lower)).toBe('RED');
    expect(firstDuplicateBy(['Blue', 'White'], lower)).toBeUndefined();
    expect(firstDuplicateBy([], lower)).toBeUndefined();
  });

  it('runs the key once per item: linear, where comparing every pair took ~n²/2 calls', () => {
    const items = Array.from({ length: 70_000 }, (_, i) => `T${i}`);
    let calls = 0;
    const key = (item: string) => {
      calls += 1;
      return item.toLowerCase();
    };
    expect(firstDuplicateBy(items, key)).toBeUndefined();
    expect(calls).toBe(70_000);
  });
});

// Women's pars and stroke indexes: par 5 on hole 9, and 5i mod 18 + 1, another permutation of 1-18.
const womensPars = pars.map((par, i) => (i === 8 ? 5 : par));
const womensIndexes = indexes.map((_, i) => ((i * 5) % 18) + 1);

/**
 * The scorecard with Womens_Par and Womens_HDCP columns after the tees' (`womens: false` leaves them out) and
 * then `rows`, each a Hole cell and one cell per tee: the first is row 20. `edit` sees the women's cells last.
 */
function ratedScorecard(tees: Tee[], rows: string[][], options: { edit?: (row: string[], hole: number) => void; womens?: boolean } = {}) {
  const womens = options.womens ?? true;
  const edit = (row: string[], hole: number) => {
    if (womens) row.push(String(womensPars[hole - 1]), String(womensIndexes[hole - 1]));
    options.edit?.(row, hole);
  };
  const [header, ...holes] = scorecard(tees, { edit }).split('\n');
  const extra = rows.map(([hole, ...values]) => [hole, '', '', ...values].join(','));
  return [`${header}${womens ? ',Womens_Par,Womens_HDCP' : ''}`, ...holes, ...extra].join('\n');
}

const none = { ratingTenths: null, slope: null };
const unrated = { full: none, front: none, back: none };

describe('courseCsvParse reads ratings, slopes and the women\'s columns (product §R12)', () => {
  const rated = ratedScorecard(
    [blue, white, red],
    [
      ['Rating', '71.3', '69.8', ''],
      ['Slope', '129', '125', ''],
      ['Womens_Rating', '76.0', '74.2', '70'],
      ['Womens_Slope', '138', '133', '124'],
      ['Front_Rating', '35.6', '', ''],
      ['Front_Slope', '127', '', ''],
      ['Back_Rating', '35.7', '', ''],
      ['Back_Slope', '131', '', ''],
      ['womens_front_rating', '38.1', '', ''],
      ['WOMENS_FRONT_SLOPE', '136', '', ''],
      ['Womens_Back_Rating', '37.9', '', ''],
      ['Womens_Back_Slope', '140', '', ''],
    ],
  );

  it.each([
    {
      tee: 'Blue',
      expected: {
        M: { full: { ratingTenths: 713, slope: 129 }, front: { ratingTenths: 356, slope: 127 }, back: { ratingTenths: 357, slope: 131 } },
        W: { full: { ratingTenths: 760, slope: 138 }, front: { ratingTenths: 381, slope: 136 }, back: { ratingTenths: 379, slope: 140 } },
      },
    },
    { tee: 'White', expected: { M: { ...unrated, full: { ratingTenths: 698, slope: 125 } }, W: { ...unrated, full: { ratingTenths: 742, slope: 133 } } } },
    { tee: 'Red (blank for men, "70" for women)', expected: { M: unrated, W: { ...unrated, full: { ratingTenths: 700, slope: 124 } } } },
  ])('reads every rating row, in any case, for the $tee tee', ({ tee, expected }) => {
    const course = courseCsvParse(rated);
    expect([...course.ratings.keys()]).toEqual(['Blue', 'White', 'Red']);
    expect(course.ratings.get(tee.split(' ')[0]!)).toEqual(expected);
  });

  it('reads the women\'s par and stroke index of every hole beside the men\'s', () => {
    const course = courseCsvParse(rated);
    expect(course.holes).toHaveLength(18);
    expect(course.holes[8]).toMatchObject({ holeNumber: 9, par: 4, handicapIndex: 9, womensPar: 5, womensHandicapIndex: 5 });
    expect(course.holes.map((hole) => hole.womensHandicapIndex)).toEqual(womensIndexes);
  });

  it.each([
    { case: 'no women\'s columns and no rating rows', text: scorecard([blue, white]), womensPar: null, womensHandicapIndex: null },
    { case: 'summary rows but no rating rows', text: scorecard([blue, white], { summary: true }), womensPar: null, womensHandicapIndex: null },
    { case: 'Womens_Par only', text: ratedScorecard([blue, white], []).replace(',Womens_HDCP', ',Notes'), womensPar: 5, womensHandicapIndex: null },
    { case: 'women\'s columns but no rating rows', text: ratedScorecard([blue, white], []), womensPar: 5, womensHandicapIndex: 5 },
  ])('leaves out what a file with $case does not give: every tee unrated', ({ text, womensPar, womensHandicapIndex }) => {
    const course = courseCsvParse(text);
    expect(course.ratings).toEqual(new Map([['Blue', { M: unrated, W: unrated }], ['White', { M: unrated, W: unrated }]]));
    expect(course.holes[8]).toMatchObject({ holeNumber: 9, womensPar, womensHandicapIndex });
  });

  it.each([
    { case: 'a whole number', row: 'Rating', cell: '71', value: { ratingTenths: 710, slope: 130 } },
    { case: 'the lowest course rating', row: 'Rating', cell: '50.0', value: { ratingTenths: 500, slope: 130 } },
    { case: 'the highest course rating', row: 'Rating', cell: '90.0', value: { ratingTenths: 900, slope: 130 } },
    { case: 'a leading zero', row: 'Rating', cell: '072.9', value: { ratingTenths: 729, slope: 130 } },
    { case: 'a tenth of 9', row: 'Rating', cell: '69.9', value: { ratingTenths: 699, slope: 130 } },
    { case: 'the lowest nine rating', row: 'Front_Rating', cell: '25.0', value: { ratingTenths: 250, slope: 130 } },
    { case: 'the highest nine rating', row: 'Back_Rating', cell: '45.0', value: { ratingTenths: 450, slope: 130 } },
  ])('reads $case ($cell) as tenths', ({ row, cell, value }) => {
    const slopeRow = row.replace('Rating', 'Slope');
    const course = courseCsvParse(ratedScorecard([blue], [[row, cell], [slopeRow, '130']]));
    const nine = row.startsWith('Front') ? 'front' : row.startsWith('Back') ? 'back' : 'full';
    expect(course.ratings.get('Blue')!.M[nine]).toEqual(value);
  });

  it.each([
    { case: 'the lowest slope', cell: '55', slope: 55 },
    { case: 'the highest slope', cell: '155', slope: 155 },
  ])('reads $case', ({ cell, slope }) => {
    const course = courseCsvParse(ratedScorecard([blue], [['Womens_Rating', '72.0'], ['Womens_Slope', cell]]));
    expect(course.ratings.get('Blue')!.W.full).toEqual({ ratingTenths: 720, slope });
  });

  it('reads rating rows anywhere among the holes and summary rows', () => {
    const [header, ...rest] = scorecard([blue], { summary: true }).split('\n');
    const course = courseCsvParse([header, 'Slope,,,129', ...rest.slice(0, 5), 'Rating,,,71.3', ...rest.slice(5)].join('\n'));
    expect(course.holes).toHaveLength(18);
    expect(course.ratings.get('Blue')!.M.full).toEqual({ ratingTenths: 713, slope: 129 });
  });
});

describe('courseCsvParse refuses bad ratings and women\'s values, naming the row and column', () => {
  const both = [blue, white];
  it.each([
    {
      case: 'a rating that is not a number',
      text: ratedScorecard(both, [['Rating', 'abc', '69.8'], ['Slope', '129', '125']]),
      message: 'Row 20, column Blue_Yardage: "abc" is not a number with at most one decimal.',
      row: 20,
      column: 'Blue_Yardage',
    },
    {
      case: 'a rating with two decimals',
      text: ratedScorecard(both, [['Rating', '71.3', '69.85'], ['Slope', '129', '125']]),
      message: 'Row 20, column White_Yardage: "69.85" is not a number with at most one decimal.',
      row: 20,
      column: 'White_Yardage',
    },
    {
      case: 'a negative rating',
      text: ratedScorecard(both, [['Womens_Rating', '-71.3', '']]),
      message: 'Row 20, column Blue_Yardage: "-71.3" is not a number with at most one decimal.',
      row: 20,
      column: 'Blue_Yardage',
    },
    {
      case: 'a rating above 90.0',
      text: ratedScorecard(both, [['Slope', '129', '125'], ['Rating', '95', '69.8']]),
      message: 'Row 21, column Blue_Yardage: 95.0 is outside 50.0-90.0.',
      row: 21,
      column: 'Blue_Yardage',
    },
    {
      case: 'a rating below 50.0',
      text: ratedScorecard(both, [['Womens_Rating', '76.0', '49.9']]),
      message: 'Row 20, column White_Yardage: 49.9 is outside 50.0-90.0.',
      row: 20,
      column: 'White_Yardage',
    },
    {
      case: 'a course rating in a nine\'s row',
      text: ratedScorecard(both, [['Front_Rating', '71.3', '']]),
      message: 'Row 20, column Blue_Yardage: 71.3 is outside 25.0-45.0.',
      row: 20,
      column: 'Blue_Yardage',
    },
    {
      case: 'a women\'s back-nine rating below 25.0',
      text: ratedScorecard(both, [['Womens_Back_Rating', '', '24.9']]),
      message: 'Row 20, column White_Yardage: 24.9 is outside 25.0-45.0.',
      row: 20,
      column: 'White_Yardage',
    },
    {
      case: 'a slope above 155',
      text: ratedScorecard(both, [['Rating', '71.3', '69.8'], ['Slope', '129', '156']]),
      message: 'Row 21, column White_Yardage: 156 is outside 55-155.',
      row: 21,
      column: 'White_Yardage',
    },
    {
      case: 'a slope below 55',
      text: ratedScorecard(both, [['Front_Slope', '54', '']]),
      message: 'Row 20, column Blue_Yardage: 54 is outside 55-155.',
      row: 20,
      column: 'Blue_Yardage',
    },
    {
      case: 'a slope that is not a whole number',
      text: ratedScorecard(both, [['Rating', '71.3', '69.8'], ['Slope', '12x', '125']]),
      message: 'Row 21, column Blue_Yardage: "12x" is not a whole number.',
      row: 21,
      column: 'Blue_Yardage',
    },
    {
      case: 'a slope with a decimal',
      text: ratedScorecard(both, [['Womens_Slope', '', '129.5']]),
      message: 'Row 20, column White_Yardage: "129.5" is not a whole number.',
      row: 20,
      column: 'White_Yardage',
    },
    {
      case: 'a Rating row given twice',
      text: ratedScorecard(both, [['Rating', '71.3', '69.8'], ['Slope', '129', '125'], ['Rating', '71.5', '']]),
      message: 'Row 22, column Hole: the Rating row appears more than once.',
      row: 22,
      column: 'Hole',
    },
    {
      case: 'a Womens_Front_Slope row given twice in another case',
      text: ratedScorecard(both, [['Womens_Front_Slope', '130', ''], ['womens_front_slope', '', '']]),
      message: 'Row 21, column Hole: the Womens_Front_Slope row appears more than once.',
      row: 21,
      column: 'Hole',
    },
    {
      case: 'a slope without a rating',
      text: ratedScorecard(both, [['Rating', '', '69.8'], ['Slope', '129', '125']]),
      message: 'Row 21, column Blue_Yardage: the Blue tee has a slope but no rating for men.',
      row: 21,
      column: 'Blue_Yardage',
    },
    {
      case: 'a slope with no Rating row at all',
      text: ratedScorecard(both, [['Slope', '129', '']]),
      message: 'Row 20, column Blue_Yardage: the Blue tee has a slope but no rating for men.',
      row: 20,
      column: 'Blue_Yardage',
    },
    {
      case: 'a women\'s rating without a slope',
      text: ratedScorecard(both, [['Womens_Rating', '76.0', '74.2'], ['Womens_Slope', '138', '']]),
      message: 'Row 20, column White_Yardage: the White tee has a rating but no slope for women.',
      row: 20,
      column: 'White_Yardage',
    },
    {
      case: 'a front-nine rating beside only a men\'s back-nine slope',
      text: ratedScorecard(both, [['Front_Rating', '35.6', ''], ['Back_Slope', '131', '']]),
      message: 'Row 20, column Blue_Yardage: the Blue tee has a front-nine rating but no front-nine slope for men.',
      row: 20,
      column: 'Blue_Yardage',
    },
    {
      case: 'a men\'s slope beside only a women\'s rating',
      text: ratedScorecard(both, [['Womens_Rating', '', '74.2'], ['Womens_Slope', '', '133'], ['Slope', '', '125']]),
      message: 'Row 22, column White_Yardage: the White tee has a slope but no rating for men.',
      row: 22,
      column: 'White_Yardage',
    },
    {
      case: 'a blank Womens_Par cell',
      text: ratedScorecard(both, [], { edit: (row, hole) => hole === 4 && (row[5] = '') }),
      message: 'Row 5, column Womens_Par: the value is missing.',
      row: 5,
      column: 'Womens_Par',
    },
    {
      case: 'a Womens_Par of 7',
      text: ratedScorecard(both, [], { edit: (row, hole) => hole === 6 && (row[5] = '7') }),
      message: 'Row 7, column Womens_Par: 7 is outside 3-6.',
      row: 7,
      column: 'Womens_Par',
    },
    {
      case: 'a Womens_Par of 2',
      text: ratedScorecard(both, [], { edit: (row, hole) => hole === 6 && (row[5] = '2') }),
      message: 'Row 7, column Womens_Par: 2 is outside 3-6.',
      row: 7,
      column: 'Womens_Par',
    },
    {
      case: 'a blank Womens_HDCP cell',
      text: ratedScorecard(both, [], { edit: (row, hole) => hole === 18 && (row[6] = '') }),
      message: 'Row 19, column Womens_HDCP: the value is missing.',
      row: 19,
      column: 'Womens_HDCP',
    },
    {
      case: 'a Womens_HDCP of 19',
      text: ratedScorecard(both, [], { edit: (row, hole) => hole === 2 && (row[6] = '19') }),
      message: 'Row 3, column Womens_HDCP: 19 is outside 1-18.',
      row: 3,
      column: 'Womens_HDCP',
    },
    {
      case: 'a women\'s stroke index used twice',
      text: ratedScorecard(both, [], { edit: (row, hole) => hole === 14 && (row[6] = '1') }),
      message: 'Row 15, column Womens_HDCP: stroke index 1 is already used on hole 1 (row 2).',
      row: 15,
      column: 'Womens_HDCP',
    },
  ])('refuses $case', ({ text, message, row, column }) => {
    const error = errorOf(text);
    expect(error.message).toBe(message);
    expect(error.row).toBe(row);
    expect(error.column).toBe(column);
    expect(error.hint.length).toBeGreaterThan(10);
  });

  it.each([
    { case: 'rating', text: ratedScorecard([blue], [['Front_Rating', '46.0']]), hint: 'Front_Rating must be a number with one decimal from 25.0 to 45.0.' },
    { case: 'slope', text: ratedScorecard([blue], [['Womens_Slope', '200']]), hint: 'Womens_Slope must be a whole number from 55 to 155.' },
    {
      case: 'pair',
      text: ratedScorecard([blue], [['Womens_Back_Slope', '131']]),
      hint: 'A tee is rated only with both: give the Blue tee its Womens_Back_Rating too (add that row if there is none), or leave its Womens_Back_Slope cell blank.',
    },
  ])('names the row in the $case hint', ({ text, hint }) => {
    expect(errorOf(text).hint).toBe(hint);
  });
});
