import { CheckIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { HoleEditSchema } from '../../../../../contract/courses';
import { type CourseHole } from '../../../../../contract/course-responses';
import { HOLE_EDIT_LIMITS } from '../../../../../golf';
import { Spinner } from '../../../../components/spinner';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/utils';
import { type HoleEditInput, useEditHole } from '../../api/edit-hole';

type Field = 'par' | 'yardage' | 'handicapIndex' | 'womensPar' | 'womensHandicapIndex';
/** One input of a hole; a women's value names the men's one it falls back to when blank (product §R12). */
type HoleInput = { field: Field; label: string; min: number; max: number; width: string; mens?: Field };

// The engine's bounds (product §G5) guide the browser's spinner; HoleEditSchema, built on them, has the final word.
const mensInputs: HoleInput[] = [
  { field: 'par', label: 'Par', ...HOLE_EDIT_LIMITS.par, width: 'w-14' },
  { field: 'yardage', label: 'Yardage', ...HOLE_EDIT_LIMITS.yardage, width: 'w-[4.5rem]' },
  { field: 'handicapIndex', label: 'Handicap index', ...HOLE_EDIT_LIMITS.handicapIndex, width: 'w-14' },
];
// The women's line sits under the men's, each value under its men's one (nothing under the yardage, which is the tee's).
const womensInputs: (HoleInput | null)[] = [
  { field: 'womensPar', label: "Women's par", ...HOLE_EDIT_LIMITS.par, width: 'w-14', mens: 'par' },
  null,
  { field: 'womensHandicapIndex', label: "Women's stroke index", ...HOLE_EDIT_LIMITS.handicapIndex, width: 'w-14', mens: 'handicapIndex' },
];
const inputs = [...mensInputs, ...womensInputs].filter((input) => input !== null);

/** A stored value as typed: blank for a women's value the hole has not (the men's serves). */
const shown = (value: number | null) => (value === null ? '' : String(value));

/** The row's React key: the hole and its stored values, so a save (or the server's swap) starts the row over. */
export const holeEditRowKey = (hole: CourseHole) => [hole.id, ...inputs.map(({ field }) => shown(hole[field]))].join(':');

/**
 * One hole of the holes editor: par, yardage and stroke index, and under them the women's par and stroke index
 * (blank: the men's serves), saved together with PATCH. Only changed values are sent, so an untouched stroke index
 * never triggers the server's swap; a women's value emptied is sent as null, which clears it.
 */
export function HoleEditRow({ hole }: { hole: CourseHole }) {
  const formId = useId();
  const save = useEditHole(hole.courseName);
  const [values, setValues] = useState<Record<Field, string>>(() => Object.fromEntries(inputs.map(({ field }) => [field, shown(hole[field])])) as Record<Field, string>);
  const changed = inputs.filter(({ field }) => values[field].trim() !== shown(hole[field]));
  const parsed = HoleEditSchema.safeParse(
    Object.fromEntries(changed.map(({ field, mens }) => [field, mens !== undefined && values[field].trim() === '' ? null : values[field]])),
  );
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the values');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed.success || changed.length === 0) return;
    const edit: HoleEditInput = parsed.data;
    save.mutate({ hole, edit });
  }

  const cell = (input: HoleInput | null, index: number, padding: string) => (
    <td key={input?.field ?? index} className={cn('px-1', padding)}>
      {input ? (
        <input
          form={formId}
          type="number"
          inputMode="numeric"
          min={input.min}
          max={input.max}
          aria-label={`Hole ${hole.holeNumber} ${input.label.toLowerCase()}`}
          aria-invalid={problem !== null && changed.some((c) => c.field === input.field) ? true : undefined}
          placeholder={input.mens === undefined ? undefined : values[input.mens]}
          value={values[input.field]}
          onChange={(event) => setValues((current) => ({ ...current, [input.field]: event.target.value }))}
          className={cn(
            'h-11 rounded-md border border-input bg-background px-2 text-right text-base tabular-nums shadow-xs [appearance:textfield] placeholder:text-muted-foreground/60 placeholder:italic focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:h-10 sm:text-sm [&::-webkit-inner-spin-button]:appearance-none',
            input.width,
          )}
        />
      ) : null}
    </td>
  );

  return (
    <>
      <tr>
        <th scope="row" className="pt-2 pr-2 pb-1 text-left font-semibold tabular-nums">
          {hole.holeNumber}
        </th>
        {mensInputs.map((input, index) => cell(input, index, 'pt-2 pb-1'))}
        <td rowSpan={2} className="py-2 pl-1 text-right">
          <form id={formId} onSubmit={submit}>
            <Button type="submit" size="icon" variant={changed.length > 0 ? 'default' : 'ghost'} disabled={changed.length === 0 || problem !== null || save.isPending}>
              {save.isPending ? <Spinner className="size-4" /> : <CheckIcon aria-hidden />}
              <span className="sr-only">Save hole {hole.holeNumber}</span>
            </Button>
          </form>
        </td>
      </tr>
      <tr className={cn('border-b border-border/60', problem && 'border-b-0')}>
        <th scope="row" className="pr-2 pb-2 text-left text-xs font-normal text-muted-foreground">
          Women
        </th>
        {womensInputs.map((input, index) => cell(input, index, 'pb-2'))}
      </tr>
      {problem ? (
        <tr className="border-b border-border/60">
          <td colSpan={5} className="pb-2 text-right text-xs font-medium text-destructive">
            {problem}
          </td>
        </tr>
      ) : null}
    </>
  );
}
