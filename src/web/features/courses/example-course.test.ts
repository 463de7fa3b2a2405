import { describe, expect, it } from 'vitest';
import { exampleCourseCsv, exampleCourseCsvHref, exampleCourseTees } from './example-course';

const rows = exampleCourseCsv()
  .trim()
  .split('\n')
  .map((line) => line.split(','));
const header = rows[0]!;
const holes = rows.filter((row) => /^\d+$/.test(row[0]!));
const column = (name: string) => header.indexOf(name);

describe('the example course CSV', () => {
  it('has the columns of product §G5 with three tees', () => {
    expect(header).toEqual(['Hole', 'Par', 'Mens_HDCP', 'White_Yardage', 'Blue_Yardage', 'Red_Yardage']);
    expect(exampleCourseTees).toEqual(['White', 'Blue', 'Red']);
  });

  it('has holes 1-18 in order with par 3-6, yardage 50-700 and every stroke index once', () => {
    expect(holes.map((row) => Number(row[0]))).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    for (const row of holes) {
      expect(Number(row[column('Par')])).toBeGreaterThanOrEqual(3);
      expect(Number(row[column('Par')])).toBeLessThanOrEqual(6);
      for (const tee of exampleCourseTees) {
        const yards = Number(row[column(`${tee}_Yardage`)]);
        expect(yards).toBeGreaterThanOrEqual(50);
        expect(yards).toBeLessThanOrEqual(700);
      }
    }
    const indexes = holes.map((row) => Number(row[column('Mens_HDCP')])).sort((a, b) => a - b);
    expect(indexes).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  });

  it('ends the nines with Out, In and Total rows that add up', () => {
    const summary = (label: string) => rows.find((row) => row[0] === label)!;
    const total = (from: number, to: number, name: string) => holes.slice(from, to).reduce((sum, row) => sum + Number(row[column(name)]), 0);
    expect(rows[10]![0]).toBe('Out');
    expect(Number(summary('Out')[column('Par')])).toBe(total(0, 9, 'Par'));
    expect(Number(summary('In')[column('Blue_Yardage')])).toBe(total(9, 18, 'Blue_Yardage'));
    expect(Number(summary('Total')[column('Par')])).toBe(72);
  });

  it('rates its tees in the rows of product §R12: men on every tee, women on White and Red', () => {
    const row = (label: string) => rows.find((cells) => cells[0] === label)!.slice(3);
    expect(row('Rating')).toEqual(['71.1', '73.0', '66.6']);
    expect(row('Slope')).toEqual(['128', '133', '114']);
    expect(row('Womens_Rating')).toEqual(['76.8', '', '71.4']);
    expect(row('Womens_Slope')).toEqual(['139', '', '123']);
  });

  it('downloads as a CSV data URL of the same text', () => {
    const href = exampleCourseCsvHref();
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(exampleCourseCsv());
  });
});
