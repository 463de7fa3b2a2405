import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiError, ApiErrorSchema } from '../../contract/errors';

/** Window event fired on any 402 answer; the app shell opens the subscription-expired dialog on it (product §A8). */
export const SUBSCRIPTION_EXPIRED_EVENT = 'subscription-expired';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-2xx answer. Its message is "<status>: <text>" (product §A8), where text is the raw response body, or the
 * status text when the body is empty; screens read `status` and `body`, the error body parsed with the contract's
 * ApiError schema (null when the answer was not one, such as a proxy's HTML page), never the message.
 */
export class ApiRequestError extends Error {
  readonly body: ApiError | null;

  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${String(status)}: ${text}`);
    this.name = 'ApiRequestError';
    this.body = apiErrorOf(text);
  }
}

function apiErrorOf(text: string): ApiError | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = ApiErrorSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Throws an ApiRequestError for any non-2xx answer; a 402 first tells the app the subscription lapsed. */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  if (res.status === 402) window.dispatchEvent(new CustomEvent(SUBSCRIPTION_EXPIRED_EVENT));
  const text = await res.text();
  throw new ApiRequestError(res.status, text || res.statusText);
}

/**
 * The one way screens call the API (product §A7): cookies always go along, and a JSON body with its
 * content type only when `body` is given. Resolves with the response when it is 2xx, otherwise throws.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * Posts a multipart form (a file upload) the way apiRequest posts JSON: cookies go along, the browser sets the
 * multipart boundary itself, and a non-2xx answer throws an ApiRequestError after the 402 event.
 */
export async function apiUpload(url: string, form: FormData): Promise<Response> {
  const res = await fetch(url, { method: 'POST', credentials: 'include', body: form });
  await throwIfResNotOk(res);
  return res;
}

/**
 * apiRequest plus parsing the JSON answer with a contract schema, so a drifted server shape fails loudly
 * here instead of deep inside a screen (house style: parse what crosses the wire, never assert it).
 */
export async function apiJson<S extends z.ZodType>(
  method: HttpMethod,
  url: string,
  schema: S,
  body?: unknown,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const res = await apiRequest(method, url, body, signal);
  return schema.parse(await res.json());
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Builds a query function whose path is the query key joined with '/' (product §A7), so
 * `['/api/friends', id, 'games']` fetches `/api/friends/<id>/games`. With on401 'returnNull' a 401 yields
 * null instead of an error; that is how "am I signed in?" is asked (GET /api/auth/user).
 * Pass a schema to parse the answer; without one the data is `unknown` and must be parsed by the caller.
 * With `revalidate`, a read of an answer the cache holds sends that answer's ETag, and a 304 keeps it (see below).
 */
type QueryFnOptions = { revalidate?: boolean; headers?: Readonly<Record<string, string>> };
export function getQueryFn<S extends z.ZodType>(options: { on401: 'returnNull'; schema: S } & QueryFnOptions): QueryFunction<z.output<S> | null>;
export function getQueryFn<S extends z.ZodType>(options: { on401: 'throw'; schema: S } & QueryFnOptions): QueryFunction<z.output<S>>;
export function getQueryFn(options: { on401: 'returnNull' }): QueryFunction<unknown>;
export function getQueryFn(options: { on401: 'throw' }): QueryFunction<unknown>;
export function getQueryFn(options: { on401: UnauthorizedBehavior; schema?: z.ZodType } & QueryFnOptions): QueryFunction<unknown> {
  return async ({ queryKey, signal, client }) => {
    const path = queryKeyToPath(queryKey);
    const held: unknown = options.revalidate ? client.getQueryData(queryKey) : undefined;
    const etag = held === undefined ? undefined : heldETags.get(path);
    const headers = { ...options.headers, ...(etag ? { 'If-None-Match': etag } : {}) };
    const res = await fetch(path, Object.keys(headers).length > 0 ? { credentials: 'include', signal, headers } : { credentials: 'include', signal });
    if (etag && res.status === 304) return held;
    // The unread body is cancelled: a response left unread keeps its request open (the page never goes idle).
    if (options.on401 === 'returnNull' && res.status === 401) {
      await res.body?.cancel();
      return null;
    }
    await throwIfResNotOk(res);
    const data: unknown = await res.json();
    const parsed: unknown = options.schema ? options.schema.parse(data) : data;
    const answered = res.headers.get('etag');
    if (options.revalidate && answered) heldETags.set(path, answered);
    return parsed;
  };
}

/**
 * The ETag of the last full answer of each revalidated path. The game screen's 2 s poll (product §G4) sends it itself
 * rather than leaving it to the browser's cache, so an unchanged game costs a 304 the page can see (and test) and the
 * cached answer is kept as is, without a parse or a render; a browser that evicts its cache still gets the 304.
 */
const heldETags = new Map<string, string>();

/** Joins key segments with '/'. Only strings and numbers belong in a path; anything else is a programming error. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey
    .map((segment) => {
      if (typeof segment === 'string' || typeof segment === 'number') return String(segment);
      throw new Error(`Query key segment ${JSON.stringify(segment)} cannot be part of a URL; give this query its own queryFn.`);
    })
    .join('/');
}

/**
 * The error body of an API error, or null for any other failure or an answer that was not an ApiError. Screens read
 * structured answers from it, such as the differences of a 409 course upload.
 */
export function errorBody(error: unknown): ApiError | null {
  return error instanceof ApiRequestError ? error.body : null;
}

/**
 * The server's own words from an API error, else null. Toasts such as "'Error' with the server message, else
 * <fallback>" (product §A8) use it.
 */
export function serverMessage(error: unknown): string | null {
  return errorBody(error)?.message || null;
}

/** The status code of an API error, or null for network failures and other errors. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiRequestError ? error.status : null;
}
