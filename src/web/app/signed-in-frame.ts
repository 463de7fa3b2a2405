import { lazyComponent } from '../lib/lazy-component';

/**
 * The golfer's frame around the game screens (game-layouts.tsx), here so that the router can load it as soon as the
 * signed-in user is known (router.tsx): the frame then draws without suspending, and the first screen does not wait
 * out React's 300 ms after a Suspense fallback (decision 051). A guest never loads it (decision 041).
 */
export const SignedInGameFrame = lazyComponent(() => import('./signed-in-layouts'), 'SignedInGameFrame');
