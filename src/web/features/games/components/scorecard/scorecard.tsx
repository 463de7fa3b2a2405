import { type RefObject, useEffect, useRef, useState } from 'react';
import type { GameDetail, GameHoleResponse } from '../../../../../contract/games-responses';
import type { PlayerState, RoundState } from '../../../../../golf';
import { SegmentedControl } from '../../../../components/segmented-control';
import { cn } from '../../../../lib/utils';
import { panelOf } from '../../formats/registry';
import { currentHoleOf, NINE_HOLES, type Nine, nineOf } from '../../lib/game-view';
import { LegendItem, ScoreCell, ScoreLegend } from '../../../../components/score-cell';
import { type CellMark, cellKey } from '../../../../lib/offline/pending';

type ScorecardProps = {
  game: GameDetail;
  state: RoundState;
  /** Opens the hole's score entry; without it hole numbers are plain text. */
  onHoleSelect?: (holeNumber: number) => void;
  /** Opens a score's history; without it scores are plain text. */
  onScoreSelect?: (playerId: string, holeNumber: number) => void;
  /** Cells whose write waits to be sent or was refused (issue 29); none on a read-only card. */
  marks?: ReadonlyMap<string, CellMark>;
  /** Cells two phones disagree on (product §R17), by cellKey. */
  disputed?: ReadonlySet<string>;
  /** True when a player plays the women's tee set: the women's pars and stroke indexes show where they differ (product §R12). */
  womenPlaying?: boolean;
};

type DotState = CellMark['state'] | 'disputed';

/** A cell's corner dot: amber while its write waits, red when refused, an amber ring when disputed. */
const DOT_TONES: Record<DotState, string> = { waiting: 'bg-amber-500', refused: 'bg-destructive', disputed: 'border-2 border-amber-500 bg-transparent' };
const DOT_WORDS: Record<DotState, string> = { waiting: 'waiting to send', refused: 'not saved', disputed: 'disputed' };

