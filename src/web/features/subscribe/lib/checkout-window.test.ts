import { describe, expect, it } from 'vitest';
import { checkoutPopupFeatures } from './checkout-window';

describe('checkoutPopupFeatures', () => {
  it.each([
    { name: 'centred on a desktop window', frame: { screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 1000 }, left: 500, top: 150 },
    { name: 'centred on a window moved to a second screen', frame: { screenX: 1920, screenY: 0, outerWidth: 1001, outerHeight: 900 }, left: 2121, top: 50 },
    { name: 'kept on screen when the window is smaller than the popup', frame: { screenX: 0, screenY: 0, outerWidth: 390, outerHeight: 844 }, left: 0, top: 22 },
  ])('a 600x800 popup $name', ({ frame, left, top }) => {
    expect(checkoutPopupFeatures(frame)).toBe(`popup,width=600,height=800,left=${String(left)},top=${String(top)}`);
  });
});
