import type { MatchState, RoundState } from '../../../../golf';
import { holesWonOf } from '../lib/game-view';

// What the formats played as matches share on the screens: the status banner, the scorecard's Match row and the
// 'Match Complete!' prompt, each from the engine's match states (product §G2, §G4).

/** A match shown with a label (a nassau's 'Front 9') or none (the one match of match play and best ball). */
export interface LabelledMatch {
  readonly label: string | null;
  readonly match: MatchState;
}

function MatchLine({ label, match }: LabelledMatch) {
  if (match.kind === 'unavailable') {
    return <p className="font-semibold text-muted-foreground">{label ? `${label}: ` : ''}{match.status}</p>;
  }
  const won = holesWonOf(match);
  return (
    <div className="grid gap-1">
      <p className="text-lg font-bold" data-testid="match-status">
        {label ? <span className="mr-2 text-sm font-semibold text-muted-foreground uppercase">{label}</span> : null}
        {match.status}
      </p>
      {match.dormie ? <p className="text-sm font-semibold text-primary">{match.dormie}</p> : null}
      <p className="text-sm text-muted-foreground">
        {won.map((side) => `${side.name} ${String(side.won)}`).join(' · ')} · {match.holesRemaining} {match.holesRemaining === 1 ? 'hole' : 'holes'} remaining
      </p>
    </div>
  );
}

/** The match status banner (product §G2): the engine's status text, holes won and holes remaining, per match. */
export function MatchBanner({ matches }: { matches: readonly LabelledMatch[] }) {
  if (matches.length === 0) return null;
  return (
    <section aria-label="Match status" className="grid gap-3 rounded-xl border-2 border-primary/30 bg-primary/5 p-4">
      {matches.map((entry) => (
        <MatchLine key={entry.label ?? 'match'} {...entry} />
      ))}
    </section>
  );
}

/** The Match row of the scorecard: each counted hole's running short form across the matches given. */
export function matchRowFrom(matches: readonly MatchState[]): ReadonlyMap<number, string> {
  const holes = matches.flatMap((match) => (match.kind === 'playing' ? match.holes : []));
  return new Map(holes.map((hole) => [hole.holeNumber, hole.short]));
}

/** A decided match's status ('Red Team Wins! (3 and 2)'), or null while it is undecided. */
export function decidedStatus(match: MatchState): string | null {
  return match.kind === 'playing' && match.decision !== null ? match.status : null;
}

/** The round's one match, for the formats played as a single match (match play, best ball). */
export function roundMatch(state: RoundState): MatchState | null {
  return state.play.kind === 'match' ? state.play.match : null;
}

/** The status of the round's one stroke comparison, or of its one match. */
export function roundStatus(state: RoundState): string {
  const { play } = state;
  if (play.kind === 'match') return play.match.status;
  if (play.kind === 'stroke') return play.standing.status;
  return '';
}
