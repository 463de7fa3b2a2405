import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { ApiError } from '../contract/errors';
import { textMax } from '../contract/text';
import type { Config } from './config';
import { adminGameRoutes } from './admin/games-routes';
import { backupRoutes } from './backup/routes';
import { adminUserRoutes } from './admin/users-routes';
import { installCurrentUser } from './auth/current-user';
import { oidcRoutes } from './auth/oidc-routes';
import { authRoutes } from './auth/routes';
import { installSameOriginCheck } from './auth/same-origin';
import { courseRoutes } from './courses/routes';
import type { Database } from './db/client';
import { PRESENCE_HEARTBEAT_MS } from './friends/presence';
import { friendRoutes } from './friends/routes';
import { groupRoutes } from './groups/routes';
import { gameRoutes, publicGameRoutes } from './games/routes';
import { notificationRoutes } from './notifications/routes';
import { paymentRoutes } from './payments/routes';
import { adminAchievementRoutes, profileRoutes } from './profile/routes';
import { healthRoutes } from './health/routes';
import { addressKey } from './http/address-key';
import { HttpError, tooManyRequests } from './http/errors';
import { installNulGuard } from './http/input-guard';
import { installSecurityHeaders } from './http/security-headers';
import { defaultHttpTimeouts, serverFactoryWith, type HttpTimeouts } from './http/timeouts';
import { isServerPath, logOutputFor, loggerOptions, RequestLogController } from './http/logging';
import { readPrerenderedPages } from './http/prerendered-pages';
import { invitationAdminRoutes, invitationPublicRoutes } from './invitations/routes';
import { scheduleJob } from './jobs';
import { closeRedis, connectRedis, redisFallback, redisRateLimitStore } from './redis';
import { TRIAL_REMINDERS_EVERY_MS } from './notifications/trial-reminders';
import type { Mailer } from './mail/mailer';
import { createBusFor, type RealtimeBus } from './realtime/bus';
import type { RealtimeLimits } from './realtime/limits';
import { installRealtime } from './realtime/socket';
import { createServices } from './services';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Fastify logger options; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured mailer (tests). */
  mailer?: Mailer;
  /** Replaces the realtime bus that fits the database (tests, benchmarks); the app does not close a given bus. */
  bus?: RealtimeBus;
  /** Replaces the HTTP server's request, headers and keep-alive times (tests, which cannot wait a minute). */
  httpTimeouts?: HttpTimeouts;
  /** Replaces the realtime side's caps and budgets (tests). */
  realtimeLimits?: Partial<RealtimeLimits>;
};

