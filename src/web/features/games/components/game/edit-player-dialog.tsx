import { useId, useState } from 'react';
import type { GameDetail, GamePlayer } from '../../../../../contract/games-responses';
import { handicapInputText } from '../../../../../golf';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../components/ui/use-toast';
import { toastFailure } from '../../../../lib/notify';
import { useUpdatePlayer } from '../../api/use-game-mutations';
import { indexInputText } from '../handicap/index-field';
import { GivenHandicapFields, useGivenHandicap } from './given-handicap-fields';
import { type TeamOption, TeamSelect } from './team-select';

type EditPlayerDialogProps = { game: Pick<GameDetail, 'id' | 'handicapMode'>; player: GamePlayer; teams: boolean; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Edit Player Details (product §G2): the name only for a player without an account (and never empty), the handicap,
 * and in team formats the team including No Team; Save Changes. In a "whs" game the handicap is the player's Handicap
 * Index with their tee set, as they stand (product §R12, §R19).
 */
export function EditPlayerDialog({ game, player, teams, open, onOpenChange }: EditPlayerDialogProps) {
  const [name, setName] = useState(player.user.displayName);
  const whs = game.handicapMode === 'whs';
  const given = useGivenHandicap(game, { text: whs ? indexInputText(player.handicapIndex) : handicapInputText(player.handicap), teeSet: player.teeSet });
  const [team, setTeam] = useState<TeamOption>(player.teamAssignment ?? 'none');
  const update = useUpdatePlayer(game.id);
  const nameId = useId();
  const nameMissing = player.isManual && name.trim() === '';

  function save() {
    const handicap = given.read();
    if (handicap === null) return;
    const body = {
      // A blank index is scratch, as a blank handicap is 0 ("empty is none or 0", product §G5).
      ...handicap,
      handicap: handicap.handicap ?? 0,
      ...(teams ? { teamAssignment: team === 'A' || team === 'B' ? team : null } : {}),
      ...(player.isManual ? { playerName: name.trim() } : {}),
    };
    update.mutate(
      { playerId: player.userId, body },
      {
        onSuccess: () => {
          toast({ title: 'Player Updated', description: `${player.isManual ? name.trim() : player.user.displayName}'s details are saved.` });
          onOpenChange(false);
        },
        onError: (error) => toastFailure('Error', error, 'Failed to update player'),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Player Details</DialogTitle>
          <DialogDescription>
            {player.isManual ? `Change the name, ${whs ? 'Handicap Index, tee set' : 'handicap'} or team.` : `Change ${player.user.displayName}'s ${whs ? 'Handicap Index, tee set' : 'handicap'} or team for this game.`}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!nameMissing) save();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={nameId}>Name</Label>
            <Input
              id={nameId}
              value={name}
              disabled={!player.isManual}
              onChange={(event) => setName(event.target.value)}
              className="h-12 text-base"
              aria-invalid={nameMissing}
              aria-describedby={nameMissing ? `${nameId}-error` : undefined}
            />
            {nameMissing ? (
              <p id={`${nameId}-error`} className="text-sm text-destructive">
                Player name is required
              </p>
            ) : null}
            {!player.isManual ? <p className="text-xs text-muted-foreground">Golfers with an account keep their own name.</p> : null}
          </div>
          <GivenHandicapFields given={given} />
          {teams ? <TeamSelect value={team} onChange={setTeam} options={['A', 'B', 'none']} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={nameMissing || update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
