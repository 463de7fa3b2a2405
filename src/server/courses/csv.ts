import { parse } from 'csv-parse/sync';
import { TeeColorSchema } from '../../contract/courses';
import { HOLE_COUNT, HOLE_EDIT_LIMITS, ratingTenthsLimitsOf, ratingTenthsParse, ratingTenthsText, SLOPE_RANGE, type ScorecardRating, type TeeRatings } from '../../golf';
import { textMax } from '../../contract/text';

/**
 * One hole of an uploaded course: its par and stroke index, and a yardage for every tee. The women's par and
 * stroke index are null when the file has no Womens_Par or Womens_HDCP column.
 */
export type CourseCsvHole = {
  holeNumber: number;
  par: number;
  handicapIndex: number;
  womensPar: number | null;
  womensHandicapIndex: number | null;
  yardages: Map<string, number>;
  row: number;
};
// The engine's ScorecardRating, TeeSetRatings and TeeRatings (src/golf/whs.ts) in a form filled in row by row as the
// file is read; the parsed course answers them as the engine's read-only types.
type CsvRating = { ratingTenths: number | null; slope: number | null } & ScorecardRating;
type CsvTeeSetRatings = { full: CsvRating; front: CsvRating; back: CsvRating };
type CsvTeeRatings = { M: CsvTeeSetRatings; W: CsvTeeSetRatings };
/** `ratings` has every tee of `tees`, with all-null values when the file rates none of them. */
export type CourseCsv = { tees: string[]; holes: CourseCsvHole[]; ratings: Map<string, TeeRatings> };

/** A CSV that cannot become a course; `row` counts the header as row 1, as a spreadsheet does. */
export class CourseCsvError extends Error {
  constructor(
    message: string,
    readonly hint: string,
    readonly row?: number,
    readonly column?: string,
  ) {
    super(message);
    this.name = 'CourseCsvError';
  }
}

export const courseCsvMaxBytes = 1024 * 1024;
/**
 * Most tees a course file may name. Real scorecards have two to seven; the cap keeps the per-tee work of a
 * file bounded (a review's 1 MB header of 70,000 tee columns once held the server for 18 s).
 */
export const courseCsvMaxTees = 12;
/**
 * Most rows (header included) a course file may have; a scorecard has about 20. csv-parse stops reading past
 * the cap: with relax_column_count it builds a whole CsvError for every short row, about 7 s per 1 MB of them.
 */
export const courseCsvMaxRows = 100;
const formatHint =
  'The first row must name the columns Hole, Par, Mens_HDCP and one Tee_Yardage column per tee (e.g. Blue_Yardage), then one row per hole 1-18.' +
  ' Womens_Par and Womens_HDCP columns and Rating and Slope rows are optional.';

/**
 * Parses a scorecard CSV (product §G5): Hole, Par, Mens_HDCP and `*_Yardage` columns, one per tee, and the
 * optional Womens_Par and Womens_HDCP columns. Out/In/Total rows and any row whose Hole is not 1-18 are skipped;
 * every hole 1-18 must appear once, with par 3-6, yardage 50-700 and stroke indexes (men's, and women's when
 * given) that are 1..18 each exactly once. Rows whose Hole is Rating, Slope, Front_Rating ... Womens_Back_Slope
 * give each tee's rating and slope in its yardage column (product §R12); a blank cell is no value, and a tee
 * rated with only one of the two is refused. Errors name the row and column and carry a hint.
 */
export function courseCsvParse(text: string): CourseCsv {
  const rows = readRows(text);
  const header = rows[0];
  if (!header || header.every((cell) => cell.trim() === '')) throw new CourseCsvError('The file is empty.', formatHint);
  const columns = headerColumns(header);
  const holes = new Map<number, CourseCsvHole>();
  const ratings = ratingsRead(columns.tees);
  rows.slice(1).forEach((cells, index) => {
    const ratingRow = ratingRowOf(cells[columns.hole]);
    if (ratingRow) {
      readRatingRow(cells, ratingRow, index + 2, ratings);
      return;
    }
    const hole = holeFromRow(cells, columns, index + 2);
    if (!hole) return;
    const earlier = holes.get(hole.holeNumber);
    if (earlier) {
      throw new CourseCsvError(`Row ${index + 2}, column Hole: hole ${hole.holeNumber} appears more than once.`, 'Each hole 1-18 must have exactly one row.', index + 2, 'Hole');
    }
    holes.set(hole.holeNumber, hole);
  });
  const ordered = checkAllHoles(holes);
  checkStrokeIndexes(ordered, 'Mens_HDCP', (hole) => hole.handicapIndex);
  checkStrokeIndexes(ordered, 'Womens_HDCP', (hole) => hole.womensHandicapIndex);
  checkRatingPairs(ratings);
  return { tees: columns.tees.map((tee) => tee.name), holes: ordered, ratings: new Map(ratings.tees.map(({ tee, values }) => [tee.name, values])) };
}

