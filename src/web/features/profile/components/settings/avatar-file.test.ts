import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, profileMessages } from '../../../../../contract/profile';
import { avatarFileProblem } from './avatar-file';

describe('avatarFileProblem', () => {
  it.each([
    { name: 'a small PNG', type: 'image/png', size: 2_048, problem: null },
    { name: 'a WebP of exactly 5 MB', type: 'image/webp', size: AVATAR_MAX_BYTES, problem: null },
    { name: 'a JPEG one byte over 5 MB', type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1, problem: profileMessages.avatarSize },
    { name: 'a text file', type: 'text/plain', size: 12, problem: profileMessages.avatarType },
    { name: 'a file of no known type', type: '', size: 12, problem: profileMessages.avatarType },
    { name: 'a large PDF', type: 'application/pdf', size: AVATAR_MAX_BYTES * 2, problem: profileMessages.avatarType },
  ])('$name: $problem', ({ type, size, problem }) => {
    expect(avatarFileProblem({ type, size })).toBe(problem);
  });
});
