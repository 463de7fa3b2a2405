import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { uploadFailure } from './upload-outcome';

// Errors arrive as apiUpload throws them.
const failed = (status: number, body: unknown) => new ApiRequestError(status, typeof body === 'string' ? body : JSON.stringify(body));

describe('uploadFailure', () => {
  it('turns a 409 into the overwrite confirmation with its differences', () => {
    const differences = { newTees: ['Gold'], removedTees: ['Red'], holesToReplace: 54 };
    expect(uploadFailure(failed(409, { message: 'A course named "X" already exists. Overwrite it?', courseName: 'X', differences }))).toEqual({
      kind: 'conflict',
      message: 'A course named "X" already exists. Overwrite it?',
      courseName: 'X',
      differences,
    });
  });

  it('keeps the message, hint, row and column of a refused CSV', () => {
    const body = { message: 'Row 4, column Par: 9 is outside 3-6.', hint: 'Par must be a whole number from 3 to 6.', row: 4, column: 'Par' };
    expect(uploadFailure(failed(400, body))).toEqual({ kind: 'rejected', title: 'Upload Failed', ...body });
  });

  it('falls back to "Failed to upload course" when the server gives no message', () => {
    expect(uploadFailure(failed(502, 'Bad Gateway'))).toEqual({
      kind: 'rejected',
      title: 'Upload Failed',
      message: 'Failed to upload course',
      hint: null,
      row: null,
      column: null,
    });
  });

  it('treats a 409 without differences as a plain refusal', () => {
    expect(uploadFailure(failed(409, { message: 'Busy' }))).toMatchObject({ kind: 'rejected', message: 'Busy' });
  });

  it('reports a request that never reached the server as a network error', () => {
    expect(uploadFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network', title: 'Upload Error', message: 'Network error' });
  });
});
