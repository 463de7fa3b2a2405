import { describe, expect, it } from 'vitest';
import type { GameDetail, GamePlayer } from '../../../contract/games-responses';
import { junkMarkWaiting, pendingView, pressWaiting, waitingCounts, waitingText, wolfChoiceWaiting } from './pending';
import { agoText } from './relative-time';
import type { OutboxEntry } from './store';

const game = {
  id: 9,
  currentHole: 3,
  holes: [
    { holeNumber: 1, par: 4, yardage: 400, handicapIndex: 1 },
    { holeNumber: 2, par: 3, yardage: 150, handicapIndex: 17 },
  ],
} as unknown as GameDetail;

const player = (userId: string, handicap: number, scores: GamePlayer['scores'] = []) => ({ userId, handicap, drinks: 1, scores }) as unknown as GamePlayer;
const stored = { holeNumber: 1, strokes: 6, par: 4, handicapStrokes: 1, netStrokes: 5, dispute: null };
const base = { gameId: 9, userId: 'me', madeAt: 0 };

describe('the view of waiting writes (issue 29)', () => {
  it('lays waiting scores over the answers, with strokes received by the engine, and marks their cells', () => {
    const entries: OutboxEntry[] = [
      { ...base, seq: 1, kind: 'scores', scores: [{ playerId: 'ana', holeNumber: 1, strokes: 5, previous: 6, opId: 'a' }, { playerId: 'ben', holeNumber: 2, strokes: 2, previous: null, opId: 'b' }] },
    ];
    const view = pendingView(game, [player('ana', 1, [stored]), player('ben', 0)], entries);
    expect(view.players[0]?.scores).toEqual([{ holeNumber: 1, strokes: 5, par: 4, handicapStrokes: 1, netStrokes: 4, dispute: null }]);
    expect(view.players[1]?.scores).toEqual([{ holeNumber: 2, strokes: 2, par: 3, handicapStrokes: 0, netStrokes: 2, dispute: null }]);
    expect([...view.marks]).toEqual([
      ['ana:1', { state: 'waiting' }],
      ['ben:2', { state: 'waiting' }],
    ]);
  });

  it('leaves a refused score off the card and marks its cell with the words; drinks and the hole advance apply in order', () => {
    const entries: OutboxEntry[] = [
      { ...base, seq: 1, kind: 'scores', scores: [{ playerId: 'ana', holeNumber: 1, strokes: 3, previous: 6, opId: 'a' }], refused: 'This game is complete' },
      { ...base, seq: 2, kind: 'drinks', playerId: 'ana', change: 1, opId: 'c' },
      { ...base, seq: 3, kind: 'drinks', playerId: 'ana', change: -1, opId: 'd' },
      { ...base, seq: 4, kind: 'drinks', playerId: 'ana', change: -1, opId: 'e' },
      { ...base, seq: 5, kind: 'drinks', playerId: 'ana', change: -1, opId: 'f' },
      { ...base, seq: 6, kind: 'advance', nextHole: 4, opId: 'g' },
      { ...base, seq: 7, gameId: 10, kind: 'advance', nextHole: 9, opId: 'h' },
    ];
    const view = pendingView(game, [player('ana', 1, [stored])], entries);
    expect(view.players[0]?.scores).toEqual([stored]);
    expect(view.players[0]?.drinks).toBe(0);
    expect(view.game.currentHole).toBe(4);
    expect(view.marks.get('ana:1')).toEqual({ state: 'refused', message: 'This game is complete', seq: 1 });
    expect(waitingCounts(entries)).toEqual({ scores: 0, others: 6 });
  });

  it("lays waiting wolf choices over the game's, the last of a hole winning, and says which hole waits (product §R13)", () => {
    const wolfGame = { ...game, wolfChoices: [{ holeNumber: 1, choice: 'lone', partnerId: null }] } as GameDetail;
    const entries: OutboxEntry[] = [
      { ...base, seq: 1, kind: 'wolf-choice', holeNumber: 2, choice: 'partner', partnerId: 'ben', opId: 'a' },
      { ...base, seq: 2, kind: 'wolf-choice', holeNumber: 2, choice: 'blind', partnerId: null, opId: 'b' },
      { ...base, seq: 3, kind: 'wolf-choice', holeNumber: 1, choice: 'partner', partnerId: 'ana', opId: 'c', refused: 'Hole 1 is already decided' },
    ];
    const view = pendingView(wolfGame, [player('ana', 1)], entries);
    expect(view.game.wolfChoices).toEqual([
      { holeNumber: 1, choice: 'lone', partnerId: null },
      { holeNumber: 2, choice: 'blind', partnerId: null },
    ]);
    expect([wolfChoiceWaiting(entries, 1), wolfChoiceWaiting(entries, 2)]).toEqual([false, true]);
    expect(waitingCounts(entries)).toEqual({ scores: 0, others: 2 });
  });

  it('leaves the game as it is for a waiting press, whose start hole the server picks, and says which nine waits (product §R15)', () => {
    const nassauGame = { ...game, manualPresses: [{ segment: 'front', startHole: 2 }] } as GameDetail;
    const entries: OutboxEntry[] = [
      { ...base, seq: 1, kind: 'press', segment: 'back', opId: 'a' },
      { ...base, seq: 2, kind: 'press', segment: 'front', opId: 'b', refused: 'Only the side that is down can press' },
      { ...base, seq: 3, gameId: 10, kind: 'press', segment: 'front', opId: 'c' },
    ];
    const view = pendingView(nassauGame, [player('ana', 1)], entries);
    expect(view.game).toBe(nassauGame);
    expect(view.marks.size).toBe(0);
    const mine = entries.filter((entry) => entry.gameId === 9);
    expect([pressWaiting(mine, 'front'), pressWaiting(mine, 'back')]).toEqual([false, true]);
    expect(waitingCounts(mine)).toEqual({ scores: 0, others: 1 });
  });

  it('lays waiting greenies and sandies over the marks, a greenie moving to the last player marked; a refused one is left off (product §R16)', () => {
    const junkGame: GameDetail = { ...game, junkMarks: [{ holeNumber: 2, playerId: 'ana', kind: 'greenie' }, { holeNumber: 1, playerId: 'ana', kind: 'sandie' }] };
    const entries: OutboxEntry[] = [
      { ...base, seq: 1, kind: 'junk', holeNumber: 2, playerId: 'ben', markKind: 'greenie', on: true, opId: 'a' },
      { ...base, seq: 2, kind: 'junk', holeNumber: 1, playerId: 'ana', markKind: 'sandie', on: false, opId: 'b' },
      { ...base, seq: 3, kind: 'junk', holeNumber: 2, playerId: 'ben', markKind: 'sandie', on: true, opId: 'c', refused: 'Sandies are not played in this game' },
      { ...base, seq: 4, gameId: 10, kind: 'junk', holeNumber: 1, playerId: 'ana', markKind: 'sandie', on: true, opId: 'd' },
    ];
    const view = pendingView(junkGame, [player('ana', 1), player('ben', 0)], entries);
    expect(view.game.junkMarks).toEqual([{ holeNumber: 2, playerId: 'ben', kind: 'greenie' }]);
    expect(view.marks.size).toBe(0);
    const mine = entries.filter((entry) => entry.gameId === 9);
    expect([junkMarkWaiting(mine, 2, 'ben', 'greenie'), junkMarkWaiting(mine, 2, 'ben', 'sandie'), junkMarkWaiting(mine, 2, 'ana', 'greenie')]).toEqual([true, false, false]);
    expect(waitingCounts(mine)).toEqual({ scores: 0, others: 2 });
  });

  it.each([
    [{ scores: 3, others: 0 }, '3 scores'],
    [{ scores: 1, others: 0 }, '1 score'],
    [{ scores: 3, others: 1 }, '3 scores'],
    [{ scores: 0, others: 2 }, '2 changes'],
    [{ scores: 0, others: 1 }, '1 change'],
  ])('%o waiting reads "%s"', (counts, text) => {
    expect(waitingText(counts)).toBe(text);
  });

  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [120_000, '2 min ago'],
    [3 * 3_600_000, '3 h ago'],
    [24 * 3_600_000, '1 day ago'],
    [50 * 3_600_000, '2 days ago'],
  ])('updated %i ms ago reads "%s"', (age, text) => {
    expect(agoText(1_000_000_000 - age, 1_000_000_000)).toBe(text);
  });
});
