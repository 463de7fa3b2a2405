import type { Cents } from '../../../../golf';
import { formatDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/games/money';
import { cn } from '../../../lib/utils';
import type { RunningBalances } from '../lib/ledger-view';

/** Line colours that read on both themes; a ninth member and on repeat them dashed. */
const COLOURS = [
  'text-sky-600 dark:text-sky-400',
  'text-amber-600 dark:text-amber-400',
  'text-violet-600 dark:text-violet-400',
  'text-rose-600 dark:text-rose-400',
  'text-teal-600 dark:text-teal-400',
  'text-orange-600 dark:text-orange-400',
  'text-fuchsia-600 dark:text-fuchsia-400',
  'text-lime-700 dark:text-lime-400',
] as const;

const colourOf = (index: number) => COLOURS[index % COLOURS.length];
const dashOf = (index: number) => (index < COLOURS.length ? undefined : '5 4');
const signed = (cents: number) => formatMoney(cents as Cents, { signed: true });

/** Where the drawing keeps clear of its top and bottom edges, in viewBox units (0-100), so no line is clipped. */
const INSET = 5;

/**
 * Each member's running balance through the season (product §R18), games and payments in date order, from zero. An
 * inline SVG stretched to its box (strokes keep their width), with the money scale and the first and last dates in
 * HTML beside it so the text never stretches. For assistive technology: role="img" with a summary, and a visually
 * hidden table of every figure.
 */
export function BalanceChart({ running }: { running: RunningBalances }) {
  const { members, steps } = running;
  if (steps.length === 0 || members.length === 0) return <p className="text-sm text-muted-foreground">No games or payments this season yet.</p>;

  const series = members.map((_, index) => [0, ...steps.map((step) => step.balances[index] ?? 0)]);
  const all = series.flat();
  let top = Math.max(0, ...all);
  let bottom = Math.min(0, ...all);
  if (top === bottom) [top, bottom] = [100, -100];
  const y = (cents: number) => INSET + ((top - cents) / (top - bottom)) * (100 - 2 * INSET);
  const x = (index: number) => (index / steps.length) * 100;
  const zero = y(0);
  const finals = members.map((member, index) => `${member.name} ${signed(series[index]?.at(-1) ?? 0)}`);
  const last = steps.at(-1);

  return (
    <figure className="grid gap-3">
      <div className="flex gap-2">
        <div aria-hidden className="relative w-16 shrink-0 text-right text-xs text-muted-foreground tabular-nums">
          <span className="absolute right-0 -translate-y-1/2" style={{ top: `${String(y(top))}%` }}>
            {signed(top)}
          </span>
          {zero - y(top) > 12 && y(bottom) - zero > 12 ? (
            <span className="absolute right-0 -translate-y-1/2" style={{ top: `${String(zero)}%` }}>
              $0.00
            </span>
          ) : null}
          <span className="absolute right-0 -translate-y-1/2" style={{ top: `${String(y(bottom))}%` }}>
            {signed(bottom)}
          </span>
        </div>
        <svg
          role="img"
          aria-label={`Running balance through the season, ending: ${finals.join(', ')}`}
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="h-44 min-w-0 flex-1 overflow-visible rounded-md bg-muted/40"
        >
          <line x1={0} x2={100} y1={zero} y2={zero} className="stroke-muted-foreground" strokeOpacity={0.5} strokeWidth={1} strokeDasharray="3 3" vectorEffect="non-scaling-stroke" />
          {series.map((points, index) => (
            <g key={members[index]?.id} className={colourOf(index)}>
              <polyline
                points={points.map((cents, step) => `${String(x(step))},${String(y(cents))}`).join(' ')}
                fill="none"
                stroke="currentColor"
                strokeWidth={2.5}
                strokeLinejoin="round"
                strokeDasharray={dashOf(index)}
                vectorEffect="non-scaling-stroke"
              />
              {/* A dot at each step: a zero-length stroke with round caps stays round however the box stretches. */}
              <path
                d={points.map((cents, step) => `M${String(x(step))} ${String(y(cents))}h0`).join('')}
                stroke="currentColor"
                strokeWidth={6}
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            </g>
          ))}
        </svg>
      </div>
      <div aria-hidden className="ml-18 flex justify-between gap-2 text-xs text-muted-foreground">
        <span>Season start</span>
        {last ? <span>{formatDate(last.at)}</span> : null}
      </div>
      <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {members.map((member, index) => (
          <li key={member.id} className="flex items-center gap-1.5">
            <span className={cn('inline-block h-0.5 w-4 rounded bg-current', colourOf(index))} />
            {member.name}
          </li>
        ))}
      </ul>
      <div className="sr-only">
        <table>
          <caption>Each member's balance after every game and payment of the season</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Game or payment</th>
              {members.map((member) => (
                <th key={member.id} scope="col">
                  {member.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {steps.map((step, index) => (
              <tr key={`${step.at}-${String(index)}`}>
                <td>{formatDate(step.at)}</td>
                <th scope="row">{step.label}</th>
                {step.balances.map((cents, member) => (
                  <td key={members[member]?.id}>{signed(cents)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
