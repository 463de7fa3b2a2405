import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast, TOAST_REMOVE_DELAY_MS } from './use-toast';

// The toast limits of product §A9, checked on the store itself.

afterEach(() => {
  dismissToast();
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows at most one toast: a new one replaces the old', () => {
    vi.useFakeTimers();
    toast({ title: 'Friend request sent!' });
    toast({ title: 'Friend removed', variant: 'destructive' });
    expect(getToasts()).toMatchObject([{ title: 'Friend removed', variant: 'destructive', open: true }]);
  });

  it('keeps a dismissed toast, closed, for 1,000,000 ms before removing it', () => {
    vi.useFakeTimers();
    const shown = toast({ title: 'User ID Copied' });
    shown.dismiss();
    expect(getToasts()).toMatchObject([{ id: shown.id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('updates a shown toast in place', () => {
    vi.useFakeTimers();
    const shown = toast({ title: 'Verifying Payment' });
    shown.update({ title: 'Payment Processing' });
    expect(getToasts()).toMatchObject([{ id: shown.id, title: 'Payment Processing', open: true }]);
  });
});
