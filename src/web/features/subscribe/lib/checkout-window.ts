import { CHECKOUT_POPUP } from '../../../../contract/payments';

/** The checkout window's name: a second Continue or Reopen reuses the window while the browser still links the two. */
export const CHECKOUT_WINDOW_NAME = 'dormie-checkout';

/** The channel on which the checkout window, back on this site, tells the page that opened it that the payment went through. */
export const CHECKOUT_CHANNEL = 'dormie-checkout';
export const CHECKOUT_RETURN_MESSAGE = 'checkout-complete';

/** The session-storage key by which the checkout window knows itself when it comes back (see markCheckoutWindow). */
const CHECKOUT_WINDOW_KEY = 'dormie:checkout-window';

type Frame = Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>;

/** window.open features for a 600x800 popup (product §A2) centred on the current window, never off the screen's top left. */
export function checkoutPopupFeatures(frame: Frame): string {
  const { width, height } = CHECKOUT_POPUP;
  const left = Math.max(0, Math.round(frame.screenX + (frame.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(frame.screenY + (frame.outerHeight - height) / 2));
  return `popup,width=${String(width)},height=${String(height)},left=${String(left)},top=${String(top)}`;
}

/**
 * Opens (or brings back) the checkout window on `url`, marked as the checkout window; call it from a click handler, or
 * a popup blocker stops it. Pass '' to open it empty now and point it at the checkout once its URL is known.
 * Null when the browser blocked it.
 */
export function openCheckoutWindow(url: string): Window | null {
  const popup = window.open('', CHECKOUT_WINDOW_NAME, checkoutPopupFeatures(window));
  if (!popup) return null;
  markCheckoutWindow(popup);
  if (url) popup.location.href = url;
  popup.focus();
  return popup;
}

/**
 * Remembers in the new window's own session storage that it is the checkout window. Its `window.opener` cannot say so
 * on the way back: under Cross-Origin-Opener-Policy (this server's, the provider's) a visit to the checkout's origin
 * cuts the link between the two windows, while the window's session storage for this site stays with it.
 */
function markCheckoutWindow(popup: Window): void {
  try {
    popup.sessionStorage.setItem(CHECKOUT_WINDOW_KEY, '1');
  } catch {
    // Reused while it shows the checkout (another origin): it was marked when it was opened.
  }
}

/** True in the checkout window: opened by this site's page, or marked when it was opened. */
export function isCheckoutWindow(): boolean {
  if (window.opener) return true;
  try {
    return window.sessionStorage.getItem(CHECKOUT_WINDOW_KEY) === '1';
  } catch {
    // Storage switched off: only the opener can tell.
    return false;
  }
}

/** Tells this site's other pages that the checkout came back complete; the /subscribe page that opened it starts verifying. */
export function announceCheckoutReturn(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHECKOUT_CHANNEL);
  channel.postMessage(CHECKOUT_RETURN_MESSAGE);
  channel.close();
}

/** Calls `handler` when a checkout window comes back complete; returns the unsubscribe. */
export function onCheckoutReturn(handler: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHECKOUT_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (event.data === CHECKOUT_RETURN_MESSAGE) handler();
  };
  return () => channel.close();
}
