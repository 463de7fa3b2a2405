import { type FormEvent, useState } from 'react';
import { TeeRatingsEditSchema } from '../../../../../contract/courses';
import { ratingTenthsParse, ratingTenthsText, type ScorecardRating, TEE_SETS, type TeeRatings, type TeeSet, type TeeSetRatings, UNRATED_TEE } from '../../../../../golf';
import { Button } from '../../../../components/ui/button';
import { useEditTeeRatings } from '../../api/edit-tee-ratings';

type Holes = keyof TeeSetRatings;
type Cell = { set: TeeSet; holes: Holes; kind: keyof ScorecardRating };

const HOLES: { holes: Holes; label: string }[] = [
  { holes: 'full', label: '18 holes' },
  { holes: 'front', label: 'Front 9' },
  { holes: 'back', label: 'Back 9' },
];
const WHO: Record<TeeSet, string> = { M: "Men's", W: "Women's" };
/** What each value is called on the form and in its messages. */
const WORD: Record<keyof ScorecardRating, string> = { ratingTenths: 'rating', slope: 'slope' };
const KINDS = Object.keys(WORD) as (keyof ScorecardRating)[];
const COLUMNS: Cell[] = TEE_SETS.flatMap((set) => KINDS.map((kind) => ({ set, holes: 'full', kind })));

const keyOf = ({ set, holes, kind }: Cell) => `${set}.${holes}.${kind}`;
const shown = (value: number | null, kind: keyof ScorecardRating) => (value === null ? '' : kind === 'slope' ? String(value) : ratingTenthsText(value));

/** The typed cells as a tee's ratings, or the first thing wrong with them (the contract's words where it has them). */
function ratingsOf(texts: Record<string, string>): { ratings: TeeRatings } | { problem: string } {
  const problems: string[] = [];
  const cell = (set: TeeSet, holes: Holes, label: string, kind: keyof ScorecardRating): number | null => {
    const text = (texts[keyOf({ set, holes, kind })] ?? '').trim();
    if (text === '') return null;
    const value = kind === 'slope' ? (/^\d{1,3}$/.test(text) ? Number(text) : null) : ratingTenthsParse(text);
    if (value === null) problems.push(`${WHO[set]} ${WORD[kind]} (${label}): "${text}" is not ${kind === 'slope' ? 'a whole number' : 'a number with one decimal'}`);
    return value;
  };
  const teeSet = (set: TeeSet) => Object.fromEntries(HOLES.map(({ holes, label }) => [holes, { ratingTenths: cell(set, holes, label, 'ratingTenths'), slope: cell(set, holes, label, 'slope') }]));
  const checked = TeeRatingsEditSchema.safeParse({ M: teeSet('M'), W: teeSet('W') });
  if (problems[0] !== undefined) return { problem: problems[0] };
  return checked.success ? { ratings: checked.data } : { problem: checked.error.issues[0]?.message ?? 'Check the ratings' };
}

/**
 * A tee's course ratings and slopes for men and women, over 18 holes and each nine (product §R12), saved together. A
 * blank pair leaves that part unrated; a rating needs its slope.
 */
export function TeeRatingsForm({ courseName, teeColor, ratings }: { courseName: string; teeColor: string; ratings: TeeRatings | null }) {
  const save = useEditTeeRatings(courseName);
  const stored = ratings ?? UNRATED_TEE;
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(TEE_SETS.flatMap((set) => HOLES.flatMap(({ holes }) => KINDS.map((kind) => [keyOf({ set, holes, kind }), shown(stored[set][holes][kind], kind)])))),
  );
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = ratingsOf(texts);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    save.mutate({ courseName, teeColor, ratings: read.ratings });
  }

  return (
    <form onSubmit={submit} aria-label={`Ratings of the ${teeColor} tee`} className="grid gap-3">
      <div className="-mx-1 overflow-x-auto px-1">
        <table className="w-full max-w-lg min-w-[19rem] text-sm">
          <caption className="mb-1 text-left text-sm font-medium">Course rating and slope</caption>
          <thead>
            <tr className="border-b text-xs text-muted-foreground">
              <th scope="col" className="py-2 pr-2 text-left font-medium">
                <span className="sr-only">Holes</span>
              </th>
              {COLUMNS.map((column) => (
                <th key={keyOf(column)} scope="col" className="px-1 py-2 text-left font-medium">
                  {column.set === 'M' ? 'Men' : 'Women'} {WORD[column.kind]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {HOLES.map(({ holes, label }) => (
              <tr key={holes} className="border-b border-border/60">
                <th scope="row" className="py-2 pr-2 text-left font-semibold whitespace-nowrap">
                  {label}
                </th>
                {COLUMNS.map(({ set, kind }) => {
                  const key = keyOf({ set, holes, kind });
                  return (
                    <td key={key} className="px-1 py-2">
                      <input
                        inputMode={kind === 'slope' ? 'numeric' : 'decimal'}
                        aria-label={`${WHO[set]} ${WORD[kind]}, ${label}`}
                        value={texts[key] ?? ''}
                        onChange={(event) => setTexts((current) => ({ ...current, [key]: event.target.value }))}
                        className="h-11 w-16 rounded-md border border-input bg-background px-2 tabular-nums"
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <Button type="submit" variant="outline" className="min-h-11 justify-self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Ratings'}
      </Button>
    </form>
  );
}
