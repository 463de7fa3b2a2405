import { LockIcon, UserCheckIcon, UserPlusIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { GameListItem } from '../../../../../contract/games-responses';
import { centsFromDollars, formatLabel } from '../../../../../golf';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { GameStatusBadge } from '../../../../components/game-status-badge';
import { formatMoney } from '../../../../lib/games/money';
import { gameFormatOf } from '../../../../lib/games/round';
import { joinIsOffered } from './join-offer';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="truncate font-medium">{children}</dd>
    </div>
  );
}

/**
 * One game of the list (product §G2). The whole card opens the game's screen (its title link stretches over it);
 * Join sits above that link and opens the join dialog where joining is offered.
 */
export function GameCard({ game, onJoin }: { game: GameListItem; onJoin: (game: GameListItem) => void }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="relative grid h-full gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring hover:border-primary/50 hover:bg-accent/30"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base leading-snug font-semibold break-words">
            <Link to={`/app/game/${String(game.id)}`} className="outline-none after:absolute after:inset-0 after:rounded-xl">
              {game.name}
            </Link>
          </h3>
          <p className="text-sm break-words text-muted-foreground">
            {game.courseName} · {game.teeColor} tees
          </p>
        </div>
        <GameStatusBadge status={game.status} />
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact term="Format">{formatLabel(gameFormatOf(game))}</Fact>
        <Fact term="Players">
          {game.playerCount}/{game.maxPlayers}
        </Fact>
        <Fact term="Bet">{game.betAmount > 0 ? `${formatMoney(centsFromDollars(game.betAmount))} per player` : 'No bet'}</Fact>
        <Fact term="Created by">{game.creatorName}</Fact>
      </dl>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs tracking-widest text-muted-foreground">
            <span className="sr-only">Game code </span>
            {game.gameCode}
          </span>
          {game.isPrivate ? (
            <Badge variant="outline">
              <LockIcon aria-hidden />
              Private
            </Badge>
          ) : null}
          {game.isPlayer ? (
            <Badge variant="secondary">
              <UserCheckIcon aria-hidden />
              {/* A finished round is over: it was played, not being played (issue 34). */}
              {game.status === 'completed' ? 'You played' : "You're playing"}
            </Badge>
          ) : null}
        </div>
        {joinIsOffered(game) ? (
          <Button className="relative z-10 h-11 px-5" onClick={() => onJoin(game)} aria-label={`Join ${game.name}`}>
            <UserPlusIcon aria-hidden />
            Join
          </Button>
        ) : null}
      </div>
    </article>
  );
}
