import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_MEDIA_TYPES, AVATAR_SIZE_PX, profileMessages, type AvatarMediaType } from '../../contract/profile';
import { createGate } from '../gate';
import { badRequest } from '../http/errors';

// Avatars (issue 14; product §G5): the client reads the picked image inline and sends it as a data: URL; the server
// checks it is an image of at most 5 MB, then stores a small square WebP made with sharp (libvips), so a golfer's
// 12-megapixel photo costs every phone that shows it a few kilobytes.
//
// A picked file is an attacker's input (issue 27, decision 024): a 1.8 KB AVIF can declare 50 million 12-bit pixels.
// So the server reads only the formats a phone sends, reads the header before any pixel (and refuses too many pixels
// or more than 8 bits a channel), and decodes one picture at a time, so avatars never hold more than one of libuv's
// four threads (sign-in's scrypt runs there) nor more than one of the machine's cores.

/** A resized avatar: the bytes to store and a short hash of them that names this version in its URL. */
export type ProcessedAvatar = { image: Buffer; contentType: 'image/webp'; hash: string };

const dataUrlPattern = /^data:(image\/[a-z0-9.+-]+)(;[a-z0-9-]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/i;

/**
 * The most pixels a picked picture may have: a 12 or 16 megapixel phone photo fits (4032 x 3024, 4608 x 3456). Past it a
 * picture is refused from its header; decoded, it would cost width x height x channels x bytes a channel of memory.
 */
export const AVATAR_MAX_PIXELS = 4096 * 4096;
/** How many pictures are read and decoded at once; the others wait their turn (decision 024). */
const avatarDecodesAtOnce = 1;
/** A decode still running after this is stopped: a 16 MP photo takes well under a second. */
const decodeTimeoutSeconds = 5;

// libvips works each picture with one thread (sharp's default on glibc without jemalloc, but the number of cores
// elsewhere, as on Alpine), so with one picture at a time avatars use at most one core.
sharp.concurrency(1);

/** How each format a phone sends begins, so the parsers of the others (SVG, TIFF, GIF, AVIF...) never see a picked file. */
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const signatures: Record<AvatarMediaType, (bytes: Buffer) => boolean> = {
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/png': (bytes) => bytes.subarray(0, 8).equals(pngSignature),
  'image/webp': (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
  // An ISO media file (HEIC and AVIF alike); the header read below tells them apart.
  'image/heic': (bytes) => bytes.toString('latin1', 4, 8) === 'ftyp',
};
/** The prebuilt sharp reads AVIF but not HEIC (its libheif has no HEVC decoder): HEIC only where the loader lists .heic. */
const decodesHeic = sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;
/** The formats this server reads: the phone's, less HEIC where sharp cannot decode it. */
export const avatarReadableTypes: readonly AvatarMediaType[] = AVATAR_MEDIA_TYPES.filter((type) => type !== 'image/heic' || decodesHeic);

/** The image bytes of a data: URL of an image, or a 400 with the spec's message. */
export function avatarBytesFrom(dataUrl: string): Buffer {
  const match = dataUrlPattern.exec(dataUrl);
  if (!match?.[3]) throw badRequest(profileMessages.avatarType);
  const bytes = Buffer.from(match[3], 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw badRequest(profileMessages.avatarSize);
  if (bytes.length === 0) throw badRequest(profileMessages.avatarType);
  return bytes;
}

// The queue: a picture waits here until fewer than avatarDecodesAtOnce are being read.
const decodes = createGate(avatarDecodesAtOnce);

/**
 * Refuses a picture that is not JPEG, PNG or WebP (or HEIC where sharp decodes it) by its first bytes and again by its
 * header, and one of more than AVATAR_MAX_PIXELS pixels or more than 8 bits a channel by its header, before any pixel
 * is decoded. Then, in turn, turns it upright by its EXIF orientation, crops it to the centred square and writes a
 * 256 px WebP without metadata (no GPS position leaks). Anything refused or unreadable is a 400 with the spec's message.
 */
export async function avatarProcess(bytes: Buffer): Promise<ProcessedAvatar> {
  const type = avatarReadableTypes.find((readable) => signatures[readable](bytes));
  if (!type) throw badRequest(profileMessages.avatarType);
  return decodes.run(async () => {
    // The header only: metadata() reads no pixels.
    const header = await sharp(bytes).metadata().catch(() => null);
    const fits = header !== null && header.mediaType === type && header.depth === 'uchar' && header.width * header.height <= AVATAR_MAX_PIXELS;
    if (!fits) throw badRequest(profileMessages.avatarType);
    return resized(bytes);
  });
}

async function resized(bytes: Buffer): Promise<ProcessedAvatar> {
  try {
    // limitInputPixels again: what libvips decodes is held to the cap even if a header read above were wrong.
    const image = await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, animated: false })
      .timeout({ seconds: decodeTimeoutSeconds })
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
