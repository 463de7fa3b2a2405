import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createAdminGamesService } from './admin/games-service';
import { createAdminUsersService } from './admin/users-service';
import { createBackupService } from './backup/service';
import { createOidcAccounts } from './auth/oidc-account';
import { createOidcSignIn } from './auth/oidc';
import { LoginThrottle, loginThrottleDefaults } from './auth/login-throttle';
import { RedisThrottleStore } from './auth/redis-throttle-store';
import { createAuthService } from './auth/service';
import { createSessionService, EMBEDDED_SESSION_CACHE_MS, SESSION_CACHE_MS } from './auth/session-service';
import type { Config } from './config';
import { createCoursesService } from './courses/service';
import { randomUUID } from 'node:crypto';
import { createPresenceService } from './friends/presence';
import { createFriendsService } from './friends/service';
import { createGameCommands } from './games/commands-service';
import { createGameReads } from './games/reads-service';
import { createGroupsService } from './groups/service';
import type { DatabaseKind, Db } from './db/client';
import { createInvitationsService } from './invitations/service';
import { createMailer, type Mailer } from './mail/mailer';
import { createNotificationsService } from './notifications/service';
import { createTrialReminders } from './notifications/trial-reminders';
import { createPaymentsService } from './payments/service';
import { createStripeSetup } from './payments/stripe-client';
import { createProfileService } from './profile/service';
import type { RealtimeBus } from './realtime/bus';
import { repositories } from './repositories';
import { createGolferSearch } from './users/search-service';

/**
 * The composition root of the services: each gets the repositories and outlets (mailer, config values) it uses,
 * and nothing else (house style; docs/decisions/010). Routes receive the services they call.
 */
export function createServices({
  db,
  databaseKind,
  config,
  log,
  bus,
  mailer: givenMailer,
  redis,
}: {
  db: Db;
  databaseKind: DatabaseKind;
  config: Config;
  log: FastifyBaseLogger;
  bus: RealtimeBus;
  mailer?: Mailer;
  /** Set with REDIS_URL: sign-in attempts are counted there, together with every other instance. */
  redis?: Redis | null;
}) {
  const data = repositories(db);
  const mailer = givenMailer ?? createMailer(config, data.mailOutbox, log);
  const sessions = createSessionService({
    sessions: data.sessions,
    sessionsEnded: (userId) => void bus.publish({ kind: 'sessions', userId }).catch((error: unknown) => log.warn({ err: error }, 'realtime publish failed')),
    cacheMs: databaseKind === 'pglite' ? EMBEDDED_SESSION_CACHE_MS : SESSION_CACHE_MS,
  });
  const throttleStore = redis ? new RedisThrottleStore(redis, loginThrottleDefaults.windowMs, `${config.REDIS_KEY_PREFIX}signin:`) : undefined;
  const throttle = new LoginThrottle({}, throttleStore);
  const auth = createAuthService({
    users: data.users,
    transaction: data.transaction,
    sessions,
    mailer,
    publicUrl: config.publicUrl,
    log,
    throttle,
    passwordHashCost: config.PASSWORD_HASH_COST,
  });
  const invitations = createInvitationsService({
    invitations: data.invitations,
    users: data.users,
    transaction: data.transaction,
    mailer,
    publicUrl: config.publicUrl,
    signupOpen: config.ALLOW_SIGNUP,
    sessionsEnded: sessions.ended,
    sessions,
    passwordHashCost: config.PASSWORD_HASH_COST,
  });
  const oidcClient = createOidcSignIn(config, log);
  const oidc = oidcClient
    ? createOidcAccounts({ client: oidcClient, users: data.users, sessions, redeemInvitation: invitations.accountFromInvitation })
    : null;
  const adminUsers = createAdminUsersService({ users: data.users, transaction: data.transaction, bus, log, passwordHashCost: config.PASSWORD_HASH_COST });
  const courses = createCoursesService({ courses: data.courses, transaction: data.transaction });
  const gameReads = createGameReads({ reads: data.gameReads, games: data.games, bus });
  const gameCommands = createGameCommands({ transaction: data.transaction, games: data.games, reads: gameReads, courses: data.courses, bus, log });
  const adminGames = createAdminGamesService({ adminGames: data.adminGames, games: data.games, reads: gameReads });
  const golferSearch = createGolferSearch({ golfers: data.golferSearch });
  // Each process is its own instance in user_presence, so a restart never inherits a dead process's sockets.
  const presence = createPresenceService({ presence: data.presence, friends: data.friends, bus, log, instanceId: randomUUID(), onlyInstance: databaseKind === 'pglite' });
  const friends = createFriendsService({
    friends: data.friends,
    transaction: data.transaction,
    bus,
    log,
    openGamesOf: (userId, viewer) => gameReads.openGamesOf(userId, viewer),
    isOnline: (userIds) => presence.isOnline(userIds),
  });
  const groups = createGroupsService({ groups: data.groups, transaction: data.transaction, bus, log });
  const notifications = createNotificationsService({ notifications: data.notifications, bus, log });
  const profile = createProfileService({ users: data.users, profiles: data.profiles, transaction: data.transaction, bus, log });
  const trialReminders = createTrialReminders({ users: data.users, notifications: data.notifications, bus, log });
  const payments = createPaymentsService({
    setup: createStripeSetup(config),
    transaction: data.transaction,
    bus,
    log,
    publicUrl: config.publicUrl,
    paymentLink: config.STRIPE_PAYMENT_LINK,
    portalLink: config.STRIPE_PORTAL_LINK,
  });
  const backups = createBackupService({ db, databaseKind, exports: data.exports, log });
  return { mailer, sessions, auth, oidc, invitations, adminUsers, adminGames, courses, gameReads, gameCommands, golferSearch, friends, groups, notifications, presence, trialReminders, profile, payments, backups };
}

export type Services = ReturnType<typeof createServices>;
