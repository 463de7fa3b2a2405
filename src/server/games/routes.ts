import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CreateGameSchema, GameParamsSchema, PlayerParamsSchema, UserSearchQuerySchema } from '../../contract/games-requests';
import { requireAccess, requireUser } from '../auth/current-user';
import { negotiatedCoding, type ContentCoding } from '../http/encoding';
import { notFound, parseOr400 } from '../http/errors';
import { ifNoneMatchHits } from '../http/etag';
import { perUserRateLimit } from '../http/user-rate-limit';
import { notModified } from '../http/security-headers';
import type { Viewer } from './access';
import { gameMessages } from './messages';
import type { GameCommands } from './commands-service';
import type { GolferSearch } from '../users/search-service';
import type { GameReads } from './reads-service';

/**
 * Player searches per golfer (issue 27): the type-ahead asks once per character typed, so a few names a minute fit.
 * A stranger listed 2,004 golfers by Player ID prefix in 5 s; now one account lists at most 30 x 6 = 180 a minute
 * (24 in the first minute of the same walk), and sees only their names and Player IDs.
 */
export const PLAYER_SEARCH_RATE = { max: 30, timeWindow: '1 minute' };
const playerSearchLimit = perUserRateLimit(PLAYER_SEARCH_RATE);

/** The game a path names (id or code); anything else is simply not a game. */
function gameRef(request: FastifyRequest) {
  const params = GameParamsSchema.safeParse(request.params);
  if (!params.success) throw notFound(gameMessages.notFound);
  return params.data.id;
}

/** The game and the player a path names; the player by their key, a user's id or a manual_ id (issue 28). */
function playerParams(request: FastifyRequest) {
  const params = PlayerParamsSchema.safeParse(request.params);
  if (!params.success) throw notFound(gameMessages.playerNotFound);
  return { ref: params.data.id, playerKey: params.data.playerId };
}

/** The ETag of a game read at a version, naming the coding of a compressed answer (`"12-40"`, `"12-40-br"`). */
function versionTag(id: number, version: number, coding: ContentCoding | undefined): string {
  return coding ? `"${String(id)}-${String(version)}-${coding}"` : `"${String(id)}-${String(version)}"`;
}

/** A game read is kept by the browser, which asks (If-None-Match) before using it. */
const gameReadCacheControl = 'private, no-cache';

/** The players answer is sent in the coding the client accepts, so every copy of it varies with Accept-Encoding. */
const playersVary = 'accept-encoding';

const jsonType = 'application/json; charset=utf-8';
const playersContent: Record<ContentCoding | 'identity', Readonly<Record<string, string>>> = {
  identity: Object.freeze({ 'content-type': jsonType }),
  br: Object.freeze({ 'content-type': jsonType, 'content-encoding': 'br' }),
  gzip: Object.freeze({ 'content-type': jsonType, 'content-encoding': 'gzip' }),
};

/** What the players answer's bytes are: JSON, in `coding` when there is one. */
function playersContentHeaders(coding: ContentCoding | undefined): Readonly<Record<string, string>> {
  return playersContent[coding ?? 'identity'];
}

/**
 * Reads of a game and its players answer with an ETag from the game's version; a matching If-None-Match is a 304
 * decided on one small query, with no engine work (issue 10); a weak tag or a list of tags matches as RFC 9110 says
 * (http/etag.ts). `no-cache` lets the browser keep the copy and ask. A compressed answer is another representation
 * of the same version, so its tag names the coding too (`"12-40-br"`).
 */
async function withVersionTag<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  games: Pick<GameReads, 'versionOf'>,
  viewer: Viewer,
  read: (gameId: number, version: number) => Promise<T>,
  coding?: ContentCoding,
) {
  const { id, version } = await games.versionOf(gameRef(request), viewer);
  const etag = versionTag(id, version, coding);
  void reply.header('etag', etag).header('cache-control', gameReadCacheControl);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return notModified(reply);
  return read(id, version);
}

/**
 * A game's players, the read a live screen repeats (issue 17): the answer's bytes as kept for the version, compressed
 * when the client accepts it, which takes a full card from 6.5 KB to about 1 KB on a phone's weak signal.
 */
function playersRead(request: FastifyRequest, reply: FastifyReply, games: GameReads, viewer: Viewer) {
  const coding = negotiatedCoding(request.headers['accept-encoding']);
  void reply.header('vary', playersVary);
  return withVersionTag(request, reply, games, viewer, async (id, version) => {
    const body = await (await games.playersBody(id, version)).in(coding);
    void reply.headers(playersContentHeaders(coding));
    return body;
  }, coding);
}

