import { type ReactNode, useState } from 'react';
import type { GameDetail } from '../../../../../contract/games-responses';
import { handicapFromText, HANDICAP_JOIN_ERROR, type TeeSet } from '../../../../../golf';
import { HandicapField } from '../../../../components/handicap-field';
import { toast } from '../../../../components/ui/use-toast';
import { cn } from '../../../../lib/utils';
import { IndexField, indexFieldRead, indexWireValue } from '../handicap/index-field';
import { TeeSetField } from '../handicap/tee-set-field';

/**
 * What the creator's add and edit dialogs send for a player's handicap (product §R19): a whole handicap in a "fixed"
 * game; in a "whs" one a Handicap Index (null when blank: the server's default) and the tee set.
 */
export type GivenHandicap = { handicap: number | null; teeSet?: TeeSet };

/** The handicap box's text and, in a "whs" game, the tee set and the index's refusal. */
export function useGivenHandicap(game: Pick<GameDetail, 'handicapMode'>, initial: { text: string; teeSet: TeeSet }) {
  const whs = game.handicapMode === 'whs';
  const [text, setText] = useState(initial.text);
  const [teeSet, setTeeSet] = useState<TeeSet>(initial.teeSet);
  const [error, setError] = useState<string | undefined>(undefined);

  /** The handicap to send, or null after saying why it is refused: a toast in a fixed game, under the box in a whs one. */
  function read(): GivenHandicap | null {
    if (!whs) {
      const handicap = handicapFromText(text);
      if (handicap === null) toast({ variant: 'destructive', ...HANDICAP_JOIN_ERROR });
      return handicap === null ? null : { handicap };
    }
    const index = indexFieldRead(text);
    if (index.kind === 'invalid') {
      setError(index.message);
      return null;
    }
    return { handicap: index.kind === 'index' ? indexWireValue(index.index) : null, teeSet };
  }

  return {
    whs,
    text,
    setText: (value: string) => {
      setText(value);
      setError(undefined);
    },
    teeSet,
    setTeeSet,
    error,
    read,
    reset: () => {
      setText('');
      setTeeSet('M');
      setError(undefined);
    },
  };
}

type GivenHandicapFieldsProps = {
  given: ReturnType<typeof useGivenHandicap>;
  /** The team select beside the handicap box, in team formats. */
  team?: ReactNode;
  /** Under the index box, in place of its own hint. */
  indexHint?: string;
};

/**
 * The handicap box of the creator's dialogs: in a "fixed" game the whole handicap; in a "whs" game the Handicap Index
 * and, under it, the tee set (product §R12). A team select shares the box's row; all of it fits a 390 px phone.
 */
export function GivenHandicapFields({ given, team, indexHint }: GivenHandicapFieldsProps) {
  return (
    <>
      <div className={cn('grid gap-3', team && 'grid-cols-2')}>
        {given.whs ? (
          <IndexField value={given.text} onChange={given.setText} error={given.error} hint={indexHint} />
        ) : (
          <HandicapField value={given.text} onChange={given.setText} />
        )}
        {team}
      </div>
      {given.whs ? <TeeSetField value={given.teeSet} onChange={given.setTeeSet} /> : null}
    </>
  );
}
