import type { CourseHole } from '../../../../contract/course-responses';

const sum = (holes: CourseHole[], field: 'par' | 'yardage') => holes.reduce((total, hole) => total + hole[field], 0);

/**
 * One tee's scorecard. Holes run down the page, a nine per table, so it reads on a phone without sideways
 * scrolling; wider screens put the nines side by side.
 */
export function CourseScorecard({ holes, teeColor }: { holes: CourseHole[]; teeColor: string }) {
  const ordered = [...holes].sort((a, b) => a.holeNumber - b.holeNumber);
  const front = ordered.filter((hole) => hole.holeNumber <= 9);
  const back = ordered.filter((hole) => hole.holeNumber > 9);

  return (
    <div className="grid gap-3">
      <div className="grid gap-4 md:grid-cols-2">
        <NineTable caption={`Front nine, ${teeColor} tee`} holes={front} totalLabel="Out" />
        <NineTable caption={`Back nine, ${teeColor} tee`} holes={back} totalLabel="In" />
      </div>
      <p className="flex justify-between rounded-lg bg-secondary px-3 py-2 text-sm font-semibold text-secondary-foreground tabular-nums">
        <span>Total</span>
        <span>
          Par {sum(ordered, 'par')} · {sum(ordered, 'yardage').toLocaleString('en-US')} yds
        </span>
      </p>
    </div>
  );
}

function NineTable({ caption, holes, totalLabel }: { caption: string; holes: CourseHole[]; totalLabel: string }) {
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-xs text-muted-foreground">
          <th scope="col" className="py-2 text-left font-medium">
            Hole
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Par
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Yds
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            HCP
          </th>
        </tr>
      </thead>
      <tbody>
        {holes.map((hole) => (
          <tr key={hole.id} className="border-b border-border/60">
            <th scope="row" className="py-1.5 text-left font-semibold">
              {hole.holeNumber}
            </th>
            <td className="py-1.5 text-right">{hole.par}</td>
            <td className="py-1.5 text-right">{hole.yardage}</td>
            <td className="py-1.5 text-right text-muted-foreground">{hole.handicapIndex}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" className="py-2 text-left">
            {totalLabel}
          </th>
          <td className="py-2 text-right">{sum(holes, 'par')}</td>
          <td className="py-2 text-right">{sum(holes, 'yardage').toLocaleString('en-US')}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
