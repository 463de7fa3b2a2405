import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/** The longest string a log line keeps of any one value; the rest is cut with a count of what was left out. */
export const logStringMax = 2000;

/**
 * Secrets never reach the log, whatever a serializer or a later route decides to include: a value under one of
 * these keys, at any depth the log keeps, is written as `[Redacted]`. A query's `params` hold what the request
 * carried. Done by the log formatter, which walks each line's object anyway, rather than by pino's redact: its
 * wildcard paths ran over the bindings of every request's child logger, a microsecond a request even with
 * nothing to log (issue 17).
 */
const secretKeys = new Set([
  'cookie',
  'authorization',
  'set-cookie',
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'tempPassword',
  'token',
  'sessionToken',
  'params',
]);
const redacted = '[Redacted]';

/** Cuts a string to `max` characters, saying how much was left out. */
export function logCap(text: string, max = logStringMax): string {
  return text.length <= max ? text : `${text.slice(0, max)}... (${text.length - max} more characters)`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Array.isArray(value));

/**
 * A log object as written: secrets redacted and strings capped in its plain values, to `depth` levels; errors and
 * requests are left to their serializers.
 */
export function forLog(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return logCap(value);
  if (depth === 0 || !isPlainObject(value)) return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => forLog(item, depth - 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, secretKeys.has(key) ? redacted : forLog(item, depth - 1)]));
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string; code?: unknown; statusCode?: unknown; cause?: SerializedError };

/**
 * An error as the log keeps it: type, message, code and stack, capped. A failed query's parameters (drizzle
 * puts them in `params` and in the message) hold what the request carried, password hashes and e-mails
 * included, so they are dropped; the query text itself has only placeholders.
 */
export function errorForLog(error: unknown, depth = 2): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: logCap(String(error)), stack: '' };
  const fields = error as Error & { code?: unknown; statusCode?: unknown };
  const message = logCap(withoutQueryParams(error.message));
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const serialized: SerializedError = { type: error.name, message, stack: logCap([`${error.name}: ${message}`, ...frames].join('\n'), 4000) };
  if (fields.code !== undefined) serialized.code = fields.code;
  if (fields.statusCode !== undefined) serialized.statusCode = fields.statusCode;
  if (error.cause !== undefined && depth > 0) serialized.cause = errorForLog(error.cause, depth - 1);
  return serialized;
}

function withoutQueryParams(message: string): string {
  const start = message.indexOf('\nparams:');
  return start === -1 ? message : `${message.slice(0, start)}\nparams: [not logged]`;
}

/** The longest path or host a request's log line keeps: a real route is far shorter, a longer one is a probe. */
const requestTextMax = 200;

/**
 * A request as the log keeps it: the path without its query string, which may carry codes and tokens. The path
 * and host are capped here because pino serializes the request after `formatters.log` has capped the rest.
 */
function requestForLog(request: FastifyRequest) {
  const path = request.url.split('?')[0] ?? '';
  return { method: request.method, url: logCap(path, requestTextMax), host: logCap(request.host, requestTextMax), remoteAddress: request.ip };
}

/** Where log lines go: stdout as JSON (production, tests), a given stream (tests), or pino-pretty (development). */
export type LogOutput = NodeJS.WritableStream | 'json' | 'pretty';

/**
 * The development terminal's format (issue 12): one coloured line per entry with the time, the request's id,
 * method and path or status, instead of a JSON object. Options only, no function, because pino-pretty runs
 * in a worker thread as a pino transport.
 */
const prettyOptions = {
  colorize: true,
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,reqId,req,res,responseTime',
  messageFormat: '{if reqId}[{reqId}] {end}{msg}{if req.method} {req.method} {req.url}{end}{if res.statusCode} {res.statusCode}{end}',
  singleLine: true,
};

/**
 * Fastify logger options: the level, the output, the redacting formatter, and serializers that never write a
 * request body, a query string or a query's parameters. pino-pretty is loaded only when asked for, so
 * production and tests never run it.
 */
export function loggerOptions(level: string, output: LogOutput = 'json'): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(output === 'pretty' ? { transport: { target: 'pino-pretty', options: prettyOptions } } : {}),
    ...(typeof output === 'object' ? { stream: output } : {}),
    serializers: { req: requestForLog, err: errorForLog },
    formatters: { log: (object: Record<string, unknown>) => forLog(object, 3) as Record<string, unknown> },
  };
}

/** Pretty lines in development (the default of `npm start`), JSON lines everywhere else, production included. */
export function logOutputFor(nodeEnv: 'development' | 'production' | 'test'): LogOutput {
  return nodeEnv === 'development' ? 'pretty' : 'json';
}

/** The paths the server answers itself, the API and the realtime socket, as opposed to the web client's files and pages. */
export function isServerPath(url: string): boolean {
  // Every request asks this (logs, security headers), so it reads the URL in place rather than splitting it.
  if (url.startsWith('/ws')) return true;
  if (!url.startsWith('/api')) return false;
  const next = url.charAt(4);
  return next === '' || next === '/' || next === '?';
}

/**
 * Request lines (Fastify's "incoming request" and "request completed") at info for the API and the socket,
 * at debug for the web client's files and pages: one page view fetches dozens of scripts, styles and icons,
 * which buried the calls worth reading (issue 12: 1,469 lines in a short visit). LOG_LEVEL=debug shows them.
 * A failed request is logged as an error whatever its path.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (isServerPath(request.url)) super.incomingRequest(request, reply);
    else request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || isServerPath(request.url)) super.requestCompleted(error, request, reply);
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
