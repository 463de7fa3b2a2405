import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../lib/auth';
import { gameKey, myGamesKey, publicGamesKey } from '../../../lib/games/game-keys';
import { expectOwnChange } from '../../../lib/games/own-changes';
import type { GameEvent } from '../../../../contract/realtime';
import { type AddManualPlayerBody, addManualPlayer } from './add-manual-player';
import { type AddPlayerByIdBody, addPlayerById } from './add-player-by-id';
import { completeGame } from './complete-game';
import { joinGame, type JoinGameBody } from './join-game';
import { removePlayer } from './remove-player';
import { startGame } from './start-game';
import { updatePlayer, type UpdatePlayerBody } from './update-player';

// The game calls of product §G7 (but the round's scores, drinks and hole advance, which go through the outbox of
// lib/offline, issue 29) are one fetcher per file beside this one, each typing its body with the contract and
// parsing the answer with it; the hooks here run them and refresh the cache. (Admin's api keeps each hook with its
// fetcher; these stay together because every one shares useGameChange's refresh and the screens import them here.)

/**
 * A change to one game: on success everything cached of that game (game, players, history) and the lists are
 * refetched, so the screen shows what the server stored. `event` is the realtime event the change causes; its
 * notice is then not shown again on this tab (lib/games/own-changes.ts). `alsoStale` names more cache entries the change
 * makes stale (a join keeps the golfer's handicap on their profile).
 */
function useGameChange<Input, Output>(gameId: number, mutationFn: (input: Input) => Promise<Output>, event?: GameEvent['type'], alsoStale: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => {
      if (event) expectOwnChange(gameId, event);
      return mutationFn(input);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: gameKey(gameId) }),
        queryClient.invalidateQueries({ queryKey: myGamesKey }),
        queryClient.invalidateQueries({ queryKey: publicGamesKey }),
        ...alsoStale.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}

export const useJoinGame = (gameId: number) => useGameChange(gameId, (body: JoinGameBody) => joinGame(gameId, body), 'PLAYER_ADDED', [currentUserQueryKey]);
export const useAddManualPlayer = (gameId: number) => useGameChange(gameId, (body: AddManualPlayerBody) => addManualPlayer(gameId, body), 'PLAYER_ADDED');
export const useAddPlayerById = (gameId: number) => useGameChange(gameId, (body: AddPlayerByIdBody) => addPlayerById(gameId, body), 'PLAYER_ADDED');
export const useUpdatePlayer = (gameId: number) =>
  useGameChange(gameId, ({ playerId, body }: { playerId: string; body: UpdatePlayerBody }) => updatePlayer(gameId, playerId, body), 'PLAYER_UPDATED');
export const useRemovePlayer = (gameId: number) => useGameChange(gameId, (playerId: string) => removePlayer(gameId, playerId), 'PLAYER_REMOVED');
export const useStartGame = (gameId: number) => useGameChange(gameId, () => startGame(gameId), 'GAME_STARTED');
export const useCompleteGame = (gameId: number) => useGameChange(gameId, () => completeGame(gameId));
