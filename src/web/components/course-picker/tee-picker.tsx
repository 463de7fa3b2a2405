import { useEffect, useId } from 'react';
import { ratingText, teeDefault, type TeeRatings } from '../../../golf';
import { useCourseHoles } from '../../lib/courses/get-course-holes';
import { TeeSwatch } from './tee-swatch';

type TeePickerProps = { courseName: string | null; value: string | null; onChange: (teeColor: string) => void };

const yards = new Intl.NumberFormat('en-US');

/** The tee's rating and slope as a scorecard prints them (product §R12): the men's, then the women's after "W". */
function TeeRatingLine({ ratings }: { ratings: TeeRatings | null }) {
  const men = ratings ? ratingText(ratings.M.full) : null;
  const women = ratings ? ratingText(ratings.W.full) : null;
  if (men === null && women === null) return null;
  const text = [men, women === null ? null : `W ${women}`].filter((part) => part !== null).join(' · ');
  return <span className="text-xs text-muted-foreground tabular-nums">{text}</span>;
}

/**
 * The tees of a course, longest first, with their total yardage and rating (product §G4, §R12). When the course lacks the
 * current tee (a new course, or the default Blue) it switches to the first, longest tee.
 */
export function TeePicker({ courseName, value, onChange }: TeePickerProps) {
  const name = useId();
  const { tees, isLoading, isError } = useCourseHoles(courseName);
  const resolved = teeDefault(tees, value);

  useEffect(() => {
    if (resolved !== null && resolved !== value) onChange(resolved);
  }, [resolved, value, onChange]);

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Tee</legend>
      {courseName === null ? <p className="text-sm text-muted-foreground">Choose a course to see its tees.</p> : null}
      {isLoading ? <div className="h-11 animate-pulse rounded-lg bg-muted" aria-label="Loading tees" /> : null}
      {isError ? <p className="text-sm text-destructive">The tees of this course could not be loaded.</p> : null}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {tees.map((tee) => (
          <label key={tee.teeColor} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={tee.teeColor}
              checked={tee.teeColor === resolved}
              onChange={() => onChange(tee.teeColor)}
              className="peer sr-only"
            />
            <span className="flex min-h-12 items-center gap-2.5 rounded-lg border bg-background px-3 py-1.5 sm:min-w-32 text-sm transition-colors peer-checked:border-primary peer-checked:bg-primary/5 peer-checked:ring-1 peer-checked:ring-primary peer-focus-visible:outline-2 peer-focus-visible:outline-ring hover:bg-accent">
              <TeeSwatch teeColor={tee.teeColor} />
              <span className="grid min-w-0 leading-tight">
                <span className="truncate font-semibold">{tee.teeColor}</span>
                <span className="text-xs text-muted-foreground tabular-nums">{yards.format(tee.totalYardage)} yds</span>
                <TeeRatingLine ratings={tee.ratings ?? null} />
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
