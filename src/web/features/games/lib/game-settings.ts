// How a game's handicaps and holes read on its screens (product §R12, §R14; issue 30): the holes' names, shared by
// the create form's choice and the game's header, and the header's one line for a game off the defaults.

import type { HandicapMode, HolesPlayed } from '../../../../golf';

/** How each choice of holes is named (product §R14). */
export const HOLES_PLAYED_LABELS: Readonly<Record<HolesPlayed, string>> = { '18': '18', front: 'Front 9', back: 'Back 9' };

/**
 * The game header's line for how handicaps count and the holes played: "WHS · 95% allowance · Front 9"; a "fixed"
 * game over 18 holes, the default, has none (null). The allowance is the one in force, as the game answers it.
 */
export function gameSettingsText(game: { readonly handicapMode: HandicapMode; readonly allowancePercent: number; readonly holesPlayed: HolesPlayed }): string | null {
  const parts = game.handicapMode === 'whs' ? ['WHS', `${String(game.allowancePercent)}% allowance`] : [];
  if (game.holesPlayed !== '18') parts.push(HOLES_PLAYED_LABELS[game.holesPlayed]);
  return parts.length === 0 ? null : parts.join(' · ');
}
