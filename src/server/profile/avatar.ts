import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX, profileMessages } from '../../contract/profile';
import { badRequest } from '../http/errors';

// Avatars (issue 14; spec 001 §5): the client reads the picked image inline and sends it as a data: URL; the server
// checks it is an image of at most 5 MB, then stores a small square WebP made with sharp (libvips), so a golfer's
// 12-megapixel photo costs every phone that shows it a few kilobytes.

/** A resized avatar: the bytes to store and a short hash of them that names this version in its URL. */
export type ProcessedAvatar = { image: Buffer; contentType: 'image/webp'; hash: string };

const dataUrlPattern = /^data:(image\/[a-z0-9.+-]+)(;[a-z0-9-]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/i;

/** More pixels than this is not a photo but an attack on the decoder ("decompression bomb"); sharp refuses it. */
const maxInputPixels = 50_000_000;

/** The image bytes of a data: URL of an image, or a 400 with the spec's message. */
export function avatarBytesFrom(dataUrl: string): Buffer {
  const match = dataUrlPattern.exec(dataUrl);
  if (!match?.[3]) throw badRequest(profileMessages.avatarType);
  const bytes = Buffer.from(match[3], 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw badRequest(profileMessages.avatarSize);
  if (bytes.length === 0) throw badRequest(profileMessages.avatarType);
  return bytes;
}

/**
 * Decodes the picked image whatever its format (JPEG, PNG, WebP, GIF, AVIF, TIFF, SVG), turns it upright by its EXIF
 * orientation, crops it to the centred square and writes a 256 px WebP without metadata (no GPS position leaks).
 * Bytes that are not an image sharp can read are a 400 with the spec's message.
 */
export async function avatarProcess(bytes: Buffer): Promise<ProcessedAvatar> {
  try {
    const image = await sharp(bytes, { limitInputPixels: maxInputPixels, animated: false })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
    return { image, contentType: 'image/webp', hash: createHash('sha256').update(image).digest('base64url').slice(0, 16) };
  } catch {
    throw badRequest(profileMessages.avatarType);
  }
}

/** Where a user's avatar is served; the version in the query lets browsers keep it for a year (avatarRoutes). */
export function avatarPath(userId: string, hash: string): string {
  return `/api/users/${userId}/avatar?v=${hash}`;
}
