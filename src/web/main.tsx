import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/pwa/new-version';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition, so React builds the first screen in short slices and a phone stays responsive while it does; the
// spinner the HTML already shows (decision 023) stays until the first commit.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// After the load event, so the app's first screen never waits on it (decision 031).
registerServiceWorker();
