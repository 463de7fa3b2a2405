import { describe, expect, it } from 'vitest';
import { gameSettingsText, HOLES_PLAYED_LABELS } from './game-settings';

describe('gameSettingsText (product §R12, §R14)', () => {
  it.each([
    { handicapMode: 'fixed', allowancePercent: 100, holesPlayed: '18', text: null },
    { handicapMode: 'fixed', allowancePercent: 100, holesPlayed: 'back', text: 'Back 9' },
    { handicapMode: 'whs', allowancePercent: 95, holesPlayed: '18', text: 'WHS · 95% allowance' },
    { handicapMode: 'whs', allowancePercent: 95, holesPlayed: 'front', text: 'WHS · 95% allowance · Front 9' },
    { handicapMode: 'whs', allowancePercent: 0, holesPlayed: 'back', text: 'WHS · 0% allowance · Back 9' },
  ] as const)('$handicapMode, $allowancePercent%, $holesPlayed: $text', ({ text, ...game }) => {
    expect(gameSettingsText(game)).toBe(text);
  });

  it('names the holes as the create form offers them', () => {
    expect(HOLES_PLAYED_LABELS).toEqual({ '18': '18', front: 'Front 9', back: 'Back 9' });
  });
});
