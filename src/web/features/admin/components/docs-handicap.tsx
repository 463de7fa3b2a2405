import { HANDICAP_MAX, HANDICAP_MIN, HOLE_COUNT, handicapDisplay, handicapFrom } from '../../../../golf';
import { EXAMPLE_HANDICAPS, EXAMPLE_STROKE_INDEXES, handicapStrokesTable } from '../lib/docs-example';
import { DocsSection, type DocsSectionProps, DocsTopic } from './docs-section';
import { DocsTable } from './docs-table';

const strokesText = (strokes: number) => (strokes > 0 ? `+${String(strokes)}` : String(strokes));

/** The strokes each example handicap gets at each example stroke index, worked out by the engine. */
function StrokesTable() {
  const rows = handicapStrokesTable(EXAMPLE_HANDICAPS, EXAMPLE_STROKE_INDEXES);
  return (
    <DocsTable
      label="Handicap strokes by stroke index"
      caption={`Strokes received on a hole of each stroke index (negative: given back), and over all ${String(HOLE_COUNT)} holes.`}
      corner="Handicap"
      columns={[
        ...EXAMPLE_STROKE_INDEXES.map((index) => ({
          key: index,
          label: (
            <abbr title={`Stroke index ${String(index)}`} className="no-underline">
              SI {index}
            </abbr>
          ),
        })),
        { key: 'round', label: 'Round' },
      ]}
      rows={rows.map((row) => ({
        key: row.handicap,
        header: row.handicapDisplay,
        cells: [
          ...row.strokes.map((strokes, column) => ({
            key: EXAMPLE_STROKE_INDEXES[column] ?? column,
            content: strokesText(strokes),
            className: strokes === 0 ? 'text-muted-foreground' : undefined,
          })),
          { key: 'round', content: strokesText(row.roundTotal), className: 'font-semibold' },
        ],
      }))}
    />
  );
}

/** The Handicap strokes section: stroke index, how strokes are given, plus handicaps, and a table from the engine. */
export function DocsHandicap({ id, title }: DocsSectionProps) {
  return (
    <DocsSection
      id={id}
      title={title}
      intro={`A handicap is a whole number from ${handicapDisplay(handicapFrom(HANDICAP_MIN))} to ${String(HANDICAP_MAX)}; a plus handicap is shown with a + (better than scratch).`}
    >
      <DocsTopic title="Stroke index">
        <p>
          Every hole of a course has a stroke index from 1 to {HOLE_COUNT} for each tee, the course&apos;s handicap index: 1 is the
          hardest hole, {HOLE_COUNT} the easiest. Admins set it per hole in the Courses tab.
        </p>
      </DocsTopic>
      <DocsTopic title="How strokes are given">
        <p>
          A handicap is spread over the {HOLE_COUNT} holes: every hole gets one stroke for each full {HOLE_COUNT} in the handicap,
          and the holes whose index is at most the remainder get one more. A 10 gets a stroke on the holes of index 1-10; a 20
          gets two on index 1-2 and one everywhere else.
        </p>
        <p>
          Net score on a hole = gross strokes minus the strokes received. Dormie works this out from the player&apos;s handicap in
          that game and the tee&apos;s index; a golfer cannot enter it.
        </p>
      </DocsTopic>
      <DocsTopic title="Plus handicaps">
        <p>
          A plus handicap gives strokes back instead, on the easiest holes: a +2 adds a stroke on the holes of index{' '}
          {HOLE_COUNT - 1} and {HOLE_COUNT}, so their net score is higher than their gross.
        </p>
      </DocsTopic>
      <StrokesTable />
    </DocsSection>
  );
}