function readRows(text: string): string[][] {
  if (text.trim() === '') throw new CourseCsvError('The file is empty.', formatHint);
  // PostgreSQL text cannot hold NUL, and no spreadsheet's CSV has one: a NUL means a workbook or a UTF-16 file.
  if (text.includes('\u0000')) {
    throw new CourseCsvError('The file is not a text CSV.', 'Save the scorecard from your spreadsheet as "CSV (comma delimited)" or "CSV UTF-8", not as a workbook or Unicode text.');
  }
  let rows: string[][];
  try {
    rows = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, trim: true, to: courseCsvMaxRows + 1 });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new CourseCsvError(`The file is not valid CSV${line ? ` (near row ${line})` : ''}.`, 'Save the scorecard from your spreadsheet as "CSV (comma delimited)".', line);
  }
  if (rows.length > courseCsvMaxRows) {
    throw new CourseCsvError(
      `Row ${courseCsvMaxRows + 1}: the file has more than ${courseCsvMaxRows} rows; at most ${courseCsvMaxRows} are allowed.`,
      'Keep the header, one row per hole 1-18 and any Out/In/Total rows, and delete the rest.',
      courseCsvMaxRows + 1,
    );
  }
  return rows;
}

type TeeColumn = { name: string; column: number; header: string };
/** Where each column is; the women's columns are null when the file has none. */
type Columns = { hole: number; par: number; index: number; womensPar: number | null; womensIndex: number | null; tees: TeeColumn[] };

/** Finds the named columns in one linear pass each; the tee cap is checked before any per-tee work. */
function headerColumns(header: string[]): Columns {
  const find = (name: string) => header.findIndex((cell) => cell.trim().toLowerCase() === name.toLowerCase());
  const required = { hole: find('Hole'), par: find('Par'), index: find('Mens_HDCP') };
  const missing = Object.entries({ Hole: required.hole, Par: required.par, Mens_HDCP: required.index })
    .filter(([, column]) => column < 0)
    .map(([name]) => name);
  const teeColumns = header.map((cell, column) => ({ header: cell.trim(), column })).filter(({ header: cell }) => /_yardage$/i.test(cell));
  if (teeColumns.length > courseCsvMaxTees) {
    throw new CourseCsvError(
      `Row 1: the file has ${teeColumns.length} tee columns; at most ${courseCsvMaxTees} are allowed.`,
      `Keep one *_Yardage column per tee the course has (at most ${courseCsvMaxTees}) and delete the others.`,
      1,
    );
  }
  if (teeColumns.length === 0) missing.push('a *_Yardage column (e.g. Blue_Yardage)');
  if (missing.length > 0) {
    throw new CourseCsvError(`Row 1: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`, formatHint, 1, missing[0]);
  }
  const tees = teeColumns.map(({ header: cell, column }) => ({ name: teeName(cell), column, header: cell }));
  const badName = tees.find((tee) => !TeeColorSchema.safeParse(tee.name).success);
  if (badName) {
    throw new CourseCsvError(
      `Row 1, column ${badName.header}: a tee name must be one line of at most ${textMax.teeColor} characters.`,
      'Name each tee briefly, e.g. Blue_Yardage.',
      1,
      badName.header,
    );
  }
  const duplicate = firstDuplicateBy(tees, (tee) => tee.name.toLowerCase());
  if (duplicate) throw new CourseCsvError(`Row 1, column ${duplicate.header}: the tee "${duplicate.name}" appears twice.`, 'Give each tee one yardage column.', 1, duplicate.header);
  const optional = (name: string) => {
    const column = find(name);
    return column < 0 ? null : column;
  };
  return { ...required, womensPar: optional('Womens_Par'), womensIndex: optional('Womens_HDCP'), tees };
}

/**
 * The first item whose key an earlier item already has, or undefined. One pass with a Set of the keys seen,
 * so `key` runs once per item: comparing each item with all the others was quadratic in an uploaded file.
 */
export function firstDuplicateBy<T>(items: readonly T[], key: (item: T) => string): T | undefined {
  const seen = new Set<string>();
  for (const item of items) {
    const itemKey = key(item);
    if (seen.has(itemKey)) return item;
    seen.add(itemKey);
  }
  return undefined;
}

/** "Blue_Yardage" is the Blue tee; "Black_Tips_Yardage" the "Black Tips" tee. */
function teeName(header: string): string {
  return header.replace(/_yardage$/i, '').replace(/_/g, ' ').trim() || 'Default';
}

