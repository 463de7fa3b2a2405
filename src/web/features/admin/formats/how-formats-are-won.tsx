import type { ComponentType } from 'react';
import type { Format, GameType } from '../../../../golf';

/** The Docs tab's worked settlement example is a stroke-mode nassau: its three bets show the most. */
export const WORKED_EXAMPLE_FORMAT: Format = { type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 };

// How each format is won, for the admin Docs tab (product §R3, §R4): one entry per format, so a format the engine knows
// without its prose here fails to compile.
export const HOW_FORMATS_ARE_WON = {
  stroke: () => (
    <p>
      Every player is their own side. The lowest total net score over the holes counted wins the one bet. Players tied for
      the lowest total share the win; the game is a push only when everyone ties.
    </p>
  ),
  match: () => (
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
  ),
  bestball: () => (
    <p>
      Always four players, Red team against Blue team, played exactly like four-ball match play: each hole goes to the team
      whose better net score is lower. The team panels also show each team&apos;s running score, its best net minus par summed
      over the holes counted (+2, E, -1).
    </p>
  ),
  nassau: () => (
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
  ),
  skins: () => (
    <>
      <p>
        Every player for themselves. Each hole is a skin: it goes to the one player with the lowest score (net or gross, as
        the game says). When two or more tie for the lowest, nobody wins it and, with carryover on, it rides on the next hole
        (2, 3, ... skins at stake); with carryover off it is dead. With &ldquo;par or better&rdquo;, a sole low score over par
        wins nothing. Skins still riding after the last hole are void.
      </p>
      <p>
        Each skin is worth the bet from every other player, so a player&apos;s winnings are the bet times (players x their skins
        minus all skins won). Players rank by skins won.
      </p>
    </>
  ),
  stableford: () => (
    <>
      <p>
        Points on each hole from the net score against par. Standard: par 2, birdie 3, eagle 4, one more per stroke better;
        bogey 1, double bogey or worse 0. Modified: 3 or more under 8, eagle 5, birdie 2, par 0, bogey -1, double bogey or
        worse -3. A hole counts once every player has a score on it.
      </p>
      <p>The most points ranks first. Money is per point: every pair of players settles the difference in their points.</p>
    </>
  ),
  wolf: () => (
    <>
      <p>
        Exactly four players, no fixed teams. The wolf goes round the players in join order: the first player is the wolf on
        hole 1, the second on hole 2, and so on. On holes 17 and 18 the wolf is the player with the fewest points so far (on a
        tie, the tied player who comes first in the order).
      </p>
      <p>
        Before the hole is scored, a player records the wolf&apos;s choice: pick a partner (the wolf and partner against the other
        two), go lone (the wolf against the three), or go blind (alone, called before anyone tees off). The choice can change
        until the hole counts, once it has a choice and all four scores. Each side&apos;s score is its best net; the lower side
        wins the hole, and a tie scores nothing.
      </p>
      <p>
        Points are zero-sum: with a partner, each winner takes 1 point from each loser (+2 each, -2 each). A lone wolf wins or
        loses the lone multiplier (2 by default) to each of the three (+6/-2); a blind wolf the blind multiplier (3 by default,
        +9/-3). Money is the bet times a player&apos;s points, and players rank by points, most first.
      </p>
    </>
  ),
} satisfies Record<GameType, ComponentType>;
