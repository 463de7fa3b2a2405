import type { AdminGame, AdminListQuery } from '../../contract/admin';
import type { GameReads } from '../games/reads-service';
import type { GamesRepository } from '../games/repository';
import { gameMessages } from '../games/messages';
import { notFound } from '../http/errors';
import type { AdminGamesRepository } from './games-repository';
import { toAdminGame } from './responses';

export type AdminGamesDeps = {
  adminGames: AdminGamesRepository;
  games: Pick<GamesRepository, 'delete'>;
  /** The read cache a deleted game leaves stale on this instance (games/reads-service.ts). */
  reads: Pick<GameReads, 'forget'>;
};

/** The admin's Games tab (product §G6-§G7): every game listed, and any game deleted. */
export function createAdminGamesService({ adminGames, games, reads }: AdminGamesDeps) {
  return {
    /** A page of every game, newest first, and how many match in all. */
    async list(query: AdminListQuery): Promise<{ games: AdminGame[]; total: number }> {
      const { rows, total } = await adminGames.adminPage({ text: query.q, limit: query.limit, offset: query.offset });
      return { games: rows.map(toAdminGame), total };
    },

    /** Deletes any game with its players, scores and history; 404 when there is none. */
    async remove(gameId: number): Promise<void> {
      const deleted = await games.delete(gameId);
      reads.forget(gameId);
      if (!deleted) throw notFound(gameMessages.notFound);
    },
  };
}

export type AdminGamesService = ReturnType<typeof createAdminGamesService>;
