import type { ReactNode } from 'react';
import type { GameDetail, GamePlayer } from '../../../../../contract/games-responses';
import { formatNeedsTeams, type RoundState, type Team, TEAMS, teamName } from '../../../../../golf';
import { gameFormatOf } from '../../../../lib/games/round';
import { cn } from '../../../../lib/utils';
import { FORMAT_PANELS } from '../../formats/registry';
import { PlayerRow } from './player-row';

type PlayersSectionProps = {
  game: GameDetail;
  players: readonly GamePlayer[];
  state: RoundState;
  myId: string | null;
  /** Buttons under a player's row (edit, remove, team switch in the lobby; drinks while playing). */
  rowExtras?: (player: GamePlayer) => ReactNode;
};

const PANEL_TONES: Record<Team, string> = {
  A: 'border-red-600/40 bg-red-50/60 dark:bg-red-950/20',
  B: 'border-blue-600/40 bg-blue-50/60 dark:bg-blue-950/20',
};

/** Team formats show Red Team and Blue Team panels with their running scores; other games a player list (product §G2). */
export function PlayersSection({ game, players, state, myId, rowExtras }: PlayersSectionProps) {
  const teams = formatNeedsTeams(gameFormatOf(game), game.maxPlayers) || state.sidesAreTeams;
  const stateOf = (player: GamePlayer) => state.players.find((p) => p.id === player.userId);
  const rows = (list: readonly GamePlayer[]) => (
    <ul className="divide-y">
      {list.map((player) => (
        <PlayerRow key={player.id} player={player} state={stateOf(player)} isMe={player.userId === myId} showTeamMarker={teams} extra={rowExtras?.(player)} />
      ))}
    </ul>
  );

  if (!teams) {
    const wolfOrder = FORMAT_PANELS[game.gameType].lobbyNote(players.map((player) => player.user.displayName));
    return (
      <section aria-labelledby="players-title" className="rounded-xl border bg-card px-4 py-2">
        <h2 id="players-title" className="pt-2 text-lg font-semibold">
          Players <span className="text-sm font-normal text-muted-foreground">({players.length}/{game.maxPlayers})</span>
        </h2>
        {wolfOrder ? (
          <p className="text-sm font-medium text-muted-foreground" data-testid="wolf-order">
            {wolfOrder}
          </p>
        ) : null}
        {players.length === 0 ? <p className="py-3 text-sm text-muted-foreground">No player data available</p> : rows(players)}
      </section>
    );
  }

  const unassigned = players.filter((player) => player.teamAssignment === null);
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {TEAMS.map((team) => {
        const side = state.sides.find((s) => s.team === team);
        const members = players.filter((player) => player.teamAssignment === team);
        const { name } = teamName(team);
        return (
          <section key={team} aria-label={name} className={cn('rounded-xl border-2 px-4 py-2', PANEL_TONES[team])}>
            <h2 className="flex items-center justify-between pt-2 text-lg font-semibold">
              {name}
              <span className="text-xl font-extrabold tabular-nums" data-testid="team-score">
                {side?.runningDisplay ?? 'E'}
              </span>
            </h2>
            {members.length === 0 ? <p className="py-3 text-sm text-muted-foreground">No players yet</p> : rows(members)}
          </section>
        );
      })}
      {unassigned.length > 0 ? (
        <section aria-label="No Team" className="rounded-xl border px-4 py-2 md:col-span-2">
          <h2 className="pt-2 text-lg font-semibold">No Team</h2>
          {rows(unassigned)}
        </section>
      ) : null}
    </div>
  );
}
