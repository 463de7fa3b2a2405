import { adminGamesRepository } from './admin/games-repository';
import { usersRepository } from './users/repository';
import { golferSearchRepository } from './users/search-repository';
import { sessionsRepository } from './auth/sessions-repository';
import { exportsRepository } from './backup/repository';
import { coursesRepository } from './courses/repository';
import type { Db, DbOrTx } from './db/client';
import { withTransaction } from './db/transaction';
import { presenceRepository } from './friends/presence-repository';
import { acquaintanceExists, friendsRepository } from './friends/repository';
import { gameReadsRepository } from './games/reads-repository';
import { gamesRepository } from './games/repository';
import { groupsRepository } from './groups/repository';
import { invitationsRepository } from './invitations/repository';
import { mailOutboxRepository } from './mail/outbox-repository';
import { notificationsRepository } from './notifications/repository';
import { paymentEventsRepository } from './payments/repository';
import { profileRepository } from './profile/repository';

/** Every repository, bound to one database handle: the database, or a transaction. */
function repositoriesOn(handle: DbOrTx) {
  return {
    users: usersRepository(handle),
    sessions: sessionsRepository(handle),
    invitations: invitationsRepository(handle),
    courses: coursesRepository(handle),
    mailOutbox: mailOutboxRepository(handle),
    games: gamesRepository(handle),
    gameReads: gameReadsRepository(handle),
    adminGames: adminGamesRepository(handle),
    golferSearch: golferSearchRepository(handle, acquaintanceExists),
    friends: friendsRepository(handle),
    groups: groupsRepository(handle),
    notifications: notificationsRepository(handle),
    presence: presenceRepository(handle),
    profiles: profileRepository(handle),
    paymentEvents: paymentEventsRepository(handle),
    exports: exportsRepository(handle),
  };
}

export type Repositories = ReturnType<typeof repositoriesOn>;

/**
 * Every repository bound to the database, and `transaction(work)`, which hands `work` the same repositories bound
 * to one transaction. Built once by the composition root (services.ts, main.ts); each service is given only the
 * repositories it uses, and a `transaction` typed to hand it only those (docs/decisions/010).
 */
export function repositories(db: Db) {
  return withTransaction(db, repositoriesOn);
}
