import type { QueryClient } from '@tanstack/react-query';
import { StoredScoreBatchSchema } from '../../../contract/games';
import type { CurrentUser } from '../../../contract/user';
import { apiJson, errorStatus, serverMessage } from '../api';
import { currentUserQueryKey } from '../auth';
import { gameKey, gamePlayersKey } from '../games/game-keys';
import { gamePath, playerPath } from '../games/game-paths';
import { expectOwnChange } from '../games/own-changes';
import { playersWithScore, withJunkMarkShown, withWolfChoice } from '../games/round';
import { DrinksSchema, GameBetsSchema, type GameDetail, GameDetailSchema, type GamePlayer } from '../../../contract/games-responses';
import { toastFailure } from '../notify';
import { realtimeStatus, realtimeStatusSubscribe } from '../realtime';
import { nextSend } from './batches';
import { addOutboxEntry, allOutboxEntries, deleteOutboxEntry, type OutboxEntry, type OutboxWrite, putOutboxEntry } from './store';

// The one outbox of the game screen's writes (product §R17, issue 29). A write is kept in IndexedDB before anything
// else, shown at once (pending.ts), and sent in the order made, each with its opId, so a repeat after a lost answer
// changes nothing on the server; the score writes of one game waiting in a row go as one batch (batches.ts). It is
// sent at start, after every new write, when the browser says it is online, when the socket reconnects, when the app
// comes back to the foreground, and on a backoff timer; never only by Background Sync, which Safari and Firefox lack.
// A refusal (4xx) leaves the queue with the server's words; a 5xx or a network failure keeps the write queued.
// Nothing is dropped silently.

/** What the screens read of the outbox. */
export interface OutboxState {
  /** Every entry of every game, waiting and refused, in the order made. */
  readonly entries: readonly OutboxEntry[];
  /** True while writes are being sent. */
  readonly sending: boolean;
  /** True when the browser is offline or the last send could not reach the server. */
  readonly offline: boolean;
}

/**
 * The longest one send may take. With one bar of signal a request can hang with no answer and no error; given up on,
 * it is sent again later with the same opId, which the server applies once whichever copy arrives.
 */
export const OUTBOX_SEND_TIMEOUT_MS = 10_000;

/** Waits between tries after a failure: 1 s, doubling, at most 30 s. */
export const OUTBOX_RETRY_MS = { first: 1_000, max: 30_000 } as const;

const SCORE_REFUSED = 'Failed to submit score. Please try again.';
const FALLBACKS: Record<OutboxWrite['kind'], string> = {
  scores: SCORE_REFUSED,
  drinks: 'Failed to update drinks.',
  advance: 'Failed to move to the next hole.',
  'wolf-choice': "Failed to save the wolf's choice.",
  press: 'Failed to press.',
  junk: 'Failed to save the mark.',
};

let state: OutboxState = { entries: [], sending: false, offline: typeof navigator !== 'undefined' && !navigator.onLine };
const listeners = new Set<() => void>();
let client: QueryClient | null = null;
let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelay: number = OUTBOX_RETRY_MS.first;
/** The send under way, to give up on when the network changes under it (a request caught there may never end). */
let inFlight: AbortController | null = null;
/**
 * The network's losses so far (offline, the socket dropped, the app hidden) and whether it is lost now, and the same
 * as they stood when the send under way began: only a send begun while the network was lost, or caught by a loss since,
 * may hang on a dead connection. A send begun on a working network is left to finish when the socket comes up beside
 * it: giving it up sent every write twice when a course's phones came back at once (the reconnect storm, issue 35).
 */
const network = { losses: 0, lost: false };
let inFlightBegan = { losses: 0, lost: false };
/** Set when the network came back during a send: the send given up on goes again at once, not after a wait. */
let resendNow = false;
/**
 * Set when the phone went offline or a send could not get through, until a run has sent the whole queue: its games are
 * then read again, since the socket may have missed other phones' changes meanwhile.
 */
let sinceDeadSpot = false;

