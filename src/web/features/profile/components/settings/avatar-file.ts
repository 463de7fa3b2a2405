import { AVATAR_MAX_BYTES, profileMessages } from '../../../../../contract/profile';

// The profile photo as picked (spec 001 §5): checked here before it is read, read inline as a data: URL, and sent
// only on Save Changes; the server checks it again and makes the stored square picture.

/** The spec's message when the browser cannot read the picked file (spec 001 §8). */
export const avatarReadFailedMessage = 'Upload failed: Failed to read the image file';

/** Why a picked file cannot be the profile photo (spec 001 §5), or null when it may be read. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return profileMessages.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return profileMessages.avatarSize;
  return null;
}

/** The file's bytes as a data: URL, read inline in the browser; rejects when the browser cannot read it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Not read as a data URL')));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
