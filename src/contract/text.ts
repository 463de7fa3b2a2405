import { z } from 'zod';

/**
 * The longest text each kind of field takes (issue 8). Every string a request carries is bounded, so no
 * request can make the server keep, log or hash megabytes. Usernames and names are the lengths people use;
 * 254 is the longest e-mail address SMTP carries; course names fit the URL segment the course routes accept.
 */
export const textMax = {
  username: 30,
  password: 200,
  personName: 60,
  email: 254,
  inviteCode: 8,
  courseName: 100,
  place: 80,
  teeColor: 40,
  search: 100,
  message: 5000,
  bio: 500,
} as const;

const tab = 9;
const lineFeed = 10;
const carriageReturn = 13;

/** True when the text holds a C0 control character or DEL, other than those `allowed`. */
function hasControlCharacter(text: string, allowed: readonly number[] = []): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 32 || code === 127) && !allowed.includes(code)) return true;
  }
  return false;
}

export const controlCharacterMessage = 'Text cannot contain control characters';

/** Refuses control characters in a one-line field (a name, a username, a code): never part of one, and NUL cannot even be stored. */
export const singleLine = (text: string) => !hasControlCharacter(text);
/** Refuses control characters other than tab and line breaks (a message). */
export const multiLine = (text: string) => !hasControlCharacter(text, [tab, lineFeed, carriageReturn]);

/**
 * A bounded one-line text field: trimmed (unless `trim` is false, as for passwords), at most `max`
 * characters, no control characters. Further checks (min, regex) chain on the result.
 */
export function boundedText(max: number, tooLong: string, options: { error?: string; trim?: boolean } = {}) {
  const text = z.string(options.error ? { error: options.error } : undefined);
  return (options.trim === false ? text : text.trim()).max(max, tooLong).refine(singleLine, controlCharacterMessage);
}
