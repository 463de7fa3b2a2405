import { useId, useState } from 'react';
import type { CourseHole } from '../../../../../contract/course-responses';
import { teeDefault, type TeeOption } from '../../../../../golf';
import { TeeSwatch } from '../../../../components/course-picker/tee-swatch';
import { Label } from '../../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../../components/ui/select';
import { HoleEditRow, holeEditRowKey } from './hole-edit-row';
import { TeeRatingsForm } from './tee-ratings-form';

/** The ratings and holes of one tee, editable (product §G5 bounds, §R12); the tee list runs longest first. */
export function HolesEditor({ holes, tees }: { holes: CourseHole[]; tees: TeeOption[] }) {
  const selectId = useId();
  const [chosenTee, setChosenTee] = useState<string | null>(null);
  const teeColor = teeDefault(tees, chosenTee);
  const chosen = tees.find((tee) => tee.teeColor === teeColor);
  const teeHoles = holes.filter((hole) => hole.teeColor === teeColor).sort((a, b) => a.holeNumber - b.holeNumber);

  return (
    <div className="grid gap-3">
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={selectId}>Tee</Label>
        <Select value={teeColor ?? ''} onValueChange={setChosenTee}>
          <SelectTrigger id={selectId}>
            <SelectValue placeholder="Choose a tee" />
          </SelectTrigger>
          <SelectContent>
            {tees.map((tee) => (
              <SelectItem key={tee.teeColor} value={tee.teeColor}>
                <span className="flex items-center gap-2">
                  <TeeSwatch teeColor={tee.teeColor} />
                  {tee.teeColor} · {tee.totalYardage.toLocaleString('en-US')} yds
                </span>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {teeColor !== null ? (
        // Keyed by the tee and its stored ratings: another tee, or a save, starts the form over from the server's values.
        <TeeRatingsForm key={`${teeColor}:${JSON.stringify(chosen?.ratings ?? null)}`} courseName={holes[0]?.courseName ?? ''} teeColor={teeColor} ratings={chosen?.ratings ?? null} />
      ) : null}
      <div className="-mx-1 overflow-x-auto px-1">
        <table className="w-full max-w-lg min-w-[19rem] text-sm">
          <caption className="pb-1 text-left text-xs text-muted-foreground">
            <span className="sr-only">Holes of the {teeColor} tee. </span>
            Under each hole, the women&apos;s par and stroke index: blank uses the men&apos;s.
          </caption>
          <thead>
            <tr className="border-b text-xs text-muted-foreground">
              <th scope="col" className="py-2 pr-2 text-left font-medium">
                Hole
              </th>
              <th scope="col" className="px-1 py-2 text-left font-medium">
                Par
              </th>
              <th scope="col" className="px-1 py-2 text-left font-medium">
                Yards
              </th>
              <th scope="col" className="px-1 py-2 text-left font-medium">
                HCP
              </th>
              <th scope="col" className="py-2 pl-1 text-right font-medium">
                <span className="sr-only">Save</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {teeHoles.map((hole) => (
              // Keyed by the saved values too: after a save (or a stroke-index swap) the row starts over from the server's hole.
              <HoleEditRow key={holeEditRowKey(hole)} hole={hole} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
