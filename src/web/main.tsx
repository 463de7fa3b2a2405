// First, before any schema is built (lib/zod-config.ts).
import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startRouteLoads } from './app/router';
import { startOffline } from './lib/offline/start';
import { registerServiceWorker } from './lib/pwa/new-version';
import { queryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first screen's code and its first answers start loading now, beside the offline layer's start below, not after
// it (the user's read and then the game's were a round trip each behind it). Offline, the kept reads answer them.
const firstScreenCode = startRouteLoads(window.location.pathname, { data: navigator.onLine });

// A transition, so React builds the first screen in short slices and a phone stays responsive while it does; the
// spinner the HTML already shows (decision 023) stays until the first commit.
const root = createRoot(container);
// The phone's kept reads first (issue 29): a cold start without signal draws the game from them, not a failed fetch.
// And the first screen's code: React renders it at once then, where a render before it arrived would commit the
// spinner as a Suspense fallback and hold the screen back until 300 ms after that (decision 051).
void Promise.all([startOffline(queryClient), firstScreenCode]).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});

// After the load event, so the app's first screen never waits on it (decision 031).
registerServiceWorker();
