import { describe, expect, it } from 'vitest';
import { csvFileError, uploadFormErrors } from './upload-validation';

describe('upload form validation (product §G5)', () => {
  it('accepts a named course with a .csv file', () => {
    expect(uploadFormErrors({ courseName: 'Cedar Ridge', fileName: 'cedar.CSV' })).toEqual({});
  });

  it('requires a course name and a file', () => {
    const errors = uploadFormErrors({ courseName: '   ', fileName: null });
    expect(errors.courseName?.title).toBe('Course Name Required');
    expect(errors.csvFile?.title).toBe('File Required');
  });

  it('refuses a file whose name does not end in .csv', () => {
    expect(csvFileError('scorecard.xlsx')?.title).toBe('Invalid File Type');
    expect(csvFileError('scorecard.csv.txt')?.title).toBe('Invalid File Type');
    expect(csvFileError('scorecard.csv')).toBeNull();
    expect(uploadFormErrors({ courseName: 'Cedar Ridge', fileName: 'card.pdf' }).csvFile?.title).toBe('Invalid File Type');
  });
});
