import type { RoundState } from '../../../../../golf';
import { holesWonOf } from '../../lib/game-view';

/**
 * The match status banner (spec 001 §2, §4) for match, best ball and nassau in match mode: the engine's status text
 * ('All Square thru 3', 'Red Team is 2UP thru 5', 'Sam Wins! (3 and 2)'), holes won and holes remaining.
 */
export function MatchBanner({ state }: { state: RoundState }) {
  const play = state.play;
  if (play.kind === 'match') {
    return (
      <section aria-label="Match status" className="rounded-xl border-2 border-primary/30 bg-primary/5 p-4">
        <MatchLine label={null} match={play.match} />
      </section>
    );
  }
  if (play.kind === 'nassau' && play.mode === 'match') {
    return (
      <section aria-label="Match status" className="grid gap-3 rounded-xl border-2 border-primary/30 bg-primary/5 p-4">
        {play.bets.map((bet) => (bet.play.kind === 'match' ? <MatchLine key={bet.key} label={bet.label} match={bet.play.match} /> : null))}
      </section>
    );
  }
  return null;
}

type Match = Extract<RoundState['play'], { kind: 'match' }>['match'];

function MatchLine({ label, match }: { label: string | null; match: Match }) {
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
