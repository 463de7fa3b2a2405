import { describe, expect, it } from 'vitest';
import { type Format, roundState } from '../../../../golf';
import { grossFromResults, testGame } from '../../../../golf/test-support';
import { nassauPressesView } from './nassau-presses';

// The presses part of a nassau's live screen (product §R15): the chain lines and who sees the Press button.

const pressing = (presses: 'off' | 'manual' | 'auto', mode: 'match' | 'stroke' = 'match'): Format => ({ type: 'nassau', mode, presses, maxPresses: 0 });
const players = [{ id: 'a', name: 'Ana' }, { id: 'b', name: 'Ben' }];

/** The round after `results` (one letter a hole: a or b wins it, h halves, . unplayed). */
const stateAfter = (format: Format, results: string) => roundState(testGame({ format, players, gross: grossFromResults(results.padEnd(18, '.')) }));

describe('the presses of a nassau on the live screen (product §R15)', () => {
  it('is nothing for a nassau that does not press or plays stroke', () => {
    expect(nassauPressesView(stateAfter(pressing('off'), 'aa'), 3, 'b', true)).toBeNull();
    expect(nassauPressesView(stateAfter(pressing('manual', 'stroke'), 'aa'), 3, 'b', true)).toBeNull();
  });

  it('shows a chain line per nine, front first, and the Press button of the front to the player who is down only', () => {
    const state = stateAfter(pressing('manual'), 'aa');
    const down = nassauPressesView(state, 3, 'b', true);
    expect(down?.lines.map((line) => line.nine)).toEqual(['front', 'back']);
    expect(down?.lines[0]?.text).toMatch(/^Front: /);
    expect(down?.lines[1]?.text).toMatch(/^Back: /);
    expect([down?.nine, down?.canPress]).toEqual(['front', true]);
    expect(nassauPressesView(state, 3, 'a', true)?.canPress).toBe(false);
    // A spectator and a guest see the chains, never the button.
    expect(nassauPressesView(state, 3, 'b', false)?.canPress).toBe(false);
    expect(nassauPressesView(state, 3, null, true)?.canPress).toBe(false);
  });

  it('offers the back nine from hole 10: the front is over and the back is all square', () => {
    const state = stateAfter(pressing('manual'), 'aahhhhhhh');
    const view = nassauPressesView(state, 10, 'b', true);
    expect([view?.nine, view?.canPress]).toEqual(['back', false]);
    const backDown = nassauPressesView(stateAfter(pressing('manual'), 'hhhhhhhhhaa'), 12, 'b', true);
    expect([backDown?.nine, backDown?.canPress]).toEqual(['back', true]);
  });
});