function holeFromRow(cells: string[], columns: Columns, row: number): CourseCsvHole | null {
  // Summary rows (Out, In, Total) are skipped and only holes 1-18 are processed (product §G5): any other
  // row, such as a 19th hole or a notes line, is left out. A hole 1-18 missing after that is still reported.
  const holeNumber = holeNumberOf(cells[columns.hole]);
  if (holeNumber === null) return null;
  const par = boundedNumber(cells[columns.par], row, 'Par', HOLE_EDIT_LIMITS.par);
  const handicapIndex = boundedNumber(cells[columns.index], row, 'Mens_HDCP', HOLE_EDIT_LIMITS.handicapIndex);
  // The women's columns are optional, but once a file has one, every hole needs its value, as for Par.
  const womensOf = (column: number | null, name: string, limits: { min: number; max: number }) =>
    column === null ? null : boundedNumber(cells[column], row, name, limits);
  const womensPar = womensOf(columns.womensPar, 'Womens_Par', HOLE_EDIT_LIMITS.par);
  const womensHandicapIndex = womensOf(columns.womensIndex, 'Womens_HDCP', HOLE_EDIT_LIMITS.handicapIndex);
  const yardages = new Map<string, number>();
  for (const tee of columns.tees) yardages.set(tee.name, boundedNumber(cells[tee.column], row, tee.header, HOLE_EDIT_LIMITS.yardage));
  return { holeNumber, par, handicapIndex, womensPar, womensHandicapIndex, yardages, row };
}

/** The hole number 1-18 a row's Hole cell names ("7", "07"), or null for a summary row or anything else. */
function holeNumberOf(cell: string | undefined): number | null {
  const text = (cell ?? '').trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const holeNumber = Number(text);
  return holeNumber >= HOLE_EDIT_LIMITS.holeNumber.min && holeNumber <= HOLE_EDIT_LIMITS.holeNumber.max ? holeNumber : null;
}

function wholeNumber(text: string, row: number, column: string, hint: string): number {
  if (!/^\d+$/.test(text)) throw new CourseCsvError(`Row ${row}, column ${column}: "${text}" is not a whole number.`, hint, row, column);
  return Number(text);
}

/** `name` says in the hint what the value is, when the column alone does not (a slope in a tee's column). */
function boundedNumber(value: string | undefined, row: number, column: string, { min, max }: { min: number; max: number }, name = column): number {
  const hint = `${name} must be a whole number from ${min} to ${max}.`;
  const text = (value ?? '').trim();
  if (text === '') throw new CourseCsvError(`Row ${row}, column ${column}: the value is missing.`, hint, row, column);
  const number = wholeNumber(text, row, column, hint);
  if (number < min || number > max) throw new CourseCsvError(`Row ${row}, column ${column}: ${number} is outside ${min}-${max}.`, hint, row, column);
  return number;
}

function checkAllHoles(holes: Map<number, CourseCsvHole>): CourseCsvHole[] {
  const missing = Array.from({ length: HOLE_COUNT }, (_, i) => i + 1).filter((hole) => !holes.has(hole));
  if (missing.length > 0) {
    throw new CourseCsvError(`Column Hole: hole${missing.length > 1 ? 's' : ''} ${missing.join(', ')} missing.`, 'The file needs one row for every hole from 1 to 18.', undefined, 'Hole');
  }
  return [...holes.values()].sort((a, b) => a.holeNumber - b.holeNumber);
}

/** One column's stroke indexes must be 1..18 each once; `indexOf` gives null when the file has no such column. */
function checkStrokeIndexes(holes: CourseCsvHole[], column: string, indexOf: (hole: CourseCsvHole) => number | null): void {
  const seen = new Map<number, CourseCsvHole>();
  for (const hole of holes) {
    const index = indexOf(hole);
    if (index === null) continue;
    const other = seen.get(index);
    if (other !== undefined) {
      const [first, second] = other.row < hole.row ? [other, hole] : [hole, other];
      throw new CourseCsvError(
        `Row ${second.row}, column ${column}: stroke index ${index} is already used on hole ${first.holeNumber} (row ${first.row}).`,
        'Each stroke index from 1 to 18 must be used exactly once.',
        second.row,
        column,
      );
    }
    seen.set(index, hole);
  }
}

type TeeSet = keyof CsvTeeRatings;
type Nine = keyof CsvTeeSetRatings;
type RatingKind = keyof CsvRating;
/** What a rating row holds: its name as the product spells it (Womens_Front_Rating), and for whom, which holes and what. */
type RatingRow = { name: string; set: TeeSet; nine: Nine; kind: RatingKind };
/** The rating rows read so far, in row order by name, and every tee's values. */
type RatingsRead = { rows: Map<string, { row: number; line: RatingRow }>; tees: Array<{ tee: TeeColumn; values: CsvTeeRatings }> };

