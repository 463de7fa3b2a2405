import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { type ClientMessage, REALTIME_CLOSE, type ServerMessage, ServerMessageSchema } from '../../contract/realtime';

// The one socket per tab (product §A7, §G4, architecture.md "Realtime"): games and the notification bell
// share it. It opens when the first listener subscribes (or a message is sent), never at start-up, reconnects with
// backoff when it drops, and tells the screens whether it is up so they can poll while it is not.

export type RealtimeStatus = 'connected' | 'disconnected';
export type RealtimeListener = (message: ServerMessage) => void;

/** The part of a WebSocket the client uses; tests pass a fake. */
export interface RealtimeSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface RealtimeOptions {
  /** Opens a socket; by default a WebSocket to /ws on this page's host. */
  createSocket?: () => RealtimeSocket;
  /** A number in [0, 1) for the reconnect jitter; Math.random by default. */
  random?: () => number;
}

export interface RealtimeClient {
  /** Sends now when the socket is open; otherwise opens it and sends what the message says once it is. */
  send(message: ClientMessage): void;
  /** Calls `listener` with every well-formed server message; opens the socket if it is not. Returns the unsubscribe. */
  subscribe(listener: RealtimeListener): () => void;
  status(): RealtimeStatus;
  /** Calls `listener` whenever status() changes; does not open the socket. */
  subscribeStatus(listener: () => void): () => void;
  /** Closes the socket for good (sign-out) and forgets the identity and joined games; a later subscribe opens it again. */
  close(): void;
}

/** Reconnect waits double from 1 s up to 30 s. */
export const RECONNECT_DELAY_MS = { first: 1_000, max: 30_000 } as const;
/** The attempt a TRY_AGAIN_LATER close counts as, whatever came before: a wait of 15 to 30 s. */
const TRY_AGAIN_LATER_ATTEMPT = 5;

/**
 * The wait before reconnect attempt `attempt` (0 for the first): 1 s doubling up to 30 s, of which the upper half
 * is drawn at random, so the tabs that lost the server together do not all come back at the same moment.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_DELAY_MS.max, RECONNECT_DELAY_MS.first * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}

/** The socket's address: /ws on the page's host, wss under https. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

function parseServerMessage(data: unknown): ServerMessage | null {
  let json: unknown;
  try {
    json = typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = ServerMessageSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  // Product §A7: malformed messages are logged and ignored.
  console.warn('Realtime: ignored a malformed message', data, parsed.error.issues);
  return null;
}

/** A realtime client over sockets from `createSocket`; the app uses the one per tab below, tests make their own. */
export function createRealtimeClient({
  createSocket = () => new WebSocket(realtimeUrl(window.location)),
  random = Math.random,
}: RealtimeOptions = {}): RealtimeClient {
  const listeners = new Set<RealtimeListener>();
  const statusListeners = new Set<() => void>();
  let socket: RealtimeSocket | null = null;
  let status: RealtimeStatus = 'disconnected';
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  // What the server must be told on every open, the first and each reconnect: who this is and which games to follow.
  let identity: Extract<ClientMessage, { type: 'IDENTIFY' }> | null = null;
  const joinedGames = new Set<number>();

  function setStatus(next: RealtimeStatus): void {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener();
  }

  function scheduleReconnect(): void {
    retry = setTimeout(() => {
      retry = null;
      connect();
    }, reconnectDelayMs(attempt, random));
    attempt += 1;
  }

  function connect(): void {
    if (socket !== null || retry !== null) return;
    const opened = createSocket();
    socket = opened;
    opened.onopen = () => {
      attempt = 0;
      const restore: ClientMessage[] = [...(identity ? [identity] : []), ...[...joinedGames].map((gameId) => ({ type: 'JOIN_GAME' as const, gameId }))];
      for (const message of restore) opened.send(JSON.stringify(message));
      setStatus('connected');
    };
    opened.onmessage = (event) => {
      const message = parseServerMessage(event.data);
      if (message) for (const listener of [...listeners]) listener(message);
    };
    opened.onclose = (event) => {
      socket = null;
      setStatus('disconnected');
      // The server has too many sockets or checks from here: come back after a long wait, not at once in a loop.
      if (event.code === REALTIME_CLOSE.TRY_AGAIN_LATER) attempt = Math.max(attempt, TRY_AGAIN_LATER_ATTEMPT);
      scheduleReconnect();
    };
  }

  // Every message type says something a reconnect must restore, so a message sent while the socket is down waits as
  // that state: a JOIN_GAME then LEAVE_GAME before the open sends neither.
  function remember(message: ClientMessage): void {
    switch (message.type) {
      case 'IDENTIFY':
        identity = message;
        return;
      case 'JOIN_GAME':
        joinedGames.add(message.gameId);
        return;
      case 'LEAVE_GAME':
        joinedGames.delete(message.gameId);
        return;
    }
  }

  return {
    send(message) {
      remember(message);
      if (status === 'connected' && socket) socket.send(JSON.stringify(message));
      else connect();
    },
    subscribe(listener) {
      listeners.add(listener);
      connect();
      return () => {
        listeners.delete(listener);
      };
    },
    status: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    close() {
      if (retry !== null) clearTimeout(retry);
      retry = null;
      attempt = 0;
      identity = null;
      joinedGames.clear();
      const current = socket;
      socket = null;
      if (current) {
        current.onopen = null;
        current.onmessage = null;
        current.onclose = null;
        current.close();
      }
      setStatus('disconnected');
    },
  };
}

let tabClient: RealtimeClient | null = null;

/** The tab's client, made on first use; making it opens nothing. */
function tabRealtime(): RealtimeClient {
  tabClient ??= createRealtimeClient();
  return tabClient;
}

/** Sends on the tab's socket (IDENTIFY, JOIN_GAME, LEAVE_GAME); waits for the socket when it is not open. */
export function realtimeSend(message: ClientMessage): void {
  tabRealtime().send(message);
}

/** Listens to every well-formed message of the tab's socket, opening it if needed. Returns the unsubscribe. */
export function realtimeSubscribe(listener: RealtimeListener): () => void {
  return tabRealtime().subscribe(listener);
}

/** Whether the tab's socket is up; screens poll while it is not (product §A7). */
export function realtimeStatus(): RealtimeStatus {
  return tabRealtime().status();
}

export function realtimeStatusSubscribe(listener: () => void): () => void {
  return tabRealtime().subscribeStatus(listener);
}

/** Closes the tab's socket for good, as sign-out does. */
export function realtimeClose(): void {
  tabClient?.close();
}

/** Calls `listener` with every message of the tab's socket while the component is mounted; the latest listener is used. */
export function useRealtime(listener: RealtimeListener): void {
  const onMessage = useEffectEvent(listener);
  useEffect(() => realtimeSubscribe((message) => onMessage(message)), []);
}

/** The tab socket's status, for a polling fallback; rendering it does not open the socket. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtimeStatusSubscribe, realtimeStatus, () => 'disconnected');
}

/**
 * Calls `onReconnect` each time the tab's socket connects again after its first connection while the component is
 * mounted: the moment to refetch what its events may have missed while it was down. The latest callback is used.
 */
export function useRealtimeReconnect(onReconnect: () => void): void {
  const status = useRealtimeStatus();
  const reconnected = useEffectEvent(onReconnect);
  const wasConnected = useRef(false);
  useEffect(() => {
    if (status !== 'connected') return;
    if (wasConnected.current) reconnected();
    wasConnected.current = true;
  }, [status]);
}
