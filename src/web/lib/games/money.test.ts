import { describe, expect, it } from 'vitest';
import { formatDollars, formatSignedDollars, moneyTone } from './money';

describe('money on the screens', () => {
  it.each([
    { dollars: 12.5, shown: '+$12.50' },
    { dollars: -10, shown: '-$10.00' },
    { dollars: 0, shown: '$0.00' },
    { dollars: 3.34, shown: '+$3.34' },
    { dollars: -0.004, shown: '$0.00' },
  ])('signed $dollars reads $shown', ({ dollars, shown }) => {
    expect(formatSignedDollars(dollars)).toBe(shown);
  });

  it('formats plain amounts and picks a tone by sign', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(moneyTone(1)).toContain('emerald');
    expect(moneyTone(-1)).toBe('text-destructive');
    expect(moneyTone(0)).toBe('text-muted-foreground');
  });
});
