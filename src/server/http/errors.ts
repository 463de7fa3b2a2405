import type { z } from 'zod';

/** An error whose message is safe to show the caller, with the HTTP status that goes with it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields sent beside `message` (a hint, the differences of a conflicting upload). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const paymentRequired = (message = 'Your access has expired') => new HttpError(402, message);
export const forbidden = (message = 'You do not have permission to do that') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => new HttpError(409, message, details);
/** 429 with how long to wait, as @fastify/rate-limit words it ("15 minutes", "1 minute"). */
export const tooManyRequests = (after: string) => new HttpError(429, `Too many requests. Please wait ${after} and try again.`);

/**
 * Parses a payload with the zod schema the client form also uses; the first issue's message becomes
 * a 400, so the caller sees the same words the form would have shown.
 */
export function parseOr400<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  const message = issue?.message ?? 'Invalid request';
  // zod's own generic messages get the field name so they still say what to fix.
  throw badRequest(message.startsWith('Invalid input') ? `${field}${message}` : message);
}
