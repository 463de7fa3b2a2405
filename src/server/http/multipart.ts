import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** A multipart form read whole: its text fields, and the one file the caller asked for when it was sent. */
export type MultipartForm = { fields: Record<string, string>; file?: { filename: string; content: Buffer } };

export type MultipartReadOptions = {
  /** The form field that carries the file; a file under any other name is read and dropped. */
  fileField: string;
  /** The caller's 413, worded for what it accepts, for a file over the plugin's `fileSize` limit. */
  tooLarge: HttpError;
  /** The answer to a request that is not multipart at all (defaults to the malformed-form 400). */
  notMultipart?: HttpError;
  /** Checks the file's name before its bytes are read; an HttpError it throws is the answer. */
  checkFilename?: (filename: string) => void;
};

const malformed = () =>
  new HttpError(400, 'The upload is not a valid multipart form.', { hint: 'The request was cut short or badly formed: try the upload again.' });

/**
 * busboy reports a body that does not follow its boundary as a plain Error with no code, so these messages
 * (@fastify/busboy 3) are how a malformed body is told from a fault of ours, as @fastify/multipart itself
 * does for an empty body. Anything else stays unexpected and still answers 500.
 */
const malformedMessages = new Set([
  'Multipart: Boundary not found',
  'Unexpected end of multipart data',
  'Part terminated early due to unexpected end of multipart data',
  'Preamble terminated early due to unexpected end of multipart data',
]);

/**
 * Reads a multipart request registered with @fastify/multipart. Limits and parse failures become answers
 * the caller can show: the caller's 413 for a file too large, a 400 for a malformed body (instead of a 500),
 * and an HttpError thrown by `checkFilename` unchanged.
 */
export async function multipartRead(request: FastifyRequest, options: MultipartReadOptions): Promise<MultipartForm> {
  if (!request.isMultipart()) throw options.notMultipart ?? malformed();
  // busboy takes an empty boundary and then reads the body unpredictably (no parts, or a 500), so refuse it here.
  if (boundaryOf(request.headers['content-type'] ?? '') === '') throw malformed();
  try {
    return await readParts(request, options);
  } catch (error) {
    throw multipartError(error, options.tooLarge);
  }
}

async function readParts(request: FastifyRequest, options: MultipartReadOptions): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
    } else if (part.fieldname === options.fileField) {
      options.checkFilename?.(part.filename);
      form.file = { filename: part.filename, content: await part.toBuffer() };
    } else {
      await part.toBuffer();
    }
  }
  return form;
}

/** The answer for an error raised while reading the parts; an unknown error is returned as it is. */
function multipartError(error: unknown, tooLarge: HttpError): unknown {
  if (error instanceof HttpError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge;
  if ((error as { code?: string }).code === 'FST_MP_PREMATURE_CLOSE') return malformed();
  if (error instanceof Error && malformedMessages.has(error.message)) return malformed();
  return error;
}

/** The boundary parameter of a multipart content type, unquoted; '' when it is missing or empty. */
function boundaryOf(contentType: string): string {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? '';
}
