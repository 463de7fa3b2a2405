import { z } from 'zod';

/**
 * The body of every error answer of the API: a message written for the person (the screens show it as "the server
 * message" of product §A8 and product §G8), and the extra fields some errors add beside it (a course upload's
 * differences or the row and column of a bad CSV, course-responses.ts), kept as they are.
 */
export const ApiErrorSchema = z.looseObject({ message: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;
