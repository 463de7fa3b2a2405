import { randomInt } from 'node:crypto';
import { CODE_ALPHABET } from '../contract/codes';

/** A random code of `length` characters from the code alphabet, drawn with a cryptographic generator. */
export function randomCode(length: number): string {
  return Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}
