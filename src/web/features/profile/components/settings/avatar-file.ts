import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX, profileMessages } from '../../../../../contract/profile';

// The profile photo as picked (product §G5): checked here before it is read, read inline as a data: URL, and sent
// only on Save Changes; the server checks it again and makes the stored square picture.

/** The spec's message when the browser cannot read the picked file (product §G8). */
export const avatarReadFailedMessage = 'Upload failed: Failed to read the image file';

/** Why a picked file cannot be the profile photo (product §G5), or null when it may be read. */
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

/**
 * The longest side a picked photo is sent at: four times the stored square leaves the server's crop room to choose.
 * A phone's 24 or 48 MP photo is over what the server decodes (16.8 MP, decision 024), and on one bar of signal its
 * megabytes are a long wait; drawn down here it is about a megapixel and a few hundred kilobytes.
 */
export const AVATAR_UPLOAD_MAX_SIDE_PX = 4 * AVATAR_SIZE_PX;

/** Formats sent as picked when they are small enough already: the server reads them, and nothing is lost redrawing. */
const sentAsPicked = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * The picked photo as a data: URL to send: as picked when it is a small JPEG, PNG or WebP; otherwise drawn upright
 * (EXIF orientation applied) with its longest side at most AVATAR_UPLOAD_MAX_SIDE_PX, as WebP (PNG where the browser
 * cannot write WebP). A file this browser cannot draw is sent as picked, for the server to decide. Rejects when the
 * browser cannot read it at all.
 */
export async function avatarUploadDataUrl(file: File): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return readAsDataUrl(file);
  }
  try {
    const scale = Math.min(1, AVATAR_UPLOAD_MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && sentAsPicked.has(file.type)) return await readAsDataUrl(file);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return await readAsDataUrl(file);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const webp = canvas.toDataURL('image/webp', 0.9);
    return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/png');
  } finally {
    bitmap.close();
  }
}
