import { handicapInputText } from '../../../../../golf';

/** A handicap as the profile shows it: "+2" for a plus handicap (product §G5), "Not set" when there is none. */
export function handicapText(handicap: number | null): string {
  return handicapInputText(handicap) || 'Not set';
}
