import type { WolfChoice } from '../../../../golf';

// The wolf in a golfer's words (product §R13): the lobby's order, the choice of a hole, and a choice's history entry.
// Pure: the screens and their tests call the same functions.

/** "Sam" for "Sam Reed": how the wolf lines name a player. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/** "Wolf order: Sam, Bob, Cy, Di": the players in join order, the order the wolf goes round in; null for no players. */
export function wolfOrderText(names: readonly string[]): string | null {
  return names.length === 0 ? null : `Wolf order: ${names.map(firstNameOf).join(', ')}`;
}

/** What a choice is, after the wolf's name: "takes partner Bob", "goes lone", "goes blind". */
export function choiceWords(choice: Pick<WolfChoice, 'choice' | 'partnerId'>, nameOf: (playerId: string) => string): string {
  switch (choice.choice) {
    case 'partner':
      return `takes partner ${choice.partnerId === null ? '?' : nameOf(choice.partnerId)}`;
    case 'lone':
      return 'goes lone';
    case 'blind':
      return 'goes blind';
  }
}

/** A choice as it replaced another, "was partner Bob", "was lone". */
function previousWords(choice: Pick<WolfChoice, 'choice' | 'partnerId'>, nameOf: (playerId: string) => string): string {
  return choice.choice === 'partner' && choice.partnerId !== null ? `was partner ${nameOf(choice.partnerId)}` : `was ${choice.choice}`;
}

/** "Sam goes lone", or "Sam has not chosen yet" before a choice. */
export function wolfChoiceText(wolfName: string, choice: Pick<WolfChoice, 'choice' | 'partnerId'> | null, nameOf: (playerId: string) => string): string {
  return choice === null ? `${wolfName} has not chosen yet` : `${wolfName} ${choiceWords(choice, nameOf)}`;
}

/** A history entry of a wolf choice: "Hole 3 wolf: Sam goes lone (was partner Bob)"; the wolf is the entry's player. */
export function wolfHistoryText(
  entry: { readonly holeNumber: number | null; readonly playerName: string; readonly choice: Pick<WolfChoice, 'choice' | 'partnerId'> | null; readonly previousChoice: Pick<WolfChoice, 'choice' | 'partnerId'> | null },
  nameOf: (playerId: string) => string,
): string {
  const wolf = firstNameOf(entry.playerName);
  const now = entry.choice === null ? `${wolf}'s choice cleared` : wolfChoiceText(wolf, entry.choice, (id) => firstNameOf(nameOf(id)));
  const was = entry.previousChoice === null ? '' : ` (${previousWords(entry.previousChoice, (id) => firstNameOf(nameOf(id)))})`;
  return `Hole ${String(entry.holeNumber ?? '')} wolf: ${now}${was}`;
}
