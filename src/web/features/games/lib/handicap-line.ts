import type { GamePlayer } from '../../../../contract/games-responses';
import { type Handicap, handicapDisplay, indexDisplay, indexTenthsOf } from '../../../../golf';

// A player's handicaps in a "whs" game as the lobby shows them (product §R12, §R19): the index, the course and playing
// handicaps and the strokes the card uses. The server works every number out; this only puts them in words.

type WhsPlayer = Pick<GamePlayer, 'user' | 'handicapIndex' | 'courseHandicap' | 'playingHandicap' | 'strokeHandicap'>;

/** "4 strokes", "1 stroke", "0 strokes"; a plus player's strokes given back: "gives 2 strokes" (product §R1). */
export function strokesWords(strokeHandicap: number): string {
  const count = Math.abs(strokeHandicap);
  const words = `${String(count)} stroke${count === 1 ? '' : 's'}`;
  return strokeHandicap < 0 ? `gives ${words}` : words;
}

/**
 * "Ana 14.2 -> CH 16 -> PH 15, 4 strokes": the index (a plus index "+1.2"), the course handicap, the playing handicap
 * (plus ones with "+") and the strokes on the card, after off-the-low in match formats (`strokeHandicap`). Null in a
 * "fixed" game, whose players have no index or course handicap.
 */
export function handicapLineOf(player: WhsPlayer): string | null {
  const { handicapIndex, courseHandicap } = player;
  if (handicapIndex === null || courseHandicap === null) return null;
  const shown = (value: number) => handicapDisplay(value as Handicap);
  const index = indexDisplay(indexTenthsOf(handicapIndex));
  return `${player.user.displayName} ${index} -> CH ${shown(courseHandicap)} -> PH ${shown(player.playingHandicap)}, ${strokesWords(player.strokeHandicap)}`;
}
