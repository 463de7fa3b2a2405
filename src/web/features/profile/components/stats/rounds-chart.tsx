import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { RoundTrendPoint } from '../../../../../contract/profile';
import { scoreToParDisplay } from '../../../../../golf';
import { formatDate } from '../../../../lib/format';

/** The two lines (issue 14): gross and net against par. Colours from the theme, so both themes read them. */
const SERIES = [
  { key: 'grossToPar', name: 'Gross to par', color: 'var(--color-muted-foreground)', dash: '6 4' },
  { key: 'netToPar', name: 'Net to par', color: 'var(--color-primary)', dash: undefined },
] as const;

type ChartPoint = RoundTrendPoint & { round: number };

const axisTick = { fontSize: 12, fill: 'var(--color-muted-foreground)' };
const toPar = (value: unknown) => scoreToParDisplay(Number(value));

/**
 * The last rounds against par, oldest on the left (issue 14). Sized by its box, so it fits a 390 px phone: rounds
 * numbered along the bottom with ticks thinned to fit, few to-par ticks (+N, E, -N), par drawn as a line, and a legend.
 * The figures are also in a table for screen readers; the drawing itself is left to sighted users.
 */
export function RoundsChart({ rounds }: { rounds: readonly RoundTrendPoint[] }) {
  const points: ChartPoint[] = rounds.map((point, index) => ({ ...point, round: index + 1 }));
  return (
    <figure className="grid gap-2" aria-label="Recent rounds against par">
      <div aria-hidden data-testid="rounds-chart">
        <LineChart responsive style={{ width: '100%', height: 260 }} data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis dataKey="round" tick={axisTick} tickLine={false} interval="preserveStartEnd" minTickGap={16} />
          <YAxis tickFormatter={toPar} tick={axisTick} tickLine={false} axisLine={false} allowDecimals={false} tickCount={5} width={36} />
          <ReferenceLine y={0} stroke="var(--color-foreground)" strokeOpacity={0.35} />
          <Tooltip
            formatter={(value, name) => [toPar(value), name]}
            labelFormatter={(round) => {
              const point = points.find((candidate) => candidate.round === round);
              return point ? `${formatDate(point.completedAt)} · ${point.courseName}` : '';
            }}
            contentStyle={{ background: 'var(--color-popover)', borderColor: 'var(--color-border)', borderRadius: 8, color: 'var(--color-popover-foreground)', fontSize: 13 }}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {SERIES.map((series) => (
            <Line
              key={series.key}
              type="monotone"
              dataKey={series.key}
              name={series.name}
              stroke={series.color}
              strokeWidth={2.5}
              strokeDasharray={series.dash}
              dot={{ r: 3, fill: series.color }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </div>
      {/* A table ignores a 1 px width, so the wrapper is what hides it. */}
      <div className="sr-only">
        <table>
          <caption>Recent rounds against par, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">Date</th>
              <th scope="col">Course</th>
              <th scope="col">Gross to par</th>
              <th scope="col">Net to par</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.gameId}>
                <th scope="row">{point.round}</th>
                <td>{formatDate(point.completedAt)}</td>
                <td>{point.courseName}</td>
                <td>{scoreToParDisplay(point.grossToPar)}</td>
                <td>{scoreToParDisplay(point.netToPar)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
