// What the screens show for one game format (src/golf/README.md, "Adding a format"): a panel per format, listed in
// registry.ts, the screens' twin of the engine's src/golf/formats/registry.ts.

import type { ComponentType } from 'react';
import type { GameDetail } from '../../../../contract/games-responses';
import type { RoundState } from '../../../../golf';

/** The create form's options of a format, as chosen (formatOptions). */
export interface FormatOptionsProps {
  readonly options: Readonly<Record<string, unknown>>;
  readonly onChange: (options: Readonly<Record<string, unknown>>) => void;
}

/**
 * What a format's controls get: the game (its current hole, its id to write to), the round, whether the viewer may act
 * (a player while a hole is played), and who the viewer is (the signed-in golfer's id, null for a guest).
 */
export interface FormatControlsProps {
  readonly game: GameDetail;
  readonly state: RoundState;
  readonly canChoose: boolean;
  readonly viewerId: string | null;
}

export interface FormatPanel {
  /** The create form's options; null when the format has none. */
  readonly CreateOptions: ComponentType<FormatOptionsProps> | null;
  /** Above the scorecard while the round is played (the match status); null for none. */
  readonly Banner: ComponentType<{ readonly state: RoundState }> | null;
  /**
   * Under the banner while the round is played, for what a format asks of the players on the current hole (the wolf's
   * choice); `canChoose` is false for a spectator, who only sees it. Null for none.
   */
  /** A line under the lobby's players, from their names in join order (wolf's order); null for none. */
  lobbyNote(names: readonly string[]): string | null;
  readonly Controls: ComponentType<FormatControlsProps> | null;
  /** The scorecard's Match row: the running short form after each hole ('AS', '2UP Red'), or null for no row. */
  matchRow(state: RoundState): ReadonlyMap<number, string> | null;
  /** The result of a match decided before its last hole ('Red Team Wins! (3 and 2)') for 'Match Complete!', else null. */
  decidedResult(state: RoundState): string | null;
}
