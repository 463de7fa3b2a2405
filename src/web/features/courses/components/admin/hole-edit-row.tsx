import { CheckIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { HoleEditSchema } from '../../../../../contract/courses';
import { type CourseHole } from '../../../../../contract/course-responses';
import { HOLE_EDIT_LIMITS } from '../../../../../golf';
import { Spinner } from '../../../../components/spinner';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/utils';
import { type HoleEditInput, useEditHole } from '../../api/edit-hole';

type Field = 'par' | 'yardage' | 'handicapIndex';

// The engine's bounds (product §G5) guide the browser's spinner; HoleEditSchema, built on them, has the final word.
const inputs: Array<{ field: Field; label: string; min: number; max: number; width: string }> = [
  { field: 'par', label: 'Par', ...HOLE_EDIT_LIMITS.par, width: 'w-14' },
  { field: 'yardage', label: 'Yardage', ...HOLE_EDIT_LIMITS.yardage, width: 'w-[4.5rem]' },
  { field: 'handicapIndex', label: 'Handicap index', ...HOLE_EDIT_LIMITS.handicapIndex, width: 'w-14' },
];

/**
 * One hole of the holes editor: par, yardage and stroke index, saved on their own with PATCH. Only changed
 * values are sent, so an untouched stroke index never triggers the server's swap.
 */
export function HoleEditRow({ hole }: { hole: CourseHole }) {
  const formId = useId();
  const save = useEditHole(hole.courseName);
  const [values, setValues] = useState<Record<Field, string>>({
    par: String(hole.par),
    yardage: String(hole.yardage),
    handicapIndex: String(hole.handicapIndex),
  });
  const changed = inputs.filter(({ field }) => values[field].trim() !== String(hole[field]));
  const parsed = HoleEditSchema.safeParse(Object.fromEntries(changed.map(({ field }) => [field, values[field]])));
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the values');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed.success || changed.length === 0) return;
    const edit: HoleEditInput = parsed.data;
    save.mutate({ hole, edit });
  }

  return (
    <>
      <tr className={cn('border-b border-border/60', problem && 'border-b-0')}>
        <th scope="row" className="py-2 pr-2 text-left font-semibold tabular-nums">
          {hole.holeNumber}
        </th>
        {inputs.map(({ field, label, min, max, width }) => (
          <td key={field} className="px-1 py-2">
            <input
              form={formId}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              aria-label={`Hole ${hole.holeNumber} ${label.toLowerCase()}`}
              aria-invalid={problem !== null && changed.some((c) => c.field === field) ? true : undefined}
              value={values[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              className={cn(
                'h-10 rounded-md border border-input bg-background px-2 text-right text-base tabular-nums shadow-xs [appearance:textfield] focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm [&::-webkit-inner-spin-button]:appearance-none',
                width,
              )}
            />
          </td>
        ))}
        <td className="py-2 pl-1 text-right">
          <form id={formId} onSubmit={submit}>
            <Button type="submit" size="icon" variant={changed.length > 0 ? 'default' : 'ghost'} disabled={changed.length === 0 || problem !== null || save.isPending}>
              {save.isPending ? <Spinner className="size-4" /> : <CheckIcon aria-hidden />}
              <span className="sr-only">Save hole {hole.holeNumber}</span>
            </Button>
          </form>
        </td>
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
