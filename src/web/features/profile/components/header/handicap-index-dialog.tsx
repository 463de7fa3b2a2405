import type { IndexTenths } from '../../../../../golf';
import { HandicapIndexField } from '../../../../components/handicap-index-field';
import { indexFieldRead, indexInputText } from '../../../../lib/handicap-index';
import { updateHandicapIndex } from '../../api/update-handicap';
import { ProfileValueDialog, type ValueFieldProps, type ValueRead } from './profile-value-dialog';

const TEXTS = {
  editLabel: 'Edit Handicap Index',
  title: 'Edit Handicap Index',
  description: 'Your Handicap Index fills in when you create or join a WHS game.',
  // Product §G8's wording for a refused save, for the index.
  failedTitle: 'Failed to update Handicap Index',
} as const;

function IndexBox(props: ValueFieldProps) {
  return <HandicapIndexField {...props} placeholder="Not set" hint="+10.0 to 54.0, one decimal; + for a plus index. Leave it blank to clear it." className="max-w-40" />;
}

/** Index text as the profile saves it: blank clears it; otherwise the engine's reading and messages. */
function indexRead(text: string): ValueRead<IndexTenths | null> {
  const read = indexFieldRead(text);
  if (read.kind === 'invalid') return { ok: false, message: read.message };
  return { ok: true, value: read.kind === 'index' ? read.index : null };
}

/**
 * The owner's Handicap Index edit (product §R12): one decimal, "+" for a plus index (stored negative), blank clears
 * it; a value outside +10.0..54.0 or with two decimals is refused in the engine's words before anything is sent. It
 * prefills the create and join forms of "whs" games.
 */
export function HandicapIndexDialog({ handicapIndex }: { handicapIndex: number | null }) {
  return <ProfileValueDialog texts={TEXTS} initialText={indexInputText(handicapIndex)} read={indexRead} save={updateHandicapIndex} field={IndexBox} />;
}