function setState(change: Partial<OutboxState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const outboxState = (): OutboxState => state;

export function outboxSubscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const signedInId = (): string | null => client?.getQueryData<CurrentUser | null>(currentUserQueryKey)?.id ?? null;

/** The cells a write touches, to drop an older refusal of the same cell when the golfer writes it again. */
function cellsOf(write: OutboxWrite): string[] {
  if (write.kind === 'scores') return write.scores.map((s) => `${s.playerId}:${String(s.holeNumber)}`);
  if (write.kind === 'press') return [`press:${write.segment}`];
  if (write.kind === 'junk') return [`junk:${String(write.holeNumber)}:${write.playerId}:${write.markKind}`];
  return write.kind === 'wolf-choice' ? [`wolf:${String(write.holeNumber)}`] : [];
}

/** Keeps `write` for game `gameId` (IndexedDB first), shows it, and starts sending. Resolves once it is kept. */
export async function queueWrite(gameId: number, write: OutboxWrite): Promise<void> {
  const userId = signedInId();
  if (userId === null) throw new Error('queueWrite needs a signed-in golfer');
  const entry = { ...write, gameId, userId, madeAt: Date.now() };
  const seq = await addOutboxEntry(entry);
  const cells = new Set(cellsOf(write));
  const superseded = state.entries.filter((e) => e.refused !== undefined && e.gameId === gameId && cellsOf(e).some((cell) => cells.has(cell)));
  await Promise.all(superseded.map((e) => deleteOutboxEntry(e.seq)));
  setState({ entries: [...state.entries.filter((e) => !superseded.includes(e)), { ...entry, seq }] });
  void flushOutbox();
}

/** Forgets a refused write once the golfer has read why. */
export async function dismissRefused(seq: number): Promise<void> {
  await deleteOutboxEntry(seq);
  setState({ entries: state.entries.filter((entry) => entry.seq !== seq) });
}

/** How a send went: stored, to send again later, or refused (a 4xx) with the server's words and its error (the toast's). */
type SendResult = 'stored' | 'later' | { refused: string; error: unknown };

async function post(entries: readonly OutboxEntry[]): Promise<void> {
  const controller = new AbortController();
  inFlight = controller;
  inFlightBegan = { ...network };
  const timer = setTimeout(() => controller.abort(), OUTBOX_SEND_TIMEOUT_MS);
  try {
    await postWith(entries, controller.signal);
  } finally {
    clearTimeout(timer);
    inFlight = null;
  }
}

/** Sends one write, or the score writes of one game nextSend put together (their scores in one batch, in order). */
async function postWith(entries: readonly OutboxEntry[], signal: AbortSignal): Promise<void> {
  const [entry] = entries;
  if (entry === undefined) return;
  switch (entry.kind) {
    case 'scores': {
      const queued = entries.flatMap((write) => (write.kind === 'scores' ? write.scores : []));
      const body = { scores: queued.map(({ playerId, holeNumber, strokes, previous, opId }) => ({ playerId, holeNumber, strokes, previous, opId })) };
      const { scores } = await apiJson('POST', `${gamePath(entry.gameId)}/scores`, StoredScoreBatchSchema, body, signal);
      const key = gamePlayersKey(entry.gameId);
      const players = client?.getQueryData<GamePlayer[]>(key);
      if (players) client?.setQueryData<GamePlayer[]>(key, scores.reduce(playersWithScore, players));
      return;
    }
    case 'drinks': {
      // Its PLAYER_UPDATED comes back to this tab too; the count is already on screen, so no notice here.
      expectOwnChange(entry.gameId, 'PLAYER_UPDATED');
      const { playerId, drinks } = await apiJson('POST', `${playerPath(entry.gameId, entry.playerId)}/drinks`, DrinksSchema, { change: entry.change, opId: entry.opId }, signal);
      // The count stored replaces the copy before the entry leaves the queue, so the count shown never steps back.
      const key = gamePlayersKey(entry.gameId);
      const players = client?.getQueryData<GamePlayer[]>(key);
      if (players) client?.setQueryData<GamePlayer[]>(key, players.map((player) => (player.userId === playerId ? { ...player, drinks } : player)));
      return;
    }
    case 'advance': {
      const game = await apiJson('POST', `${gamePath(entry.gameId)}/advance-hole`, GameDetailSchema, { nextHole: entry.nextHole, opId: entry.opId }, signal);
      // The answer replaces the copy before the entry leaves the queue: the hole shown never steps back in between.
      const key = gameKey(entry.gameId);
      const shown = client?.getQueryData<GameDetail>(key);
      if (!shown || shown.version <= game.version) client?.setQueryData<GameDetail>(key, game);
      return;
    }
    case 'wolf-choice': {
      const { holeNumber, choice, partnerId, opId } = entry;
      const body = { holeNumber, choice, opId, ...(partnerId === null ? {} : { partnerId }) };
      // The answer is the game's bets (product §R19); the choice it stored is the one sent.
      await apiJson('POST', `${gamePath(entry.gameId)}/wolf`, GameBetsSchema, body, signal);
      const stored = { holeNumber, choice, partnerId };
      // The choice stored replaces the copy before the entry leaves the queue, so the choice shown never steps back.
      const key = gameKey(entry.gameId);
      const shown = client?.getQueryData<GameDetail>(key);
      if (shown) client?.setQueryData<GameDetail>(key, { ...shown, wolfChoices: withWolfChoice(shown.wolfChoices, stored) });
      return;
    }
    case 'press': {
      // The answer is the game's bets (product §R19), not the press: the server picks its start hole. The game is read
      // again before the entry leaves the queue, so the Press button does not come back before the new chain shows; a
      // read that hangs is given up on with the send, the press being stored.
      await apiJson('POST', `${gamePath(entry.gameId)}/presses`, GameBetsSchema, { segment: entry.segment, opId: entry.opId }, signal);
      const reread = client?.refetchQueries({ queryKey: gameKey(entry.gameId), exact: true });
      if (reread) await Promise.race([reread, aborted(signal)]);
      return;
    }
    case 'junk': {
      const { holeNumber, playerId, markKind, on, opId } = entry;
      // The answer is the game's bets (product §R19); the mark it stored is the one sent.
      await apiJson('POST', `${gamePath(entry.gameId)}/junk`, GameBetsSchema, { holeNumber, playerId, kind: markKind, on, opId }, signal);
      // The mark stored replaces the copy before the entry leaves the queue, so the mark shown never steps back.
      const key = gameKey(entry.gameId);
      const shown = client?.getQueryData<GameDetail>(key);
      if (shown) client?.setQueryData<GameDetail>(key, { ...shown, junkMarks: withJunkMarkShown(shown.junkMarks, { holeNumber, playerId, kind: markKind }, on) });
      return;
    }
  }
}

/** Resolves when `signal` aborts (at once when it has): a wait that need not outlast the send. */
function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/** A refusal the golfer must see: any 4xx but 401 (signed out: sent again after sign-in), 408 and 429 (try later). */
const isRefusal = (status: number | null): status is number => status !== null && status >= 400 && status < 500 && ![401, 408, 429].includes(status);

async function send(entries: readonly OutboxEntry[], kind: OutboxWrite['kind']): Promise<SendResult> {
  try {
    await post(entries);
    return 'stored';
  } catch (error) {
    const status = errorStatus(error);
    if (!isRefusal(status)) return 'later';
    return { refused: serverMessage(error) ?? FALLBACKS[kind], error };
  }
}

function scheduleRetry(): void {
  if (retryTimer !== null) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flushOutbox();
  }, retryDelay);
  retryDelay = Math.min(retryDelay * 2, OUTBOX_RETRY_MS.max);
}

