import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { GameDetail } from '../../../contract/games-responses';
import { holeNumberFrom } from '../../../golf';
import type * as api from '../api';
import { ApiRequestError } from '../api';
import { gameKey } from '../games/game-keys';
import { startOutboxForFile } from './outbox-test-start';

// The outbox's junk mark (product §R16, issue 32): sent as POST .../junk, the mark stored written into the cached game,
// a refusal kept with the server's words. IndexedDB, the toasts and the socket are stood in for.

vi.mock('./store', () => import('./store-stand-in'));
const calls = vi.hoisted(() => ({ posts: [] as { method: string; path: string; body: unknown }[], refuse: null as string | null }));
vi.mock('../api', async (actual) => ({
  ...(await actual<typeof api>()),
  apiJson: (method: string, path: string, _schema: unknown, body: unknown) => {
    calls.posts.push({ method, path, body });
    if (calls.refuse !== null) return Promise.reject(new ApiRequestError(400, JSON.stringify({ message: calls.refuse })));
    return Promise.resolve({ bets: [] });
  },
}));
vi.mock('../notify', () => ({ toastFailure: () => undefined }));
const socket = vi.hoisted(() => ({ status: 'connected' }));
vi.mock('../realtime', () => ({ realtimeStatus: () => socket.status, realtimeStatusSubscribe: () => () => undefined }));

const { dismissRefused, flushOutbox, outboxState, startOutbox } = await import('./outbox');
const { queueJunkMark } = await import('./writes');

const client = new QueryClient();
const GAME = 9;
const game = () => client.getQueryData<GameDetail>(gameKey(GAME));

startOutboxForFile(client, startOutbox, () => {
  client.setQueryData(gameKey(GAME), { id: GAME, junkMarks: [{ holeNumber: 3, playerId: 'ana', kind: 'greenie' }] });
});

describe('a junk mark in the outbox (product §R16)', () => {
  it('posts the mark with its opId and writes the stored mark into the game: a greenie moves to the player marked', async () => {
    await queueJunkMark(GAME, { holeNumber: holeNumberFrom(3), playerId: 'ben', kind: 'greenie' }, true);
    await flushOutbox();
    expect(calls.posts).toEqual([{ method: 'POST', path: `/api/games/${String(GAME)}/junk`, body: { holeNumber: 3, playerId: 'ben', kind: 'greenie', on: true, opId: expect.any(String) } }]);
    expect(game()?.junkMarks).toEqual([{ holeNumber: 3, playerId: 'ben', kind: 'greenie' }]);
    expect(outboxState().entries).toEqual([]);
  });

  it("keeps a refused mark with the server's words, and drops it when the same mark is written again", async () => {
    calls.refuse = 'Sandies are not played in this game';
    await queueJunkMark(GAME, { holeNumber: holeNumberFrom(3), playerId: 'ben', kind: 'sandie' }, true);
    await flushOutbox();
    expect(outboxState().entries).toMatchObject([{ kind: 'junk', markKind: 'sandie', refused: 'Sandies are not played in this game' }]);
    expect(game()?.junkMarks).toEqual([{ holeNumber: 3, playerId: 'ben', kind: 'greenie' }]);

    calls.refuse = null;
    await queueJunkMark(GAME, { holeNumber: holeNumberFrom(3), playerId: 'ben', kind: 'sandie' }, false);
    await flushOutbox();
    expect(outboxState().entries).toEqual([]);
    expect(calls.posts.at(-1)?.body).toMatchObject({ kind: 'sandie', on: false });
  });
});

describe('the read after a run (issue 34: a save read the game twice, the second read cancelling the first)', () => {
  const readsOf = async (status: string, refuse: string | null) => {
    socket.status = status;
    calls.refuse = refuse;
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await queueJunkMark(GAME, { holeNumber: holeNumberFrom(5), playerId: 'ana', kind: 'sandie' }, true);
    await flushOutbox();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    invalidate.mockRestore();
    socket.status = 'connected';
    calls.refuse = null;
    for (const entry of outboxState().entries) await dismissRefused(entry.seq);
    return keys;
  };

  it.each([
    { case: 'stored with the socket up: its own event brings it', status: 'connected', refuse: null, reads: [] },
    { case: 'stored with the socket down: nothing else will', status: 'disconnected', refuse: null, reads: [gameKey(GAME)] },
    { case: 'refused: what the server has is read back', status: 'connected', refuse: 'No', reads: [gameKey(GAME)] },
  ])('$case', async ({ status, refuse, reads }) => {
    expect(await readsOf(status, refuse)).toEqual(reads);
  });
});
