import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as auth from './auth';
import * as contact from './contact';
import * as courses from './courses';
import * as games from './games';
import * as gamesRequests from './games-requests';
import { GrantAchievementSchema, UpdateProfileSchema, UpdateSettingsSchema, UserParamsSchema } from './profile';
import { ClientMessageSchema } from './realtime';
import { boundedText, controlCharacterMessage, textMax } from './text';

// Every schema a request is parsed with; response schemas (account-responses.ts) describe what the server sends.
const requestModules = {
  auth,
  contact,
  courses,
  games,
  gamesRequests,
  profile: { GrantAchievementSchema, UpdateProfileSchema, UpdateSettingsSchema, UserParamsSchema },
  realtime: { ClientMessageSchema },
};

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Types that never hold a string of the request's choosing. */
const stringFree = new Set(['number', 'int', 'boolean', 'bigint', 'date', 'nan', 'enum', 'literal', 'null', 'undefined']);
/** Types that check their one inner schema and add no text of their own. */
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

/**
 * The paths of every string inside a schema that has no maximum length. A type the walk does not know is
 * reported too, so a new kind of schema fails the test until the walk learns it instead of passing unchecked.
 */
function unboundedStrings(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  const def = defOf(schema);
  const walk = (inner: unknown, at = path) => unboundedStrings(inner as z.ZodType, at, seen);
  if (stringFree.has(def.type)) return [];
  if (wrappers.has(def.type)) return walk(def.innerType);
  switch (def.type) {
    case 'string':
      return (schema as z.ZodString).maxLength === null ? [path] : [];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) => walk(value, `${path}.${key}`));
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{value}`)];
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'tuple':
      return [...(def.items as z.ZodType[]).flatMap((item, i) => walk(item, `${path}[${i}]`)), ...(def.rest ? walk(def.rest, `${path}[...]`) : [])];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option, i) => walk(option, `${path}|${i}`));
    case 'intersection':
      // Each side sees the whole value, but a field may be named on one side only: both sides must bound their own.
      return [...walk(def.left), ...walk(def.right)];
    case 'lazy':
      // A recursive schema meets itself again; its strings were reported the first time.
      if (seen.has(schema)) return [];
      seen.add(schema);
      return walk((def.getter as () => z.ZodType)());
    case 'pipe':
      return pipeUnbounded(def.in as z.ZodType, def.out as z.ZodType, walk);
    default:
      return [`${path} (${def.type}: not checked)`];
  }
}

/**
 * A pipe: `.transform()` is a pipe into a transform, which checks nothing, so the input side alone decides;
 * `z.preprocess` is a transform into a schema, so the output side alone decides. Between two schemas the same
 * value passes through both, so a field is unbounded only when neither side bounds it.
 */
function pipeUnbounded(input: z.ZodType, output: z.ZodType, walk: (inner: z.ZodType) => string[]): string[] {
  if (defOf(output).type === 'transform') return walk(input);
  if (defOf(input).type === 'transform') return walk(output);
  const outputUnbounded = walk(output);
  return walk(input).filter((path) => outputUnbounded.includes(path));
}

describe('the bounds walk itself', () => {
  const short = z.string().max(3);
  it.each([
    { kind: 'a string behind a transform', schema: z.object({ a: z.string().transform((text) => text.length) }), found: ['x.a'] },
    { kind: 'an object behind a transform', schema: z.object({ a: z.string() }).transform((body) => body.a), found: ['x.a'] },
    { kind: 'a bounded string behind a transform', schema: short.optional().transform(Boolean), found: [] },
    { kind: 'a preprocessed value checked by a bounded string', schema: z.preprocess(String, short), found: [] },
    { kind: 'a pipe bounded on one side', schema: z.string().pipe(short), found: [] },
    { kind: 'a record key and value', schema: z.record(z.string(), z.string()), found: ['x{key}', 'x{value}'] },
    { kind: 'a bounded record', schema: z.record(short, short), found: [] },
    { kind: 'a tuple item and its rest', schema: z.tuple([short, z.string()], z.string()), found: ['x[1]', 'x[...]'] },
    { kind: 'either side of an intersection', schema: z.intersection(z.object({ a: z.string() }), z.object({ b: short })), found: ['x.a'] },
    { kind: 'a recursive lazy schema, once', schema: recursive(), found: ['x.name'] },
    { kind: 'a type the walk does not know', schema: z.object({ a: z.any(), b: z.custom<string>() }), found: ['x.a (any: not checked)', 'x.b (custom: not checked)'] },
  ])('reports $kind', ({ schema, found }) => {
    expect(unboundedStrings(schema, 'x')).toEqual(found);
  });
});

/** A tree of named nodes, the shape a recursive z.lazy is for. */
function recursive(): z.ZodType {
  const node: z.ZodType = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
  return node;
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
