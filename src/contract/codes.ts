// The alphabet of every code people read and type (game codes, invitation codes): no 0/O or 1/I, since codes
// are read off screens and e-mails and typed on phones.
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** True when every character of `text` is in the code alphabet. */
export const isCodeText = (text: string): boolean => [...text].every((c) => CODE_ALPHABET.includes(c));