async function sendAll(): Promise<void> {
  // The games to read again once the run is through; see the end.
  const touched = new Set<number>();
  const afterDeadSpot = sinceDeadSpot || state.offline;
  // Set when a batch of several writes was refused: its first write goes alone, so a refusal is shown on its own write.
  let alone = false;
  for (;;) {
    const userId = signedInId();
    const waiting = state.entries.filter((entry) => entry.refused === undefined && entry.userId === userId);
    const group = alone ? waiting.slice(0, 1) : nextSend(waiting);
    const [next] = group;
    if (!next) break;
    setState({ sending: true });
    const result = await send(group, next.kind);
    if (result !== 'later' && result !== 'stored' && group.length > 1) {
      alone = true;
      continue;
    }
    alone = false;
    if (result === 'later' && resendNow) {
      resendNow = false;
      continue;
    }
    if (result === 'later') {
      sinceDeadSpot = true;
      setState({ sending: false, offline: true });
      scheduleRetry();
      break;
    }
    if (result !== 'stored' || afterDeadSpot || realtimeStatus() !== 'connected') touched.add(next.gameId);
    if (result === 'stored') {
      await Promise.all(group.map((entry) => deleteOutboxEntry(entry.seq)));
      setState({ entries: state.entries.filter((entry) => !group.includes(entry)), offline: false });
    } else {
      toastFailure('Error', result.error, FALLBACKS[next.kind]);
      const refused = { ...next, refused: result.refused };
      await putOutboxEntry(refused);
      setState({ entries: state.entries.map((entry) => (entry.seq === next.seq ? refused : entry)) });
    }
  }
  if (state.sending) {
    retryDelay = OUTBOX_RETRY_MS.first;
    setState({ sending: false });
  }
  if (!state.offline) sinceDeadSpot = false;
  // A write stored while the socket is up comes back to this tab as its event (SCORE_UPDATE, HOLE_ADVANCE...), which
  // the game screen applies in place or reads the game for once (use-game-live.ts); reading here too made every save
  // two reads, the second cancelling the first (issue 34). A game is read here only when that event may not come or
  // may not be all: the socket is down, the queue waited out a dead spot (other phones' changes meanwhile), or a
  // write was refused.
  const queries = client;
  if (queries) await Promise.all([...touched].map((gameId) => queries.invalidateQueries({ queryKey: gameKey(gameId) })));
}

