import { describe, expect, it } from 'vitest';
import { profileMessages } from '../../contract/profile';
import { HANDICAP_PROFILE_ERRORS } from '../../golf';
import { toastPartsOf } from './notify';

describe('toastPartsOf', () => {
  it.each([
    { message: profileMessages.avatarType, title: 'Invalid file type', description: 'Please select an image file' },
    { message: profileMessages.avatarSize, title: 'File too large', description: 'Please select an image smaller than 5MB' },
    { message: 'Upload failed: Failed to read the image file', title: 'Upload failed', description: 'Failed to read the image file' },
    { message: HANDICAP_PROFILE_ERRORS.invalid, title: 'Invalid Handicap', description: 'Please enter a valid handicap (+5 to +1 or 0 to 54)' },
    { message: 'Saved', title: 'Saved', description: undefined },
  ])('"$message" reads "$title" / "$description"', ({ message, title, description }) => {
    expect(toastPartsOf(message)).toEqual(description === undefined ? { title } : { title, description });
  });
});
