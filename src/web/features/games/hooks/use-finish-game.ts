import { useNavigate } from 'react-router';
import { toastFailure } from '../../../lib/notify';
import { useCompleteGame } from '../api/use-game-mutations';

/** The creator's Finish Game / Finish Now: completes the game and opens the results (product §G4). */
export function useFinishGame(gameId: number): { finish: () => void; pending: boolean } {
  const complete = useCompleteGame(gameId);
  const navigate = useNavigate();
  return {
    pending: complete.isPending,
    finish: () =>
      complete.mutate(undefined, {
        onSuccess: () => void navigate(`/app/game/${String(gameId)}/complete`),
        onError: (error) => toastFailure('Error', error, 'Failed to complete game. Please try again.'),
      }),
  };
}
