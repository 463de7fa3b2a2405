import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { GameDetail, GamePlayer } from '../../../../contract/games-responses';
import { type GameEvent, isGameEvent } from '../../../../contract/realtime';
import { toast } from '../../../components/ui/use-toast';
import { type GameAudience, gameKey, gamePlayersKey } from '../../../lib/games/game-keys';
import { consumeOwnChange } from '../../../lib/games/own-changes';
import { playersWithScore, withJunkMarkShown, withWolfChoice } from '../../../lib/games/round';
import { realtimeSend, useRealtime, useRealtimeReconnect, useRealtimeStatus } from '../../../lib/realtime';

// The game screen's live updates (product §G4, issue 11): JOIN_GAME on the tab's one socket, answered by GAME_JOINED
// (a screen that read the game before a change the channel sent before it joined reads again), then every event of
// the game. A SCORE_UPDATE exactly one version ahead is written into the cached players, a WOLF_CHOICE or a
// JUNK_MARKED likewise into the cached game; anything else refetches.
// While the socket is down the screen polls instead (the caller passes `poll` to its queries).

const NOTICES: Partial<Record<GameEvent['type'], string>> = {
  PLAYER_ADDED: 'Player Added',
  PLAYER_REMOVED: 'Player Removed',
  PLAYER_UPDATED: 'Player Updated',
  GAME_STARTED: 'Game Started!',
};

function playerName(players: readonly GamePlayer[] | undefined, playerId: string): string | null {
  return players?.find((player) => player.userId === playerId)?.user.displayName ?? null;
}

function noticeText(event: GameEvent, name: string | null): string {
  switch (event.type) {
    case 'PLAYER_ADDED':
      return name ? `${name} joined the game.` : 'A player joined the game.';
    case 'PLAYER_REMOVED':
      return name ? `${name} left the game.` : 'A player left the game.';
    case 'PLAYER_UPDATED':
      return name ? `${name}'s details changed.` : "A player's details changed.";
    case 'GAME_STARTED':
      return 'The round is on. Good luck out there!';
    default:
      return '';
  }
}

/**
 * Follows game `gameId` live and returns whether the screen must poll (the socket is down). GAME_COMPLETE opens the
 * results for everyone.
 */
export function useGameLive(gameId: number, audience: GameAudience): { poll: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const status = useRealtimeStatus();

  useEffect(() => {
    realtimeSend({ type: 'JOIN_GAME', gameId });
    return () => realtimeSend({ type: 'LEAVE_GAME', gameId });
  }, [gameId]);

  // Events missed while the socket was down: one refetch when it is back.
  useRealtimeReconnect(() => void queryClient.invalidateQueries({ queryKey: gameKey(gameId, audience) }));

  useRealtime((message) => {
    if (message.type === 'GAME_JOINED' && message.gameId === gameId) {
      // A change made between this screen's read and its join came before the channel had this socket: read again.
      const shown = queryClient.getQueryData<GameDetail>(gameKey(gameId, audience));
      if (message.version !== null && (!shown || shown.version < message.version)) void queryClient.invalidateQueries({ queryKey: gameKey(gameId, audience) });
      return;
    }
    if (!isGameEvent(message) || message.gameId !== gameId) return;
    const keys = { game: gameKey(gameId, audience), players: gamePlayersKey(gameId, audience) };
    const game = queryClient.getQueryData<GameDetail>(keys.game);
    const players = queryClient.getQueryData<GamePlayer[]>(keys.players);

    if (message.type === 'GAME_COMPLETE') {
      void queryClient.invalidateQueries({ queryKey: keys.game });
      void navigate(`/app/game/${String(gameId)}/complete`);
      return;
    }
    // A read in flight may have left before this change and land after it, putting the old copy back: it is asked
    // again instead (invalidating cancels it), so the copy on screen is never older than the last event.
    const reading = queryClient.isFetching({ queryKey: keys.game }) > 0;
    if (message.type === 'SCORE_UPDATE' && !reading && game && players && game.version === message.version - 1) {
      queryClient.setQueryData<GamePlayer[]>(keys.players, playersWithScore(players, message.score));
      queryClient.setQueryData<GameDetail>(keys.game, { ...game, version: message.version });
      return;
    }
    if (message.type === 'WOLF_CHOICE' && !reading && game && game.version === message.version - 1) {
      // The wolf's choice made on another phone (product §R13), on this one without a refetch.
      queryClient.setQueryData<GameDetail>(keys.game, { ...game, wolfChoices: withWolfChoice(game.wolfChoices, message.choice), version: message.version });
      return;
    }
    if (message.type === 'JUNK_MARKED' && !reading && game && game.version === message.version - 1) {
      // A greenie or sandie marked on another phone (product §R16), likewise.
      queryClient.setQueryData<GameDetail>(keys.game, { ...game, junkMarks: withJunkMarkShown(game.junkMarks, message.mark, message.on), version: message.version });
      return;
    }
    const title = NOTICES[message.type];
    // Consumed first: this tab's own change may already be on screen through its own refetch.
    const ownChange = title !== undefined && consumeOwnChange(gameId, message.type);
    if (game && game.version >= message.version) {
      if (reading) void queryClient.invalidateQueries({ queryKey: keys.game });
      return;
    }
    if (title && !ownChange) {
      const name = 'playerId' in message ? playerName(players, message.playerId) : null;
      void queryClient.invalidateQueries({ queryKey: keys.game }).then(() => {
        const after = queryClient.getQueryData<GamePlayer[]>(keys.players);
        const shown = name ?? ('playerId' in message ? playerName(after, message.playerId) : null);
        toast({ title, description: noticeText(message, shown) });
      });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: keys.game });
  });

  return { poll: status !== 'connected' };
}
