import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { holeNumberFrom } from '../../../golf';
import type * as api from '../api';
import { startOutboxForFile } from './outbox-test-start';

// When the socket comes up under a send (issue 35's reconnect storm): a send begun while the network was lost may hang
// on a dead connection and goes again at once; a send begun on a working network is left to finish, not sent twice.
// IndexedDB, the toasts and the socket are stood in for; each post waits until the test answers it or it is given up.

vi.mock('./store', () => import('./store-stand-in'));
type Post = { body: { opId: string }; answer: () => void; aborted: boolean };
const calls = vi.hoisted(() => ({ posts: [] as Post[] }));
vi.mock('../api', async (actual) => ({
  ...(await actual<typeof api>()),
  apiJson: (_method: string, _path: string, _schema: unknown, body: { opId: string }, signal: AbortSignal) =>
    new Promise((resolve, reject) => {
      const post: Post = { body, answer: () => resolve({ bets: [] }), aborted: false };
      signal.addEventListener('abort', () => {
        post.aborted = true;
        reject(new TypeError('Failed to fetch'));
      });
      calls.posts.push(post);
    }),
}));
vi.mock('../notify', () => ({ toastFailure: () => undefined }));
const socket = vi.hoisted(() => ({ status: 'connecting', listeners: [] as (() => void)[] }));
vi.mock('../realtime', () => ({
  realtimeStatus: () => socket.status,
  realtimeStatusSubscribe: (listener: () => void) => {
    socket.listeners.push(listener);
    return () => undefined;
  },
}));

const { flushOutbox, outboxState, startOutbox } = await import('./outbox');
const { queueJunkMark } = await import('./writes');

const client = new QueryClient();
const GAME = 9;

function socketIs(status: 'connecting' | 'connected' | 'disconnected'): void {
  socket.status = status;
  for (const listener of socket.listeners) listener();
}

/** Resolves once the outbox has made `count` posts in all. */
async function posts(count: number): Promise<Post[]> {
  await vi.waitFor(() => expect(calls.posts).toHaveLength(count));
  return calls.posts;
}

const mark = (holeNumber: number) => queueJunkMark(GAME, { holeNumber: holeNumberFrom(holeNumber), playerId: 'ben', kind: 'greenie' }, true);

startOutboxForFile(client, startOutbox);

describe('the socket coming up under a send', () => {
  it('leaves a send begun on a working network to finish: one post, not two', async () => {
    await mark(3);
    const [first] = await posts(1);
    socketIs('connected');
    expect(first?.aborted).toBe(false);
    first?.answer();
    await flushOutbox();
    expect(calls.posts).toHaveLength(1);
    expect(outboxState().entries).toEqual([]);
  });

  it('gives up a send begun after the socket dropped and sends it again at once, with the same opId', async () => {
    socketIs('disconnected');
    await mark(4);
    const [, caught] = await posts(2);
    socketIs('connected');
    expect(caught?.aborted).toBe(true);
    const [, , again] = await posts(3);
    expect(again?.body.opId).toBe(caught?.body.opId);
    again?.answer();
    await flushOutbox();
    expect(outboxState().entries).toEqual([]);
  });
});
