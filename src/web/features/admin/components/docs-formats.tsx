import { assertNever, formatName, GAME_TYPES, playerCountHint, type GameType } from '../../../../golf';
import { DocsSection, type DocsSectionProps, DocsTopic } from './docs-section';

// How each format is won (rules.md §3, §4). Player counts and names are the engine's; the prose explains its rules.

function HowItIsWon({ type }: { type: GameType }) {
  switch (type) {
    case 'stroke':
      return (
        <p>
          Every player is their own side. The lowest total net score over the holes counted wins the one bet. Players tied for
          the lowest total share the win; the game is a push only when everyone ties.
        </p>
      );
    case 'match':
      return (
        <>
          <p>
            Two players play singles; four play four-ball, Red team against Blue team, where a team&apos;s score on a hole is the
            lower net of its two players. Each hole is won by the side with the lower score, or halved.
          </p>
          <p>
            The match is decided as soon as one side is up by more holes than remain (&ldquo;3 and 2&rdquo;); decided on the 18th it
            reads &ldquo;1 up&rdquo;, and all square after 18 is &ldquo;Halved&rdquo; (a push). A side up by exactly the holes left is
            &ldquo;dormie&rdquo;. Once decided, the result stands even if more scores are entered.
          </p>
        </>
      );
    case 'bestball':
      return (
        <p>
          Always four players, Red team against Blue team, played exactly like four-ball match play: each hole goes to the team
          whose better net score is lower. The team panels also show each team&apos;s running score, its best net minus par summed
          over the holes counted (+2, E, -1).
        </p>
      );
    case 'nassau':
      return (
        <>
          <p>
            Three bets in one game, each worth the bet amount: the front nine (holes 1-9), the back nine (10-18) and the overall
            (1-18). Each bet is won, shared or pushed on its own, so a golfer can win one and lose two.
          </p>
          <p>
            <strong>Match mode:</strong> each bet is a match over its own holes; the front and back are nine-hole matches, decided
            when a side is up by more holes than remain in that nine. Two players play each other; three or more play in Red and
            Blue teams.
          </p>
          <p>
            <strong>Stroke mode:</strong> each bet goes to the lowest total net over its holes (with four or more players, to the
            team with the lower best-ball total). Sides tied for the lowest share the bet; it is a push only when every side ties.
          </p>
        </>
      );
    default:
      return assertNever(type);
  }
}

/** The Formats section: for each format, who plays, how the winner is decided and what the bet is. */
export function DocsFormats({ id, title }: DocsSectionProps) {
  return (
    <DocsSection
      id={id}
      title={title}
      intro="Scores are compared net: gross strokes minus the player's handicap strokes on the hole. A hole counts only once every side has a score on it."
    >
      {GAME_TYPES.map((type) => (
        <DocsTopic key={type} title={formatName(type)}>
          <p className="text-muted-foreground">{playerCountHint(type)}.</p>
          <HowItIsWon type={type} />
        </DocsTopic>
      ))}
      <p className="max-w-3xl text-sm leading-relaxed">
        A game can be completed at any time: it is settled on the holes counted so far. An undecided match goes to the side that
        is up, and all square is a push. Finishing positions rank every player by net score in every format; the money follows
        the bets, not the positions.
      </p>
    </DocsSection>
  );
}
