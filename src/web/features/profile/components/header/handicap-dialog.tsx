import { HANDICAP_MAX, HANDICAP_MIN, HANDICAP_PROFILE_ERRORS, handicapDisplay, handicapFrom, handicapInputText, handicapParse, type Handicap } from '../../../../../golf';
import { HandicapField } from '../../../../components/handicap-field';
import { updateHandicap } from '../../api/update-handicap';
import { ProfileValueDialog, type ValueFieldProps, type ValueRead } from './profile-value-dialog';

const TEXTS = {
  editLabel: 'Edit handicap',
  title: 'Edit Handicap',
  description: 'Your handicap fills in when you create or join a game.',
  // Product §G8: the toast title of a refused save.
  failedTitle: 'Failed to update handicap',
} as const;

const HINT = `0 to ${String(HANDICAP_MAX)}, or +1 to ${handicapDisplay(handicapFrom(HANDICAP_MIN))} for a plus handicap. Leave it blank to clear it.`;

function HandicapBox(props: ValueFieldProps) {
  return <HandicapField {...props} placeholder="Not set" hint={HINT} className="max-w-40" />;
}

/** Handicap text as the profile saves it: blank clears it; outside +5..54, or not a number, the spec's message. */
function handicapRead(text: string): ValueRead<Handicap | null> {
  const parsed = handicapParse(text);
  if (parsed.kind === 'out-of-range' || parsed.kind === 'not-a-number') return { ok: false, message: HANDICAP_PROFILE_ERRORS.invalid };
  return { ok: true, value: parsed.kind === 'handicap' ? parsed.handicap : null };
}

/**
 * The owner's handicap edit (product §G2, §G5): plus handicaps typed with + and stored negative, blank clears it,
 * anything but a sign and two digits is ignored as it is typed, and a number outside +5..54 is refused with the
 * spec's message before anything is sent. Opened fresh each time, from the handicap on the profile.
 */
export function HandicapDialog({ handicap }: { handicap: number | null }) {
  return <ProfileValueDialog texts={TEXTS} initialText={handicapInputText(handicap)} read={handicapRead} save={updateHandicap} field={HandicapBox} />;
}
