import { GameLayout } from '../features/shell/components/game-layout';
import { SignedInGameFrame } from './signed-in-frame';

// The game screens' layout, apart from signed-in-layouts.tsx: a guest watching a public game gets the guest frame
// without downloading the golfer's shell, its friends panel and its bell (page weight, issue 35; decision 041). The
// router fetches the shell as soon as the signed-in user is known (router.tsx), so a golfer does not wait for it after.

/** The game screens: the shell with bell and panel for golfers, the guest frame for visitors. */
export function GameLayouts() {
  return <GameLayout frame={SignedInGameFrame} />;
}