function ratingsRead(tees: TeeColumn[]): RatingsRead {
  const blank = (): CsvRating => ({ ratingTenths: null, slope: null });
  const teeSet = (): CsvTeeSetRatings => ({ full: blank(), front: blank(), back: blank() });
  return { rows: new Map(), tees: tees.map((tee) => ({ tee, values: { M: teeSet(), W: teeSet() } })) };
}

/** The rating row a Hole cell names, in any case (`rating`, `WOMENS_FRONT_SLOPE`), or null for any other row. */
function ratingRowOf(cell: string | undefined): RatingRow | null {
  const match = /^(womens_)?(?:(front|back)_)?(rating|slope)$/i.exec((cell ?? '').trim());
  if (!match) return null;
  const set: TeeSet = match[1] ? 'W' : 'M';
  const nine: Nine = match[2]?.toLowerCase() === 'front' ? 'front' : match[2] ? 'back' : 'full';
  const kind: RatingKind = match[3]?.toLowerCase() === 'slope' ? 'slope' : 'ratingTenths';
  return { name: ratingRowName(set, nine, kind), set, nine, kind };
}

function ratingRowName(set: TeeSet, nine: Nine, kind: RatingKind): string {
  const parts = [set === 'W' ? 'Womens' : '', nine === 'front' ? 'Front' : nine === 'back' ? 'Back' : '', kind === 'slope' ? 'Slope' : 'Rating'];
  return parts.filter((part) => part !== '').join('_');
}

/** Each tee's value sits in that tee's yardage column; a blank cell means the tee has no such value. */
function readRatingRow(cells: string[], line: RatingRow, row: number, read: RatingsRead): void {
  const earlier = read.rows.get(line.name);
  if (earlier) {
    throw new CourseCsvError(`Row ${row}, column Hole: the ${line.name} row appears more than once.`, `Keep one ${line.name} row (row ${earlier.row} is the first) and delete the other.`, row, 'Hole');
  }
  read.rows.set(line.name, { row, line });
  for (const { tee, values } of read.tees) {
    const text = (cells[tee.column] ?? '').trim();
    if (text === '') continue;
    values[line.set][line.nine][line.kind] =
      line.kind === 'slope' ? boundedNumber(text, row, tee.header, SLOPE_RANGE, line.name) : ratingTenths(text, row, tee.header, line.name, ratingTenthsLimitsOf(line.nine));
  }
}

/** A rating cell in tenths, within the bounds of the 18 holes or of a nine (product §R12). */
function ratingTenths(text: string, row: number, column: string, name: string, { min, max }: { min: number; max: number }): number {
  const hint = `${name} must be a number with one decimal from ${ratingTenthsText(min)} to ${ratingTenthsText(max)}.`;
  const tenths = ratingTenthsParse(text);
  if (tenths === null) throw new CourseCsvError(`Row ${row}, column ${column}: "${text}" is not a number with at most one decimal.`, hint, row, column);
  if (tenths < min || tenths > max) {
    throw new CourseCsvError(`Row ${row}, column ${column}: ${ratingTenthsText(tenths)} is outside ${ratingTenthsText(min)}-${ratingTenthsText(max)}.`, hint, row, column);
  }
  return tenths;
}

/**
 * A rating without its slope, or a slope without its rating, on one tee, tee set and nine is refused: the pair
 * is what makes a tee rated, and half of one would silently leave it unrated. Rows are checked in file order.
 */
function checkRatingPairs(read: RatingsRead): void {
  for (const { row, line } of read.rows.values()) {
    const partner: RatingKind = line.kind === 'slope' ? 'ratingTenths' : 'slope';
    for (const { tee, values } of read.tees) {
      const value = values[line.set][line.nine];
      if (value[line.kind] === null || value[partner] !== null) continue;
      const nine = line.nine === 'full' ? '' : `${line.nine}-nine `;
      const [given, missing] = line.kind === 'slope' ? ['slope', 'rating'] : ['rating', 'slope'];
      throw new CourseCsvError(
        `Row ${row}, column ${tee.header}: the ${tee.name} tee has a ${nine}${given} but no ${nine}${missing} for ${line.set === 'M' ? 'men' : 'women'}.`,
        `A tee is rated only with both: give the ${tee.name} tee its ${ratingRowName(line.set, line.nine, partner)} too (add that row if there is none), or leave its ${line.name} cell blank.`,
        row,
        tee.header,
      );
    }
  }
}