/**
 * A moment the network may be back (online, the socket reconnected, the app in the foreground): the wait grown over a
 * long dead spot starts again from its first step, and the queue is sent now rather than when the timer says.
 */
function networkMayBeBack(): void {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  retryDelay = OUTBOX_RETRY_MS.first;
  const caught = inFlightBegan.lost || inFlightBegan.losses !== network.losses;
  network.lost = false;
  if (inFlight && caught) {
    resendNow = true;
    inFlight.abort();
    return;
  }
  void flushOutbox();
}

/** A moment the network is gone (offline, the socket dropped, the app hidden): see `network`. */
function networkLost(): void {
  network.losses += 1;
  network.lost = true;
}

/** Set when a flush is asked for during a run: a write queued after the run's last look goes in a run of its own. */
let flushAgain = false;

/** Sends every waiting write of the signed-in golfer, in order; one run at a time. */
export function flushOutbox(): Promise<void> {
  if (flushing) {
    // The run may be past its last look at the queue (refetching the games it sent): the write would wait otherwise
    // until the next one, or the next time the network comes back.
    flushAgain = true;
    return flushing;
  }
  flushing = sendAll().finally(() => {
    flushing = null;
    if (flushAgain) {
      flushAgain = false;
      void flushOutbox();
    }
  });
  return flushing;
}

/**
 * Loads the queue kept from before (a reload, a closed tab, a killed browser), sends it, and sends again on every
 * moment the network may be back. Called once by the app's start.
 */
export async function startOutbox(queryClient: QueryClient): Promise<void> {
  client = queryClient;
  setState({ entries: await allOutboxEntries() });
  window.addEventListener('online', () => {
    setState({ offline: false });
    networkMayBeBack();
  });
  window.addEventListener('offline', () => {
    networkLost();
    sinceDeadSpot = true;
    setState({ offline: true });
    inFlight?.abort();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') networkMayBeBack();
    else networkLost();
  });
  let socket = realtimeStatus();
  realtimeStatusSubscribe(() => {
    const now = realtimeStatus();
    if (now === 'connected' && socket !== 'connected') networkMayBeBack();
    if (now !== 'connected' && socket === 'connected') networkLost();
    socket = now;
  });
  void flushOutbox();
}
