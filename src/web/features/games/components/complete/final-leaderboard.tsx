import { scoreToParDisplay } from '../../../../../golf';
import { cn } from '../../../../lib/utils';
import type { FinalStanding } from './final-standings';
import { ResultsSection } from './results-section';

const headCell = 'px-2 py-2 text-right font-medium whitespace-nowrap';
const bodyCell = 'px-2 py-2.5 text-right';

/** Final Leaderboard (product §G2): position, name, handicap (+ for plus), total strokes and net score, best first. */
export function FinalLeaderboard({ standings, myPlayerId, rankedBy }: { standings: readonly FinalStanding[]; myPlayerId: string | null; rankedBy: string }) {
  return (
    <ResultsSection id="final-leaderboard" title="Final Leaderboard" description={`Ranked by ${rankedBy}.`}>
      <div className="-mx-2 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-sm tabular-nums">
          <thead>
            <tr className="border-b text-xs text-muted-foreground">
              <th scope="col" className={cn(headCell, 'w-10 text-left')}>
                Pos
              </th>
              <th scope="col" className={cn(headCell, 'text-left')}>
                Player
              </th>
              <th scope="col" className={headCell}>
                <abbr title="Handicap" className="no-underline">
                  HCP
                </abbr>
              </th>
              <th scope="col" className={headCell}>
                Strokes
              </th>
              <th scope="col" className={headCell}>
                Net
              </th>
            </tr>
          </thead>
          <tbody>
            {standings.map((standing) => (
              <tr key={standing.playerId} className={cn('border-b border-border/60 last:border-0', standing.position === 1 && 'bg-sand/15')}>
                <td className={cn(bodyCell, 'text-left font-bold')}>{standing.position ?? '–'}</td>
                <th scope="row" className={cn(bodyCell, 'text-left font-semibold')}>
                  <span className="break-words">{standing.name}</span>
                  {standing.playerId === myPlayerId ? <span className="ml-1.5 text-xs font-normal text-muted-foreground">(you)</span> : null}
                </th>
                <td className={cn(bodyCell, 'text-muted-foreground')}>{standing.handicapDisplay}</td>
                <td className={bodyCell}>{standing.totalStrokes}</td>
                <td className={cn(bodyCell, 'font-bold')}>{scoreToParDisplay(standing.netScore)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ResultsSection>
  );
}
