import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { GameDetail, GamePlayer } from '../../../../../contract/games-responses';
import { type Team, teamName } from '../../../../../golf';
import { ConfirmActionDialog } from '../../../../components/confirm-action-dialog';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { lazyComponent } from '../../../../lib/lazy-component';
import { toastFailure } from '../../../../lib/notify';
import { useRemovePlayer, useUpdatePlayer } from '../../api/use-game-mutations';

const EditPlayerDialog = lazyComponent(() => import('./edit-player-dialog'), 'EditPlayerDialog');

/** 44 x 44 px at least: a thumb on a phone (issue 11). */
const TAP = 'h-11 min-w-11';

type LobbyPlayerActionsProps = { game: Pick<GameDetail, 'id' | 'handicapMode'>; player: GamePlayer; teams: boolean; isCreatorRow: boolean };

/** The creator's buttons on a player in the lobby (product §G2): team switch ('Blue →', '← Red'), edit, remove. */
export function LobbyPlayerActions({ game, player, teams, isCreatorRow }: LobbyPlayerActionsProps) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const update = useUpdatePlayer(game.id);
  const remove = useRemovePlayer(game.id);
  const name = player.user.displayName;

  const red = teamName('A');
  const blue = teamName('B');

  function switchTeam(team: Team) {
    update.mutate(
      { playerId: player.userId, body: { teamAssignment: team } },
      {
        onSuccess: () => toast({ title: 'Player Updated', description: `${name} is on the ${teamName(team).name}.` }),
        onError: (error) => toastFailure('Error', error, 'Failed to update player'),
      },
    );
  }

  return (
    <>
      {teams && player.teamAssignment === 'A' ? (
        <Button variant="outline" className={TAP} disabled={update.isPending} onClick={() => switchTeam('B')} aria-label={`Move ${name} to ${blue.name}`}>
          {blue.shortName} →
        </Button>
      ) : null}
      {teams && player.teamAssignment === 'B' ? (
        <Button variant="outline" className={TAP} disabled={update.isPending} onClick={() => switchTeam('A')} aria-label={`Move ${name} to ${red.name}`}>
          ← {red.shortName}
        </Button>
      ) : null}
      <Button variant="outline" className={TAP} onClick={() => setEditing(true)} aria-label={`Edit ${name}`}>
        <PencilIcon aria-hidden />
        Edit
      </Button>
      {editing ? (
        <Suspense fallback={null}>
          <EditPlayerDialog game={game} player={player} teams={teams} open={editing} onOpenChange={setEditing} />
        </Suspense>
      ) : null}
      {isCreatorRow ? null : (
        <ConfirmActionDialog
          open={removing}
          onOpenChange={setRemoving}
          triggerClassName={TAP}
          trigger={
            <>
              <Trash2Icon aria-hidden />
              <span className="sr-only">Remove {name}</span>
            </>
          }
          title={`Remove ${name}?`}
          description="They leave the game; their scores go with them."
          confirmLabel="Remove Player"
          pending={remove.isPending}
          // mutateAsync, not mutate's callbacks: the refresh that follows the removal unmounts this row, and react-query
          // drops a mutate callback whose component is gone, so 'Player Removed' would never show.
          onConfirm={() =>
            void remove.mutateAsync(player.userId).then(
              () => {
                setRemoving(false);
                toast({ title: 'Player Removed', description: `${name} is out of the game.` });
              },
              (error: unknown) => toastFailure('Error', error, 'Failed to remove player. Please try again.'),
            )
          }
        />
      )}
    </>
  );
}
