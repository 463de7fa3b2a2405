import { gameStatisticsFor } from '../../../../../golf';
import { cn } from '../../../../lib/utils';
import type { FinalStanding } from './final-standings';
import { ResultsSection } from './results-section';

/** A percentage the engine has already rounded to one decimal; '—' when there is nothing to measure. */
function percent(value: number | null): string {
  return value === null ? '—' : `${String(value)}%`;
}

const headCell = 'px-1.5 py-2 text-right align-bottom font-medium sm:px-2';
const bodyCell = 'px-1.5 py-2.5 text-right sm:px-2';

/**
 * Game Statistics (product §G2, §R9): per player Birdie %, Handicap Strokes and Handicap Stroke
 * Effectiveness, worked out by the engine from each card, with notes saying what each one counts.
 */
export function GameStatistics({ standings }: { standings: readonly FinalStanding[] }) {
  return (
    <ResultsSection id="game-statistics" title="Game Statistics">
      <div className="-mx-1.5 overflow-x-auto sm:-mx-2">
        <table className="w-full min-w-[20rem] text-sm tabular-nums">
          <thead>
            <tr className="border-b text-xs text-muted-foreground">
              <th scope="col" className={cn(headCell, 'sticky left-0 bg-card text-left')}>
                Player
              </th>
              <th scope="col" className={cn(headCell, 'whitespace-nowrap')}>
                Birdie %
              </th>
              <th scope="col" className={headCell}>
                Handicap Strokes
              </th>
              <th scope="col" className={headCell}>
                Handicap Stroke Effectiveness
              </th>
            </tr>
          </thead>
          <tbody>
            {standings.map((standing) => {
              const stats = gameStatisticsFor(standing.card);
              return (
                <tr key={standing.playerId} className="border-b border-border/60 last:border-0">
                  <th scope="row" className={cn(bodyCell, 'sticky left-0 max-w-28 bg-card sm:max-w-none text-left font-semibold break-words')}>
                    {standing.name}
                  </th>
                  <td className={bodyCell}>{percent(stats.birdiePercentage)}</td>
                  <td className={bodyCell}>{stats.handicapStrokes}</td>
                  <td className={bodyCell}>{percent(stats.handicapStrokeEffectiveness)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 grid gap-2 text-sm text-muted-foreground">
        <div>
          <dt className="inline font-semibold text-foreground">Birdie %: </dt>
          <dd className="inline">holes scored at one or more under par (a birdie or better, on gross strokes), out of all 18 holes.</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-foreground">Handicap Strokes: </dt>
          <dd className="inline">strokes the player's handicap took off their score over the round; a plus handicap gives strokes back, so it shows below zero.</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-foreground">Handicap Stroke Effectiveness: </dt>
          <dd className="inline">of the holes where the player received a stroke, the share where their net score was par or better. A dash means no strokes were received.</dd>
        </div>
      </dl>
    </ResultsSection>
  );
}