/** Builds the whole HTTP app without listening, so tests can call it through `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // The HTTP server is made with its request times (http/timeouts.ts says why then, not after).
    serverFactory: serverFactoryWith(deps.httpTimeouts ?? defaultHttpTimeouts),
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL, logOutputFor(config.NODE_ENV)),
    // The web client's files and pages are logged at debug, the API and the socket at info (http/logging.ts).
    logController: new RequestLogController(),
    // A hop count or the proxies' addresses, never "every hop": X-Forwarded-For is only believed from them.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    // The router measures a decoded path segment in UTF-16 units, as zod does: the longest course name fits.
    routerOptions: { maxParamLength: textMax.courseName },
    // Requests are identified in logs; ids are short and unguessable enough for correlation only.
    genReqId: () => Math.random().toString(36).slice(2, 10),
  });

  const bus = deps.bus ?? (await createBusFor(deps.database, app.log));
  // The app closes the bus it made; its LISTEN connection would otherwise keep the process alive.
  if (!deps.bus) app.addHook('onClose', () => bus.close());
  // With REDIS_URL, limits and sign-in throttles count in Redis, together with every other instance (README).
  // While Redis does not answer, each process counts alone (decision 026).
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : null;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  const services = createServices({ db: deps.database.db, databaseKind: deps.database.kind, config, log: app.log, bus, mailer: deps.mailer, redis });
  // A reset mail follows its answer; closing waits for it, so its write never meets a closed database.
  app.addHook('onClose', () => services.auth.resetsSettled());

  app.setErrorHandler(errorHandler);
  installSecurityHeaders(app, { contentSecurityPolicy: { directives: contentSecurityPolicy } });

  await app.register(cookie);
  // Every limit counts a client the way the sign-in throttle does (an IPv6 client by its /64): one rule, one place.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: rateLimitError,
    ...(redis ? { store: redisRateLimitStore(redis, `${config.REDIS_KEY_PREFIX}rate-limit:`) } : {}),
  });
  installSameOriginCheck(app);
  installCurrentUser(app, services.sessions);
  installNulGuard(app);

  const { auth, sessions, oidc, invitations, adminUsers, adminGames, mailer, courses, gameReads, gameCommands, golferSearch, friends, groups, notifications, presence, trialReminders, profile, payments, backups } = services;
  await app.register(healthRoutes, { prefix: '/api', database: deps.database, redis: redis && redisFallback(redis) });
  await app.register(authRoutes, { prefix: '/api', auth, sessions });
  await app.register(oidcRoutes, { prefix: '/api', oidc });
  await app.register(invitationPublicRoutes, { prefix: '/api', invitations, socialSignIn: oidc !== null });
  await app.register(invitationAdminRoutes, { prefix: '/api/admin', invitations });
  await app.register(adminUserRoutes, { prefix: '/api/admin', adminUsers, mailer });
  await app.register(adminGameRoutes, { prefix: '/api/admin', adminGames });
  await app.register(backupRoutes, { prefix: '/api/admin', backups });
  await app.register(courseRoutes, { prefix: '/api', courses });
  await app.register(gameRoutes, { prefix: '/api', commands: gameCommands, reads: gameReads, golferSearch });
  await app.register(publicGameRoutes, { prefix: '/api', reads: gameReads });
  await app.register(friendRoutes, { prefix: '/api', friends });
  await app.register(groupRoutes, { prefix: '/api', groups });
  await app.register(notificationRoutes, { prefix: '/api', notifications });
  await app.register(profileRoutes, { prefix: '/api', profile });
  await app.register(adminAchievementRoutes, { prefix: '/api/admin', profile });
  await app.register(paymentRoutes, { prefix: '/api', payments });
  await installRealtime(app, { bus, sessions, watchRule: (gameId) => gameReads.watchRule(gameId), presence, limits: deps.realtimeLimits });
  scheduleJob(app, { name: 'presence heartbeat', everyMs: PRESENCE_HEARTBEAT_MS, run: () => presence.heartbeat() });

  // Expired sessions are cleared on a timer rather than on requests; live ones are never touched.
  scheduleJob(app, { name: 'expired sessions', everyMs: expiredSessionsSweepMs, run: () => sessions.deleteExpired() });
  // Every instance runs it; the notices' once keys keep it to one row per reminder (docs/decisions/014).
  scheduleJob(app, { name: 'trial reminders', everyMs: TRIAL_REMINDERS_EVERY_MS, run: async () => void (await trialReminders.run()) });

  await registerWebClient(app, config.webDistDir);
  return app;
}

/** How often expired sessions are deleted: sessions expire after 30 idle minutes (docs/decisions/006). */
const expiredSessionsSweepMs = 15 * 60 * 1000;

/** Trusts the nearest `count` hops, as Fastify does for a number (its types only take the function). */
function trustHops(count: number) {
  return (_address: string, hop: number) => hop < count;
}

function rateLimitError(_request: FastifyRequest, context: { after: string }) {
  return tooManyRequests(context.after);
}

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix positions popovers with inline style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // 'self' covers the page's own ws:/wss: origin (CSP Level 3); no other host may be reached.
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  // An unexpected failure's message is for the log only; a deliberate one (an HttpError: payments not set up, the
  // provider unreachable) was written for the person and is sent as it is.
  if (status >= 500 && !(error instanceof HttpError)) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({ message: 'Something went wrong on our side. Please try again.' } satisfies ApiError);
  }
  const details = error instanceof HttpError ? error.details : undefined;
  return reply.status(status).send({ message: clientMessage(error), ...details } satisfies ApiError);
}

/** Fastify's own 4xx messages are written for developers; the common ones get words a person can act on. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message;
  }
}

/**
 * Serves the built SPA with long-lived caching for hashed assets; the public pages the build prerendered as their own
 * HTML (decision 019), and index.html for every other page.
 */
async function registerWebClient(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasClient = existsSync(indexFile);
  const prerendered = readPrerenderedPages(webDistDir);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (scripts/vite-precompress.ts); they are served by Accept-Encoding.
      preCompressed: true,
      // Outside assets/, the service worker (sw.js) and the web app manifest are revalidated on every load like
      // index.html: that is how a phone learns of a new build (decision 031).
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = isServerPath(request.url);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    // A missing file (an asset of another build, a typo) is a 404, never index.html served as JavaScript.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (isApi || isFile || !isPageRequest || !hasClient) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` } satisfies ApiError);
    }
    // A public page as prerendered (with or without a trailing slash); otherwise the history fallback: the client
    // router decides what the path shows, including its 404 page. Both are revalidated, as a new build changes them.
    const pagePath = (request.url.split('?')[0] ?? '').replace(/\/+$/, '') || '/';
    return reply.header('Cache-Control', 'no-cache').sendFile(prerendered.get(pagePath) ?? 'index.html');
  });
}
