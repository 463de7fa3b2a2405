import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as auth from './auth';
import * as contact from './contact';
import * as courses from './courses';
import * as games from './games';
import { ClientMessageSchema } from './realtime';
import { boundedText, controlCharacterMessage, textMax } from './text';

// Every schema a request is parsed with; response schemas (account-responses.ts) describe what the server sends.
const requestModules = { auth, contact, courses, games, realtime: { ClientMessageSchema } };

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The paths of every string inside a schema that has no maximum length. */
function unboundedStrings(schema: z.ZodType, path: string): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return (schema as z.ZodString).maxLength === null ? [path] : [];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) => unboundedStrings(value, `${path}.${key}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return unboundedStrings(def.innerType as z.ZodType, path);
    case 'pipe': {
      // The same text passes through both sides, so a bound on either bounds it.
      const input = unboundedStrings(def.in as z.ZodType, path);
      const out = unboundedStrings(def.out as z.ZodType, path);
      return input.length === 0 || out.length === 0 ? [] : input;
    }
    case 'array':
      return unboundedStrings(def.element as z.ZodType, `${path}[]`);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option, i) => unboundedStrings(option, `${path}|${i}`));
    default:
      return [];
  }
}

describe('request schemas (issue 8: every string a request carries is bounded)', () => {
  const schemas = Object.entries(requestModules).flatMap(([moduleName, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      .map(([name, schema]) => ({ name: `${moduleName}.${name}`, schema })),
  );

  it('finds the request schemas', () => {
    expect(schemas.map((entry) => entry.name)).toEqual(expect.arrayContaining(['auth.LoginSchema', 'auth.RedeemInviteSchema', 'courses.CourseUploadFieldsSchema']));
  });

  it.each(schemas)('$name bounds every string field', ({ name, schema }) => {
    expect(unboundedStrings(schema, name)).toEqual([]);
  });

  it('refuses a 1.9 MB username at sign-in before any work is done with it', () => {
    const result = auth.LoginSchema.safeParse({ username: 'a'.repeat(1_900_000), password: 'x' });
    expect(result.success).toBe(false);
  });

  it.each([
    { field: 'a NUL byte', value: 'Sam\u0000Snead' },
    { field: 'an escape character', value: 'Sam\u001bSnead' },
    { field: 'a line break', value: 'Sam\nSnead' },
  ])('refuses $field in a one-line field', ({ value }) => {
    const result = auth.FirstNameSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(controlCharacterMessage);
  });

  it('keeps line breaks in a message, and refuses NUL there too', () => {
    const form = { fullName: 'Sam', email: 'sam@example.com', subject: 'general' };
    expect(contact.ContactFormSchema.safeParse({ ...form, message: 'Line one\nLine two' }).success).toBe(true);
    expect(contact.ContactFormSchema.safeParse({ ...form, message: 'Line\u0000two' }).success).toBe(false);
  });

  it.each([
    { length: textMax.courseName, ok: true },
    { length: textMax.courseName + 1, ok: false },
  ])('takes a course name of $length characters: $ok', ({ length, ok }) => {
    expect(courses.CourseNameSchema.safeParse('x'.repeat(length)).success).toBe(ok);
  });

  it('trims before measuring, so padding does not make a name too long', () => {
    expect(boundedText(3, 'too long').safeParse('  abc  ')).toEqual({ success: true, data: 'abc' });
  });
});
