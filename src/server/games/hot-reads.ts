import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { userHasAccess } from '../../contract/access';
import { GAME_ID_PATTERN } from '../../contract/games';
import { sessionCookieName } from '../auth/cookie';
import type { SessionService } from '../auth/session-service';
import { negotiatedCoding } from '../http/encoding';
import { ifNoneMatchHits } from '../http/etag';
import { apiSecurityHeaders } from '../http/security-headers';
import { serverOptionsWith, type HttpTimeouts } from '../http/timeouts';
import { gameReadCacheControl, playersContentHeaders, playersVary, versionTag } from './routes';
import type { GamesService } from './service';

// The read a live screen repeats, a game's players, answered from memory before Fastify's request cycle starts
// (issue 17, docs/decisions/022). Every phone in a round asks it after every score, and once the session's user, the
// public game's version and that version's answer are all kept, there is nothing left to decide but what Fastify's
// hooks and route would decide from the same kept values. This lane answers only then, with the same answer, byte for
// byte but the Date; in every other case, and whenever in doubt, it declines and Fastify answers as it always does.

export type HotReadsDeps = {
  sessions: Pick<SessionService, 'cachedUserOf'>;
  games: Pick<GamesService, 'keptVersion' | 'keptPlayers'>;
  /** The cookie parser Fastify's own requests use (@fastify/cookie's). */
  parseCookie: (header: string) => Record<string, string | undefined>;
  /**
   * True while the app writes a line per request (LOG_LEVEL info or below): those lines, with their request ids, are
   * Fastify's, so the lane steps aside. At warn and above no line is written for a request that succeeds.
   */
  logsRequests: () => boolean;
  /** True once the app is closing: Fastify then answers 503 and closes connections, which the lane leaves to it. */
  closing: () => boolean;
};

/** Answers the request and returns true, or returns false having touched nothing. */
export type HotRead = (request: IncomingMessage, response: ServerResponse) => boolean;

/** GET /api/games/{id}/players (signed in, with access) and GET /api/public/games/{id}/players, ids as paths write them. */
const playersPath = new RegExp(`^/api/(public/)?games/(${GAME_ID_PATTERN.source.slice(1, -1)})/players$`);

/** Reads answered by the lane so far: the tests' proof that it answered, rather than Fastify. */
let served = 0;
export const hotReadsServed = (): number => served;

export function createHotReads(deps: HotReadsDeps): HotRead {
  return (request, response) => {
    if (request.method !== 'GET' || deps.closing() || deps.logsRequests()) return false;
    const match = playersPath.exec(request.url ?? '');
    if (!match) return false;
    if (!mayRead(deps, request, match[1] !== undefined)) return false;
    const gameId = Number(match[2]);
    // Kept only for public games, which every viewer may see (games/read-cache.ts).
    const kept = deps.games.keptVersion(gameId);
    if (!kept) return false;
    const coding = negotiatedCoding(request.headers['accept-encoding']);
    const etag = versionTag(gameId, kept.version, coding);
    // What routes.ts sends: the 304 without the security headers (http/security-headers.ts notModified).
    const cacheHeaders = { 'cache-control': gameReadCacheControl, vary: playersVary, etag };
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return answer(response, 304, cacheHeaders);
    const body = deps.games.keptPlayers(gameId, kept.version)?.madeIn(coding);
    if (!body) return false;
    return answer(response, 200, { ...apiSecurityHeaders, ...cacheHeaders, ...playersContentHeaders(coding), 'content-length': body.length }, body);
  };
}

/**
 * What Fastify's hooks would let through at once: for the signed-in read, a session whose user is kept, has access
 * and need not change a temporary password first. The public read needs no one, but a cookie it carries is looked
 * up all the same, and a user who must change their password is refused there too (auth/current-user.ts).
 */
function mayRead(deps: HotReadsDeps, request: IncomingMessage, isPublic: boolean): boolean {
  const header = request.headers.cookie;
  const token = header ? deps.parseCookie(header)[sessionCookieName] : undefined;
  if (!token) return isPublic;
  const user = deps.sessions.cachedUserOf(token);
  if (!user || user.mustChangePassword) return false;
  return isPublic || userHasAccess(user, new Date());
}

function answer(response: ServerResponse, status: number, headers: OutgoingHttpHeaders, body?: Buffer): true {
  served += 1;
  response.writeHead(status, headers);
  response.end(body);
  return true;
}

/** What Fastify sets on the HTTP server it makes itself (lib/server.js), read from the options it hands a factory. */
type ServerOptions = { http?: http.ServerOptions; connectionTimeout?: number; maxRequestsPerSocket?: number };

/**
 * Fastify's serverFactory: the HTTP server Fastify would make, with the request, headers and keep-alive times given
 * when it is created (http/timeouts.ts says why then), whose requests meet the lane first. `hotRead` is read at each
 * request, so the app can set it once its services exist.
 */
export function serverWithHotReads(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  options: Record<string, unknown>,
  hotRead: () => HotRead,
  timeouts: HttpTimeouts,
): http.Server {
  const settings = options as ServerOptions;
  const server = http.createServer(serverOptionsWith(timeouts, settings.http), (request, response) => {
    if (!hotRead()(request, response)) handler(request, response);
  });
  server.setTimeout(settings.connectionTimeout ?? 0);
  if (settings.maxRequestsPerSocket !== undefined && settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
  return server;
}