/** The words a cell's label adds for its mark, so a screen reader hears what the dot shows (the legend's words). */
function markWords(mark: CellMark | undefined, disputed: boolean): string {
  const state = mark?.state ?? (disputed ? 'disputed' : null);
  return state === null ? '' : `, ${DOT_WORDS[state]}`;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function playedOn(player: PlayerState, holes: readonly number[]) {
  const scored = player.card.filter((hole) => holes.includes(hole.holeNumber) && hole.gross !== null);
  return scored.length === 0 ? '' : String(sum(scored.map((hole) => hole.gross ?? 0)));
}

/**
 * The live scorecard (product §G2): 1-9 or 10-18, rows Par, Yds, HCP, a row per player with score marks, and Match in
 * match play; Out on the front, In and Total on the back. A nine-hole game shows its nine alone with their Total
 * (product §R14). With hole and score buttons, each is 44 x 44 px (issue 11: tap targets), and the card opens at the
 * current hole. Read only (results, spectators) it keeps the same width, so yardages and 'NUP Blue' keep their room:
 * on a phone the card scrolls sideways under the fixed name column rather than squashing (issue 34).
 */
export function Scorecard({ game, state, onHoleSelect, onScoreSelect, marks, disputed, womenPlaying = false }: ScorecardProps) {
  const currentHole = currentHoleOf(game);
  const [chosen, setNine] = useState<Nine>(nineOf(Math.min(currentHole, 18)));
  const nineGame = game.holesPlayed !== '18';
  const nine: Nine = game.holesPlayed === '18' ? chosen : game.holesPlayed;
  const holes = NINE_HOLES[nine];
  const holeRows = game.holes.filter((hole) => holes.includes(hole.holeNumber));
  const matchRow = panelOf(state).matchRow(state);
  const subtotal = nineGame ? 'Total' : nine === 'front' ? 'Out' : 'In';
  // An 18-hole card's back nine adds the round's Total beside In; a nine's own total is its subtotal.
  const withTotal = !nineGame && nine === 'back';
  const tappable = onHoleSelect !== undefined || onScoreSelect !== undefined;
  const scroller = useRef<HTMLDivElement>(null);
  useScrollToHole(scroller, tappable ? currentHole : null, nine);
  const womens = womenPlaying ? womensRows(holeRows) : { par: null, strokeIndex: null };
  // Tappable, the hole columns are 44 px at least; read only, the cells keep less padding within the same width.
  const cell = cn('text-center tabular-nums', tappable ? 'p-0' : 'px-0 py-1.5');
  const label = 'sticky left-0 z-10 bg-card px-1.5 py-1.5 text-left font-medium';
  const tapCell = 'flex min-h-11 w-full items-center justify-center rounded-md hover:bg-accent';
  const disputedHoles = disputed ?? new Set<string>();

  return (
    <div className="grid gap-3">
      {nineGame ? null : (
        <SegmentedControl
          label="Nine"
          className="justify-self-start"
          options={[
            { value: 'front', label: '1-9' },
            { value: 'back', label: '10-18' },
          ]}
          value={nine}
          onChange={setNine}
        />
      )}
      <div ref={scroller} className="overflow-x-auto rounded-xl border bg-card">
        <table className={cn('w-full table-fixed border-collapse text-xs sm:text-sm', withTotal ? 'min-w-[33.75rem]' : 'min-w-[31rem]')}>
          <caption className="sr-only">Scorecard, holes {nine === 'front' ? '1 to 9' : '10 to 18'}</caption>
          <colgroup>
            <col className="w-14 sm:w-32" />
            {holes.map((holeNumber) => (
              <col key={holeNumber} />
            ))}
            <col className="w-9 sm:w-12" />
            {withTotal ? <col className="w-10 sm:w-12" /> : null}
          </colgroup>
          <thead>
            <tr className="border-b bg-muted/50">
              <th scope="col" className={cn(label, 'bg-muted')}>
                Hole
              </th>
              {holes.map((holeNumber) => (
                <th key={holeNumber} scope="col" data-hole={holeNumber} className={cn(cell, holeNumber === currentHole && game.status === 'active' && 'text-primary')}>
                  {onHoleSelect ? (
                    <button
                      type="button"
                      onClick={() => onHoleSelect(holeNumber)}
                      aria-label={`Enter scores for hole ${String(holeNumber)}`}
                      className={cn(tapCell, 'font-bold underline-offset-2 hover:underline')}
                    >
                      {holeNumber}
                    </button>
                  ) : (
                    holeNumber
                  )}
                </th>
              ))}
              <th scope="col" className={cell}>
                {subtotal}
              </th>
              {withTotal ? (
                <th scope="col" className={cell}>
                  Total
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            <InfoRow name="Par" values={holeRows.map((hole) => hole.par)} total={game.holes.reduce((t, h) => t + h.par, 0)} back={withTotal} />
            {womens.par ? <InfoRow name="W Par" title="Women's par" values={womens.par} total={game.holes.reduce((t, h) => t + (h.womensPar ?? h.par), 0)} back={withTotal} /> : null}
            <InfoRow name="Yds" values={holeRows.map((hole) => hole.yardage)} total={game.holes.reduce((t, h) => t + h.yardage, 0)} back={withTotal} />
            <InfoRow name="HCP" values={holeRows.map((hole) => hole.handicapIndex)} back={withTotal} />
            {womens.strokeIndex ? <InfoRow name="W HCP" title="Women's stroke index" values={womens.strokeIndex} back={withTotal} /> : null}
            {state.players.map((player) => (
              <tr key={player.id} className="border-t">
                <th scope="row" className={cn(label, 'truncate')} title={player.name}>
                  {/* A phone's narrow column shows the first name; wider screens the whole name. */}
                  <span className="sm:hidden">{player.name.split(/\s+/)[0]}</span>
                  <span className="hidden sm:inline">{player.name}</span>
                </th>
                {holes.map((holeNumber) => {
                  const hole = player.card.find((h) => h.holeNumber === holeNumber);
                  if (!hole) return <td key={holeNumber} className={cell} />;
                  const mark = marks?.get(cellKey(player.id, holeNumber));
                  const isDisputed = disputedHoles.has(cellKey(player.id, holeNumber));
                  const content = <ScoreCell hole={hole} />;
                  return (
                    <td key={holeNumber} className={cn(cell, 'relative')} data-cell-state={mark?.state ?? (isDisputed ? 'disputed' : undefined)}>
                      <CellDot mark={mark} disputed={isDisputed} />
                      {onScoreSelect && hole.gross !== null ? (
                        <button
                          type="button"
                          className={tapCell}
                          onClick={() => onScoreSelect(player.id, holeNumber)}
                          aria-label={`${player.name}, hole ${String(holeNumber)}: ${String(hole.gross)}${markWords(mark, isDisputed)}. Show history`}
                        >
                          {content}
                        </button>
                      ) : (
                        content
                      )}
                    </td>
                  );
                })}
                <td className={cn(cell, 'font-semibold')}>{playedOn(player, holes)}</td>
                {withTotal ? <td className={cn(cell, 'font-bold')}>{player.holesPlayed > 0 ? player.totalStrokes : ''}</td> : null}
              </tr>
            ))}
            {matchRow ? (
              <tr className="border-t bg-muted/30">
                <th scope="row" className={cn(label, 'bg-muted')}>
                  Match
                </th>
                {holes.map((holeNumber) => (
                  <td key={holeNumber} className={cn(cell, 'text-[10px] leading-tight break-words sm:text-xs')}>
                    {matchRow.get(holeNumber) ?? ''}
                  </td>
                ))}
                <td className={cell} />
                {withTotal ? <td className={cell} /> : null}
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <ScoreLegend>
        {dotStatesOn(marks, disputedHoles).map((state) => (
          <LegendItem key={state} sample={<span className={cn('block size-2 rounded-full', DOT_TONES[state])} />}>
            {DOT_WORDS[state]}
          </LegendItem>
        ))}
      </ScoreLegend>
      {/* The tap on a score was the only way to its history, with nothing to say so (issue 34). */}
      {onScoreSelect ? <p className="text-xs text-muted-foreground">Tap a score to see who entered it and every change.</p> : null}
    </div>
  );
}

/** The dots the card shows now, for its legend: an entry for a dot no cell carries would only be noise on a phone. */
function dotStatesOn(marks: ReadonlyMap<string, CellMark> | undefined, disputed: ReadonlySet<string>): DotState[] {
  const shown = new Set<DotState>([...(marks?.values() ?? [])].map((mark) => mark.state));
  if (disputed.size > 0) shown.add('disputed');
  return (['waiting', 'refused', 'disputed'] as const).filter((state) => shown.has(state));
}

function CellDot({ mark, disputed }: { mark: CellMark | undefined; disputed: boolean }) {
  if (!mark && !disputed) return null;
  return <span aria-hidden className={cn('pointer-events-none absolute top-0.5 right-0.5 size-2 rounded-full', DOT_TONES[mark?.state ?? 'disputed'])} />;
}

/**
 * The women's pars and stroke indexes of the holes shown, each only when some hole's differs from the men's (product
 * §R12: without them the men's serve); null otherwise.
 */
function womensRows(holes: readonly GameHoleResponse[]): { par: number[] | null; strokeIndex: number[] | null } {
  const par = holes.map((hole) => hole.womensPar ?? hole.par);
  const strokeIndex = holes.map((hole) => hole.womensHandicapIndex ?? hole.handicapIndex);
  return {
    par: holes.some((hole, i) => par[i] !== hole.par) ? par : null,
    strokeIndex: holes.some((hole, i) => strokeIndex[i] !== hole.handicapIndex) ? strokeIndex : null,
  };
}

function InfoRow({ name, title, values, total, back }: { name: string; title?: string; values: readonly number[]; total?: number; back: boolean }) {
  const cell = 'px-1 py-1 text-center tabular-nums text-muted-foreground';
  return (
    <tr className="border-t first:border-t-0">
      <th scope="row" className="sticky left-0 z-10 bg-card px-2 py-1 text-left font-medium text-muted-foreground" title={title}>
        {name}
      </th>
      {values.map((value, index) => (
        <td key={index} className={cell}>
          {value}
        </td>
      ))}
      <td className={cell}>{total === undefined ? '' : sum(values)}</td>
      {back ? <td className={cell}>{total ?? ''}</td> : null}
    </tr>
  );
}

/**
 * Scrolls the card sideways so the current hole's column shows beside the fixed name column, when the nine shown or the
 * current hole changes; `holeNumber` null leaves the card alone.
 */
function useScrollToHole(scroller: RefObject<HTMLDivElement | null>, holeNumber: number | null, nine: Nine): void {
  useEffect(() => {
    const box = scroller.current;
    if (!box || holeNumber === null) return;
    const column = box.querySelector(`th[data-hole="${String(holeNumber)}"]`);
    const names = box.querySelector('th');
    if (!column || !names) return;
    const view = box.getBoundingClientRect();
    const left = view.left + names.getBoundingClientRect().width;
    const { left: columnLeft, right: columnRight } = column.getBoundingClientRect();
    if (columnLeft < left || columnRight > view.right) box.scrollBy({ left: columnLeft - left, behavior: 'instant' });
  }, [scroller, holeNumber, nine]);
}
