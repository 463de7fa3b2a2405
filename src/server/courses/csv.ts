import { parse } from 'csv-parse/sync';
import { TeeColorSchema } from '../../contract/courses';
import { HOLE_COUNT, HOLE_EDIT_LIMITS } from '../../golf';
import { textMax } from '../../contract/text';

/** One hole of an uploaded course: its par and stroke index, and a yardage for every tee. */
export type CourseCsvHole = { holeNumber: number; par: number; handicapIndex: number; yardages: Map<string, number>; row: number };
export type CourseCsv = { tees: string[]; holes: CourseCsvHole[] };

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
  'The first row must name the columns Hole, Par, Mens_HDCP and one Tee_Yardage column per tee (e.g. Blue_Yardage), then one row per hole 1-18.';

/**
 * Parses a scorecard CSV (product §G5): Hole, Par, Mens_HDCP and `*_Yardage` columns, one per tee.
 * Out/In/Total rows and any row whose Hole is not 1-18 are skipped; every hole 1-18 must appear once,
 * with par 3-6, yardage 50-700 and stroke indexes that are 1..18 each exactly once. Errors name the row and column and carry a hint.
 */
export function courseCsvParse(text: string): CourseCsv {
  const rows = readRows(text);
  const header = rows[0];
  if (!header || header.every((cell) => cell.trim() === '')) throw new CourseCsvError('The file is empty.', formatHint);
  const columns = headerColumns(header);
  const holes = new Map<number, CourseCsvHole>();
  rows.slice(1).forEach((cells, index) => {
    const hole = holeFromRow(cells, columns, index + 2);
    if (!hole) return;
    const earlier = holes.get(hole.holeNumber);
    if (earlier) {
      throw new CourseCsvError(`Row ${index + 2}, column Hole: hole ${hole.holeNumber} appears more than once.`, 'Each hole 1-18 must have exactly one row.', index + 2, 'Hole');
    }
    holes.set(hole.holeNumber, hole);
  });
  const ordered = checkAllHoles(holes);
  checkStrokeIndexes(ordered);
  return { tees: columns.tees.map((tee) => tee.name), holes: ordered };
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

type Columns = { hole: number; par: number; index: number; tees: Array<{ name: string; column: number; header: string }> };

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
  return { ...required, tees };
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
  const yardages = new Map<string, number>();
  for (const tee of columns.tees) yardages.set(tee.name, boundedNumber(cells[tee.column], row, tee.header, HOLE_EDIT_LIMITS.yardage));
  return { holeNumber, par, handicapIndex, yardages, row };
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

function boundedNumber(value: string | undefined, row: number, column: string, { min, max }: { min: number; max: number }): number {
  const hint = `${column} must be a whole number from ${min} to ${max}.`;
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

function checkStrokeIndexes(holes: CourseCsvHole[]): void {
  const seen = new Map<number, CourseCsvHole>();
  for (const hole of holes) {
    const other = seen.get(hole.handicapIndex);
    if (other !== undefined) {
      const [first, second] = other.row < hole.row ? [other, hole] : [hole, other];
      throw new CourseCsvError(
        `Row ${second.row}, column Mens_HDCP: stroke index ${hole.handicapIndex} is already used on hole ${first.holeNumber} (row ${first.row}).`,
        'Each stroke index from 1 to 18 must be used exactly once.',
        second.row,
        'Mens_HDCP',
      );
    }
    seen.set(hole.handicapIndex, hole);
  }
}
