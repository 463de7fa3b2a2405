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
