import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { GameListItem } from '../../../../../contract/games-responses';
import {
  formatLabel,
  HANDICAP_JOIN_ERROR,
  HANDICAP_MAX,
  HANDICAP_MIN,
  handicapDisplay,
  handicapFrom,
  handicapFromText,
  handicapInputText,
  handicapTypingIsAccepted,
  teamName,
  type TeeSet,
} from '../../../../../golf';
import { Button } from '../../../../components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../components/ui/use-toast';
import { useSignedInUser } from '../../../../lib/auth';
import { gameFormatOf } from '../../../../lib/games/round';
import { serverMessage } from '../../../../lib/api';
import { toastFailure } from '../../../../lib/notify';
import { cn } from '../../../../lib/utils';
import { useJoinGame } from '../../api/use-game-mutations';
import { INDEX_REFUSED_TITLE, IndexField, indexFieldRead, indexInputText, indexWireValue } from '../handicap/index-field';
import { TeeSetField } from '../handicap/tee-set-field';
import { joinTeamFor } from './join-offer';
import { JOIN_FAILURE, JOINED_TITLE } from './view-games-messages';

const teamDot = { A: 'bg-red-600 dark:bg-red-400', B: 'bg-blue-600 dark:bg-blue-400' } as const;

/**
 * The list's join dialog (product §G2, §G4, §G7): the golfer's handicap, prefilled from their profile with plus
 * handicaps shown as +n, and the team the engine picks for them on a team format. In a "whs" game (product §R12) it
 * asks for the Handicap Index instead, prefilled from the profile's, and the tee set. Joining opens the game.
 * Rendered inside a <Dialog> only while a game is chosen, so each game gets a fresh form.
 */
export function JoinGameDialog({ game }: { game: GameListItem }) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const join = useJoinGame(game.id);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  // The toast sits outside the modal dialog, where assistive technology cannot reach it: the dialog repeats why.
  const [problem, setProblem] = useState<string | null>(null);
  const whs = game.handicapMode === 'whs';
  const [handicapText, setHandicapText] = useState(() => (whs ? indexInputText(user.handicapIndex) : handicapInputText(user.handicap)));
  const [teeSet, setTeeSet] = useState<TeeSet>('M');
  const team = joinTeamFor(game);

  /** What the golfer gives (product §R19): a whole handicap, or in a "whs" game an index (blank: the server's) and tee set. */
  function given(): { handicap: number | null; teeSet?: TeeSet } | null {
    if (whs) {
      const index = indexFieldRead(handicapText);
      if (index.kind !== 'invalid') return { handicap: index.kind === 'index' ? indexWireValue(index.index) : null, teeSet };
      toast({ variant: 'destructive', title: INDEX_REFUSED_TITLE, description: index.message });
      setProblem(index.message);
      return null;
    }
    const handicap = handicapFromText(handicapText);
    if (handicap !== null) return { handicap };
    toast({ variant: 'destructive', ...HANDICAP_JOIN_ERROR });
    setProblem(HANDICAP_JOIN_ERROR.description);
    return null;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (join.isPending) return;
    const body = given();
    if (body === null) return;
    setProblem(null);
    join.mutate(
      { ...body, teamAssignment: team },
      {
        onSuccess: () => {
          toast({ title: JOINED_TITLE, description: `You're in ${game.name}.` });
          void navigate(`/app/game/${String(game.id)}`);
        },
        onError: (error) => {
          toastFailure(JOIN_FAILURE.title, error, JOIN_FAILURE.fallback);
          setProblem(serverMessage(error) ?? JOIN_FAILURE.fallback);
        },
      },
    );
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Join {game.name}</DialogTitle>
        <DialogDescription>
          {game.courseName} · {game.teeColor} tees · {formatLabel(gameFormatOf(game))}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {whs ? (
          <>
            <IndexField
              id={inputId}
              value={handicapText}
              onChange={(text) => {
                setHandicapText(text);
                setProblem(null);
              }}
              error={problem ?? undefined}
              className="max-w-40"
            />
            <TeeSetField value={teeSet} onChange={setTeeSet} />
          </>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Your handicap</Label>
            <Input
              id={inputId}
              value={handicapText}
              onChange={(event) => {
                if (!handicapTypingIsAccepted(event.target.value)) return;
                setHandicapText(event.target.value);
                setProblem(null);
              }}
              inputMode="tel"
              autoComplete="off"
              aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
              aria-invalid={problem === HANDICAP_JOIN_ERROR.description}
              className="max-w-40"
            />
            {problem ? (
              <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                {problem}
              </p>
            ) : null}
            <p id={hintId} className="text-sm text-muted-foreground">
              0 to {HANDICAP_MAX}, or +1 to {handicapDisplay(handicapFrom(HANDICAP_MIN))} for a plus handicap.
            </p>
          </div>
        )}
        {team ? (
          <p className="flex items-center gap-3 rounded-lg border bg-muted/50 px-3 py-2.5 text-sm font-medium">
            <span className={cn('size-3 shrink-0 rounded-full', teamDot[team])} aria-hidden />
            You'll play for the {teamName(team).name}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" className="h-11">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" className="h-11" disabled={join.isPending}>
            {join.isPending ? 'Joining...' : 'Join Game'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
