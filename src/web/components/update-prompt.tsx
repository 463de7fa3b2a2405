import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { newVersion } from '../lib/pwa/new-version';

const NewVersionBanner = lazyComponent(() => import('./new-version-banner'), 'NewVersionBanner');

/**
 * "A new version of Dormie is ready" once a new build's service worker waits (decision 031), mounted once for the
 * whole app (app/providers.tsx). The banner's code loads only then, so a visit without a new version never downloads it.
 */
export function UpdatePrompt() {
  const ready = useSyncExternalStore(newVersion.subscribe, newVersion.isReady, () => false);
  return ready ? (
    <Suspense fallback={null}>
      <NewVersionBanner onReload={newVersion.reload} />
    </Suspense>
  ) : null;
}
