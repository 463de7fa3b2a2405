import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type * as api from '../api';
import { ApiRequestError } from '../api';
import { startOutboxForFile } from './outbox-test-start';

// A phone's waiting score writes of one game go as one batch (issue 35, batches.ts); a batch refused is sent again one
// write at a time, so the refusal stays with the write it is about. IndexedDB, the toasts and the socket are stood in
// for; each post waits until the test answers it.

vi.mock('./store', () => import('./store-stand-in'));
type Body = { scores: { holeNumber: number; strokes: number; opId: string }[] };
type Post = { path: string; body: Body; answer: (refusal?: string) => void };
const calls = vi.hoisted(() => ({ posts: [] as Post[] }));
vi.mock('../api', async (actual) => ({
  ...(await actual<typeof api>()),
  apiJson: (_method: string, path: string, _schema: unknown, body: Body) =>
    new Promise((resolve, reject) => {
      const answer = (refusal?: string) => (refusal === undefined ? resolve({ scores: [] }) : reject(new ApiRequestError(400, JSON.stringify({ message: refusal }))));
      calls.posts.push({ path, body, answer });
    }),
}));
const toasts = vi.hoisted(() => ({ shown: 0 }));
vi.mock('../notify', () => ({ toastFailure: () => void (toasts.shown += 1) }));
vi.mock('../realtime', () => ({ realtimeStatus: () => 'connected', realtimeStatusSubscribe: () => () => undefined }));

const { flushOutbox, outboxState, startOutbox } = await import('./outbox');
const { queueHole } = await import('./writes');

const client = new QueryClient();
const GAME = 9;
const mine = (strokes: number) => [{ playerId: 'me', strokes, previous: null }];
const holesOf = (post: Post | undefined) => post?.body.scores.map((score) => score.holeNumber);
const posted = (count: number) => vi.waitFor(() => expect(calls.posts).toHaveLength(count));

startOutboxForFile(client, startOutbox);

/** Hole `first` sent and held unanswered while the next two holes are queued; then answered, and the next post made. */
async function twoQueuedBehindOne(first: number): Promise<void> {
  await queueHole(GAME, first, mine(4), null);
  await posted(1);
  await queueHole(GAME, first + 1, mine(4), null);
  await queueHole(GAME, first + 2, mine(5), null);
  calls.posts[0]?.answer();
  await posted(2);
}

describe("the outbox's score batches (issue 35)", () => {
  it('sends the score writes that waited behind a send as one batch, in the order made, each with its opId', async () => {
    await twoQueuedBehindOne(1);
    expect(calls.posts[1]?.path).toBe(`/api/games/${String(GAME)}/scores`);
    expect(holesOf(calls.posts[1])).toEqual([2, 3]);
    expect(new Set(calls.posts[1]?.body.scores.map((score) => score.opId)).size).toBe(2);
    calls.posts[1]?.answer();
    await flushOutbox();
    expect(outboxState().entries).toEqual([]);
    expect(calls.posts).toHaveLength(2);
  });

  it('sends a refused batch again one write at a time: only the write refused is kept, with the words, and one toast', async () => {
    calls.posts.length = 0;
    toasts.shown = 0;
    await twoQueuedBehindOne(4);
    expect(holesOf(calls.posts[1])).toEqual([5, 6]);
    calls.posts[1]?.answer('Hole 5 is not part of this game');
    await posted(3);
    expect(holesOf(calls.posts[2])).toEqual([5]);
    calls.posts[2]?.answer('Hole 5 is not part of this game');
    await posted(4);
    expect(holesOf(calls.posts[3])).toEqual([6]);
    calls.posts[3]?.answer();
    await flushOutbox();
    expect(outboxState().entries).toMatchObject([{ kind: 'scores', scores: [{ holeNumber: 5 }], refused: 'Hole 5 is not part of this game' }]);
    expect(toasts.shown).toBe(1);
  });
});