/**
 * The games calls of signed-in golfers with access (product §G7; product §R11). Bodies of calls on a game are
 * parsed by the service once the game is known to be visible (docs/decisions/011: 404 before 400).
 */
export const gameRoutes: FastifyPluginAsync<{ commands: GameCommands; reads: GameReads; golferSearch: GolferSearch }> = async (
  app,
  { commands, reads, golferSearch },
) => {
  app.addHook('preHandler', requireAccess);

  app.post('/games', async (request, reply) => {
    const game = await commands.create(parseOr400(CreateGameSchema, request.body), requireUser(request));
    return reply.code(201).send(game);
  });
  // GET /api/games is kept: the spec's client refetches it on a realtime event (product §A7's call list), though this
  // client reads /games/user. The caller's games, as My Games.
  app.get('/games', async (request) => reads.listMine(requireUser(request)));
  app.get('/games/user', async (request) => reads.listMine(requireUser(request)));
  app.get('/games/public', async (request) => reads.listPublic(requireUser(request)));

  app.get('/games/:id', async (request, reply) => withVersionTag(request, reply, reads, request.user, (id) => reads.detail(id, request.user)));
  app.get('/games/:id/players', async (request, reply) => playersRead(request, reply, reads, request.user));
  app.get('/games/:id/bets', async (request) => reads.bets(gameRef(request), request.user));
  app.get('/games/:id/achievements', async (request) => reads.achievements(gameRef(request), request.user));
  app.get('/games/:id/scores/history', async (request) => reads.history(gameRef(request), requireUser(request)));

  app.delete('/games/:id', async (request, reply) => {
    await commands.remove(gameRef(request), requireUser(request));
    return reply.code(204).send();
  });

  app.post('/games/:id/join', async (request, reply) => {
    const ref = gameRef(request);
    const player = await commands.join(ref, requireUser(request), request.body);
    return reply.code(201).send(player);
  });
  app.post('/games/:id/players', async (request, reply) => {
    const ref = gameRef(request);
    const player = await commands.addManual(ref, requireUser(request), request.body);
    return reply.code(201).send(player);
  });
  app.post('/games/:id/players/by-id', async (request, reply) => {
    const ref = gameRef(request);
    const player = await commands.addById(ref, requireUser(request), request.body);
    return reply.code(201).send(player);
  });
  app.patch('/games/:id/players/:playerId', async (request) => {
    const { ref, playerKey } = playerParams(request);
    return commands.updatePlayer(ref, requireUser(request), playerKey, request.body);
  });
  app.delete('/games/:id/players/:playerId', async (request, reply) => {
    const { ref, playerKey } = playerParams(request);
    await commands.removePlayer(ref, requireUser(request), playerKey);
    return reply.code(204).send();
  });
  app.post('/games/:id/players/:playerId/drinks', async (request) => {
    const { ref, playerKey } = playerParams(request);
    return commands.drinks(ref, requireUser(request), playerKey, request.body);
  });

  app.post('/games/:id/wolf', async (request) => commands.wolf(gameRef(request), requireUser(request), request.body));
  app.post('/games/:id/presses', async (request) => commands.press(gameRef(request), requireUser(request), request.body));
  app.post('/games/:id/junk', async (request) => commands.junk(gameRef(request), requireUser(request), request.body));
  app.post('/games/:id/start', async (request) => commands.start(gameRef(request), requireUser(request)));
  app.post('/games/:id/advance-hole', async (request) => {
    const ref = gameRef(request);
    return commands.advanceHole(ref, requireUser(request), request.body);
  });
  app.post('/games/:id/complete', async (request) => commands.complete(gameRef(request), requireUser(request)));
  app.post('/games/:id/scores', async (request) => {
    const ref = gameRef(request);
    return commands.score(ref, requireUser(request), request.body);
  });

  // Golfers to add to a game, from the lobby; the search itself is the users' (users/search-service.ts), whose area
  // may not import the access guards (docs/decisions/010).
  app.get('/users/search', playerSearchLimit, async (request) => golferSearch.search(requireUser(request), parseOr400(UserSearchQuerySchema, request.query)));
};

/** What guests may read of a public game (product §R7); a private game is a 404 to them. */
export const publicGameRoutes: FastifyPluginAsync<{ reads: GameReads }> = async (app, { reads }) => {
  app.get('/public/games/:id', async (request, reply) => withVersionTag(request, reply, reads, null, (id) => reads.detail(id, null)));
  app.get('/public/games/:id/players', async (request, reply) => playersRead(request, reply, reads, null));
  app.get('/public/games/:id/bets', async (request) => reads.bets(gameRef(request), null));
};
