import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, profileMessages } from '../../../../../contract/profile';
import { avatarFileProblem, avatarReadFailedMessage, toastOfMessage } from './avatar-file';

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

describe('toastOfMessage', () => {
  it.each([
    { message: profileMessages.avatarType, title: 'Invalid file type', description: 'Please select an image file' },
    { message: profileMessages.avatarSize, title: 'File too large', description: 'Please select an image smaller than 5MB' },
    { message: avatarReadFailedMessage, title: 'Upload failed', description: 'Failed to read the image file' },
    { message: 'Saved', title: 'Saved', description: undefined },
  ])('"$message" reads "$title" / "$description"', ({ message, title, description }) => {
    expect(toastOfMessage(message)).toEqual(description === undefined ? { title } : { title, description });
  });
});
