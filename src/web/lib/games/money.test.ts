import { describe, expect, it } from 'vitest';
import type { Cents } from '../../../golf';
import { formatMoney, moneyTone } from './money';

const cents = (value: number) => value as Cents;

describe('formatMoney', () => {
  it.each([
    { case: 'a bet', amount: 1250, plain: '$12.50', signed: '+$12.50' },
    { case: 'a loss', amount: -1000, plain: '-$10.00', signed: '-$10.00' },
    { case: 'even', amount: 0, plain: '$0.00', signed: '$0.00' },
    { case: 'one cent', amount: 1, plain: '$0.01', signed: '+$0.01' },
    { case: 'a loss of one cent', amount: -1, plain: '-$0.01', signed: '-$0.01' },
    { case: 'thousands', amount: 123_456, plain: '$1,234.56', signed: '+$1,234.56' },
    { case: 'the largest pot (5 x 3 x $1,000)', amount: 1_500_000, plain: '$15,000.00', signed: '+$15,000.00' },
    { case: 'a fraction of a cent rounds to the cent', amount: 333.6, plain: '$3.34', signed: '+$3.34' },
    { case: 'less than half a cent reads even', amount: -0.4, plain: '$0.00', signed: '$0.00' },
  ])('$case: $amount cents reads $plain, or $signed signed', ({ amount, plain, signed }) => {
    expect(formatMoney(cents(amount))).toBe(plain);
    expect(formatMoney(cents(amount), { signed: true })).toBe(signed);
  });

  // formatMoney writes the dollars out rather than building an Intl.NumberFormat (decision 041): the same text.
  it.each([0, 5, 99, 100, 101, 999, 1_000, 99_999, 100_000, 123_456_789, 100_000_000_000])('%d cents reads as en-US currency', (amount) => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(formatMoney(cents(amount))).toBe(intl.format(amount / 100));
  });
});

describe('moneyTone', () => {
  it.each([
    { amount: 1, tone: 'text-emerald-700 dark:text-emerald-400' },
    { amount: -1, tone: 'text-destructive' },
    { amount: 0, tone: 'text-muted-foreground' },
    { amount: -0.4, tone: 'text-muted-foreground' },
  ])('$amount cents is $tone', ({ amount, tone }) => {
    expect(moneyTone(cents(amount))).toBe(tone);
  });
});
