import { useDeferredValue, useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { FullPageSpinner } from '../../../components/spinner';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useCurrentUser } from '../../../lib/auth';
import { useGame, useGamePlayers } from '../../../lib/games/game-queries';
import { liveRoundOf } from '../../../lib/games/round';
import { errorStatus } from '../../../lib/api';
import { pendingView } from '../../../lib/offline/pending';
import { askToPersistStorage } from '../../../lib/offline/persist';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { GameNotFound, GameNotKept } from '../components/game/game-not-found';
import { GameScreen, preloadGameScreenParts } from '../components/game/game-screen';
import { useGameLive } from '../hooks/use-game-live';

/** /app/game/{gameId}: the lobby, then the live round (product §G2); guests watch public games. */
export function GamePage() {
  const { gameId } = useParams();
  const id = Number(gameId);
  if (!Number.isSafeInteger(id) || id <= 0) return <GameNotFound />;
  return <LiveGame gameId={id} />;
}

function LiveGame({ gameId }: { gameId: number }) {
  const { data: user } = useCurrentUser();
  const audience = user ? 'member' : 'guest';
  const { poll } = useGameLive(gameId, audience);
  const game = useGame(gameId, audience, poll);
  const completed = game.data?.status === 'completed';
  const players = useGamePlayers(gameId, audience, poll && !completed);
  useDocumentMeta({ title: `${game.data?.name ?? 'Game'} | Dormie`, description: 'Live scores and bets of a Dormie game.' });
  // The screen renders from deferred copies of the answers: React draws it in the background in short slices, so a
  // phone stays responsive while the scorecard builds and each score that arrives redraws it (issue 17).
  const shownGame = useDeferredValue(game.data);
  const shownPlayers = useDeferredValue(players.data);
  // Writes still waiting in the outbox are laid over the answers (issue 29): on the card at once, marked until stored.
  const outbox = useOutbox();
  const plays = user !== null && user !== undefined && (players.data ?? []).some((player) => player.userId === user.id);
  useEffect(() => {
    if (plays) askToPersistStorage();
  }, [plays]);
  // In render, not in an effect: the parts' code is asked for the moment the answers are in, before React has drawn
  // anything with them. It is asked for once; a render after that does nothing.
  if (game.data && players.data) preloadGameScreenParts(game.data, plays);
  const entries = useMemo(() => outbox.entries.filter((entry) => entry.gameId === gameId), [outbox.entries, gameId]);
  const view = useMemo(() => (shownGame && shownPlayers ? pendingView(shownGame, shownPlayers, entries) : null), [shownGame, shownPlayers, entries]);
  const live = useMemo(() => {
    if (!view) return null;
    try {
      return liveRoundOf(view.game, view.players);
    } catch (error) {
      // A drifted answer must not take the screen down: the scorecard says so and offers a reload.
      console.warn('Game: the round could not be worked out', error);
      return null;
    }
  }, [view]);

  // The same object while nothing in it changes: the screen is drawn again only when what it shows changed, not each
  // time this component is (the socket's status, for one, which decides only whether to poll).
  const updatedAt = Math.min(game.dataUpdatedAt, players.dataUpdatedAt);
  const connection = useMemo(
    () => ({ entries, offline: outbox.offline, sending: outbox.sending, updatedAt }),
    [entries, outbox.offline, outbox.sending, updatedAt],
  );

  // The server said no (not found, not allowed): Game Not Found. A read that could not reach it keeps the kept copy.
  const refusal = [game, players].some((query) => query.isError && errorStatus(query.error) !== null);
  if (refusal && !(players.isError && game.isPending)) return <GameNotFound />;
  if ((game.isError && !game.data) || (players.isError && !players.data)) return <GameNotKept />;
  // The copies lag the answers by a render; after a move to another game they may still be the last game's.
  const loading = <FullPageSpinner label="Loading scorecard data..." />;
  if (!view || view.game.id !== gameId) return loading;
  // The screen draws its header at once; under it, the parts wait for each other's code (game-screen.tsx, decision 051).
  return <GameScreen game={view.game} players={view.players} live={live} user={user ?? null} marks={view.marks} connection={connection} />;
}
