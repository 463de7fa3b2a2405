import type { ReactNode } from 'react';
import type { GamePlayer } from '../../../../../contract/games-responses';
import { type PlayerState, type Team, teamName } from '../../../../../golf';
import { cn } from '../../../../lib/utils';
import { initialsOf } from '../../lib/game-view';
import { handicapLineOf } from '../../lib/handicap-line';

const TEAM_MARKER_CLASSES: Record<Team, string> = { A: 'bg-red-600 text-white', B: 'bg-blue-600 text-white' };

type PlayerRowProps = {
  player: GamePlayer;
  state: PlayerState | undefined;
  isMe: boolean;
  /** Two-team games mark each row Red or Blue (product §G2). */
  showTeamMarker: boolean;
  actions?: ReactNode;
  extra?: ReactNode;
};

/**
 * A player (product §G2): initials avatar, name, handicap (+ for plus handicaps), net to par (E), strokes, team marker;
 * in a "whs" game the handicap is the chain from index to strokes, and a player on the women's tees is marked (product §R12).
 */
export function PlayerRow({ player, state, isMe, showTeamMarker, actions, extra }: PlayerRowProps) {
  const name = player.user.displayName;
  const whsLine = handicapLineOf(player);
  const team = player.teamAssignment;
  const marker = team ? { label: teamName(team).shortName, className: TEAM_MARKER_CLASSES[team] } : null;
  return (
    <li className="grid grid-cols-1 gap-2 py-3" aria-label={name}>
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold',
            marker && showTeamMarker ? marker.className : 'bg-primary/10 text-primary',
          )}
          aria-hidden
        >
          {initialsOf(name)}
        </span>
        <div className="min-w-0 flex-1">
          {/* The badges wrap under a name too long for the row rather than cut it ('Jack M...' beside You on a 390 px phone, issue 34). */}
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 font-semibold">
            <span className="min-w-0 [overflow-wrap:anywhere]" data-testid="player-name">
              {name}
            </span>
            {isMe ? <span className="shrink-0 rounded bg-muted px-1.5 text-xs font-medium text-muted-foreground">You</span> : null}
            {showTeamMarker && marker ? (
              <span className={cn('shrink-0 rounded px-1.5 text-xs font-semibold', marker.className)} data-testid="team-marker">
                {marker.label}
              </span>
            ) : null}
            {player.teeSet === 'W' ? (
              // "W" on a phone, where the name needs the room; the words for screen readers and on wider screens.
              <span className="shrink-0 rounded border px-1.5 text-xs font-medium text-muted-foreground" data-testid="womens-tees" title="Women's tees">
                <span className="sm:hidden" aria-hidden>
                  W
                </span>
                <span className="max-sm:sr-only">Women&apos;s tees</span>
              </span>
            ) : null}
          </p>
          {whsLine === null ? (
            <p className="text-sm text-muted-foreground">
              HCP <span className="font-medium text-foreground" data-testid="player-handicap">{state?.handicapDisplay ?? player.handicap}</span>
            </p>
          ) : (
            <p className="text-sm break-words text-muted-foreground" data-testid="player-handicap-line">
              {whsLine}
            </p>
          )}
        </div>
        <dl className="flex shrink-0 gap-3 text-right">
          <div>
            <dt className="text-[11px] text-muted-foreground uppercase">Net</dt>
            <dd className="text-lg font-bold tabular-nums" data-testid="player-net">
              {state?.netScoreDisplay ?? 'E'}
            </dd>
          </div>
          <div>
            <dt className="text-[11px] text-muted-foreground uppercase">Strokes</dt>
            <dd className="text-lg font-bold tabular-nums" data-testid="player-strokes">
              {state?.totalStrokes ?? 0}
            </dd>
          </div>
        </dl>
      </div>
      {actions || extra ? (
        <div className="flex flex-wrap items-center justify-end gap-2 pl-14">
          {extra}
          {actions}
        </div>
      ) : null}
    </li>
  );
}
