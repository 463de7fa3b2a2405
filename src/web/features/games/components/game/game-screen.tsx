import { ClipboardListIcon, HistoryIcon, TrophyIcon } from 'lucide-react';
import { type ComponentProps, memo, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { GameDetail, GamePlayer } from '../../../../../contract/games-responses';
import type { CurrentUser } from '../../../../../contract/user';
import { formatNeedsTeams, type RoundState, type Settlement } from '../../../../../golf';
import { Spinner } from '../../../../components/spinner';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { gameFormatOf } from '../../../../lib/games/round';
import { type LazyCode, lazyComponent, useCodeIn } from '../../../../lib/lazy-component';
import { type CellMark, disputedCellsOf } from '../../../../lib/offline/pending';
import { currentHoleOf, gameStage, holesOfGame, playerNameOf, waitingForOthers } from '../../lib/game-view';
import type { FormatControlsProps } from '../../formats/panel';
import { FORMAT_PANELS, panelOf } from '../../formats/registry';
import { DeleteGameButton } from './delete-game-button';
import { DrinksCount, DrinksCounter } from './drinks-counter';
import { GameCodeCard } from './game-code-card';
import { GameHeader } from './game-header';
import { HoleBanner } from './hole-banner';
import { LobbyPlayerActions } from './lobby-player-actions';
import { OfflineStatus } from './offline-status';
import { ManagePlayers } from './manage-players';
import { PlayersSection } from './players-section';
import { StartPanel } from './start-panel';
import { WriteNotices } from './write-notices';

// Opened by a tap on the scorecard: they load then, not with the screen (issue 17).
const HoleEntryDialog = lazyComponent(() => import('./hole-entry-dialog'), 'HoleEntryDialog');
// The lobby has no scorecard: it loads with the round, not with every game screen (page weight, issue 35).
const Scorecard = lazyComponent(() => import('../scorecard/scorecard'), 'Scorecard');
const ScoreHistoryDialog = lazyComponent(() => import('./score-history-dialog'), 'ScoreHistoryDialog');
const RoundHistoryDialog = lazyComponent(() => import('./round-history-dialog'), 'RoundHistoryDialog');
// Greenie and sandie toggles load with a game that plays them only; the bets and the round's end with the round; the
// spectator's panel for a spectator only (page weight, issues 32 and 35). These parts, the scorecard and the format's
// banner and controls have no Suspense boundary of their own: while one's code is on its way everything under the
// header waits (useCodeIn), rather than drawing without it and pushing everything under it down when it arrives
// (decisions 048 and 051). A part that appears later (the round starts, the last hole is scored) comes with a new
// answer, which the screen draws as a transition: the screen as it was stays until the part's code is in. The dialogs,
// opened by a tap, keep their own boundary below.
const JunkMarks = lazyComponent(() => import('./junk-marks'), 'JunkMarks');
const BetsPanel = lazyComponent(() => import('./bets-panel'), 'BetsPanel');
const FinishSection = lazyComponent(() => import('./finish-section'), 'FinishSection');
const CompletionPrompts = lazyComponent(() => import('./completion-prompts'), 'CompletionPrompts');
const SpectatorPanel = lazyComponent(() => import('./spectator-panel'), 'SpectatorPanel');
import { WaitingNotice } from './waiting-notice';

type GameScreenProps = {
  game: GameDetail;
  players: readonly GamePlayer[];
  live: { state: RoundState; settlement: Settlement } | null;
  user: CurrentUser | null;
  /** The cells of writes still waiting or refused (lib/offline/pending.ts). */
  marks: ReadonlyMap<string, CellMark>;
  /** The outbox's state for this game and how old the answers shown are (issue 29). */
  connection: ComponentProps<typeof OfflineStatus>;
};

/**
 * The game screen (product §G2): the lobby while waiting, then the live round; results live on their own screen.
 * Memoized: its page draws again on changes it does not show (the socket's status), and the whole screen, scorecard
 * and bets included, is the costliest draw of the app.
 */
export const GameScreen = memo(function GameScreen({ game, players, live, user, marks, connection }: GameScreenProps) {
  const [entryHole, setEntryHole] = useState<number | null>(null);
  const [historyOf, setHistoryOf] = useState<{ playerId: string; holeNumber: number } | null>(null);
  const [roundHistory, setRoundHistory] = useState(false);
  const stage = gameStage(game);
  const currentHole = currentHoleOf(game);
  const isCreator = user?.id === game.createdBy;
  const isPlayer = user !== null && players.some((player) => player.userId === user.id);
  const teams = formatNeedsTeams(gameFormatOf(game), game.maxPlayers);
  const creatorName = game.creatorName;
  // The parts' code is waited for in the screen's state, not under Suspense (lib/lazy-component.ts).
  const partsIn = useCodeIn(firstPartsOf(game, isPlayer));

  if (!live) {
    return (
      <div className="grid gap-5">
        <GameHeader game={game} />
        <div role="alert" className="grid gap-1 rounded-xl border border-destructive/40 p-4">
          <p className="font-semibold text-destructive">Scorecard Error, please refresh</p>
          <p className="text-sm text-muted-foreground">Unable to display match status</p>
          <p className="text-sm text-muted-foreground">Unable to calculate bet settlement</p>
        </div>
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
      </div>
    );
  }
  const { state, settlement } = live;
  // Greenies and sandies are marked by the players (product §R16); birdies come from the scores.
  const marksPlayed = state.format.junk?.greenies === true || state.format.junk?.sandies === true;
  const rowExtras = (player: GamePlayer) => {
    if (stage === 'lobby' && isCreator) return <LobbyPlayerActions game={game} player={player} teams={teams} isCreatorRow={player.userId === game.createdBy} />;
    if (!(stage === 'playing' || stage === 'past-last-hole')) return null;
    // Drinks only in a game that counts them (product §R8, issue 34).
    if (!isPlayer) return game.drinksOn ? <DrinksCount drinks={player.drinks} /> : null;
    if (!game.drinksOn && !marksPlayed) return null;
    return (
      <>
        {game.drinksOn ? <DrinksCounter gameId={game.id} player={player} /> : null}
        {marksPlayed ? <JunkMarks game={game} state={state} playerId={player.userId} holeNumber={Math.min(currentHole, holesOfGame(game).last)} /> : null}
      </>
    );
  };
  const playing = stage === 'playing' || stage === 'past-last-hole';

  return (
    <div className="grid gap-5">
      <OfflineStatus {...connection} />
      <GameHeader game={game} />
      <HoleBanner game={game} />
      {/* Under the header, the screen waits for the code of all the parts it first shows, under one spinner: the
          header (the screen's largest paint, the game's name) does not wait for it, and nothing drawn moves when the
          parts arrive, as nothing is drawn below the spinner (decision 051). */}
      {partsIn ? (
        <Suspense fallback={<PartsLoading />}>
          <WriteNotices gameId={game.id} players={players} entries={connection.entries} canConfirm={isPlayer && stage !== 'completed'} />

          {stage === 'completed' ? (
            <Link to={`/app/game/${String(game.id)}/complete`} className={buttonVariants({ size: 'lg', className: 'h-14 text-lg' })}>
              <TrophyIcon aria-hidden />
              View Results
            </Link>
          ) : null}

          {playing ? <FormatBanner state={state} /> : null}
          {playing ? <FormatControls game={game} state={state} canChoose={isPlayer && stage === 'playing'} viewerId={user?.id ?? null} /> : null}
          {playing && isPlayer && stage === 'playing' ? (
            <div className="grid gap-2">
              <Button size="lg" className="h-14 text-lg" onClick={() => setEntryHole(currentHole)}>
                <ClipboardListIcon aria-hidden />
                Enter Hole {currentHole} Scores
              </Button>
              {waitingForOthers(state, currentHole) ? (
                <p className="text-center text-sm text-muted-foreground" role="status">
                  Waiting for other players to submit their scores...
                </p>
              ) : null}
            </div>
          ) : null}
          {playing && (state.allHolesScored || stage === 'past-last-hole') ? (
            <FinishSection gameId={game.id} holeCount={holesOfGame(game).length} state={state} settlement={settlement} isCreator={isCreator} creatorName={creatorName} />
          ) : null}

          {stage === 'lobby' && !isCreator ? <WaitingNotice creatorName={creatorName} /> : null}

          <PlayersSection game={game} players={players} state={state} myId={user?.id ?? null} rowExtras={rowExtras} />

          {stage === 'lobby' && isCreator ? (
            <>
              <StartPanel game={game} players={players} />
              <ManagePlayers game={game} players={players} />
            </>
          ) : null}

          {stage !== 'lobby' ? (
            <section aria-labelledby="scorecard-title" className="grid gap-2">
              <div className="flex items-center justify-between gap-2">
                <h2 id="scorecard-title" className="text-lg font-semibold">
                  Scorecard
                </h2>
                {isPlayer ? (
                  <Button variant="outline" size="sm" className="min-h-11" onClick={() => setRoundHistory(true)}>
                    <HistoryIcon aria-hidden />
                    Round History
                  </Button>
                ) : null}
              </div>
              <Scorecard
                game={game}
                state={state}
                marks={marks}
                disputed={disputedCellsOf(players)}
                womenPlaying={players.some((player) => player.teeSet === 'W')}
                onHoleSelect={isPlayer && playing ? setEntryHole : undefined}
                // Players only: the history is theirs to read (issue 10, GET /api/games/{id}/scores/history answers 403 otherwise).
                onScoreSelect={isPlayer ? (playerId, holeNumber) => setHistoryOf({ playerId, holeNumber }) : undefined}
              />
            </section>
          ) : null}
          {playing ? <BetsPanel state={state} settlement={settlement} /> : null}
          {!isPlayer ? <SpectatorPanel game={game} signedIn={user !== null} defaultHandicap={user?.handicap ?? null} /> : null}
          {stage !== 'completed' ? <GameCodeCard code={game.gameCode} /> : null}
          {isCreator && stage !== 'completed' ? (
            <div className="flex justify-end">
              <DeleteGameButton gameId={game.id} />
            </div>
          ) : null}

          <Suspense fallback={null}>
            {isCreator && playing ? <CompletionPrompts game={game} state={state} /> : null}
            {entryHole !== null ? (
              <HoleEntryDialog key={entryHole} game={game} state={state} holeNumber={entryHole} advancesHole={isCreator} onClose={() => setEntryHole(null)} />
            ) : null}
            {historyOf ? (
              <ScoreHistoryDialog
                gameId={game.id}
                playerId={historyOf.playerId}
                playerName={playerNameOf(state, historyOf.playerId)}
                holeNumber={historyOf.holeNumber}
                nameOf={(id) => playerNameOf(state, id)}
                onClose={() => setHistoryOf(null)}
              />
            ) : null}
            {roundHistory ? <RoundHistoryDialog gameId={game.id} nameOf={(id) => playerNameOf(state, id)} onClose={() => setRoundHistory(false)} /> : null}
          </Suspense>
        </Suspense>
      ) : (
        <PartsLoading />
      )}
    </div>
  );
});

/** The screen under its header while the code of its parts is on its way: tall enough that nothing shows below it. */
function PartsLoading() {
  return (
    <div className="flex min-h-dvh justify-center pt-8 text-primary">
      <Spinner className="size-8" label="Loading scorecard data..." />
    </div>
  );
}

/**
 * The parts of the screen whose code loads apart from it (page weight, issues 32 and 35) that a screen of this game
 * draws as it opens: only those its stage shows, so a lobby loads no scorecard.
 */
function firstPartsOf(game: GameDetail, isPlayer: boolean): LazyCode[] {
  const stage = gameStage(game);
  const playing = stage === 'playing' || stage === 'past-last-hole';
  const format = gameFormatOf(game);
  const panel = FORMAT_PANELS[format.type];
  const junkMarked = format.junk?.greenies === true || format.junk?.sandies === true;
  const parts: unknown[] = [
    stage !== 'lobby' && Scorecard,
    playing && BetsPanel,
    !isPlayer && SpectatorPanel,
    playing && isPlayer && junkMarked && JunkMarks,
    playing && panel.Banner,
    playing && panel.Controls,
  ];
  return parts.filter(isLazyComponent);
}

const isLazyComponent = (part: unknown): part is LazyCode => typeof part === 'object' && part !== null && 'preload' in part;

/**
 * Starts loading the code of the parts a screen of this game first shows, all at once, as soon as its answers are in:
 * found one at a time as React reached each, they arrived one after another.
 */
export function preloadGameScreenParts(game: GameDetail, isPlayer: boolean): void {
  for (const part of firstPartsOf(game, isPlayer)) void part.preload();
}


/** What the format asks of the players on the current hole (the wolf's choice, a nassau's presses), from its panel. */
function FormatControls(props: FormatControlsProps) {
  const Controls = panelOf(props.state).Controls;
  return Controls ? <Controls {...props} /> : null;
}

/** The format's banner while the round is played (the match status), from its panel. */
function FormatBanner({ state }: { state: RoundState }) {
  const Banner = panelOf(state).Banner;
  return Banner ? <Banner state={state} /> : null;
}
