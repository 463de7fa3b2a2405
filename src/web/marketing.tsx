import { type ComponentType, createElement, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LazyToaster } from './components/ui/lazy-toaster';
import { marketingIslands, type IslandName } from './features/marketing/islands';
import { followTheme } from './lib/theme';
import './styles.css';

// The script of the prerendered public pages (decision 019): the page is already in the HTML; this hydrates its
// islands, each from the element the prerender wrapped it in, keeps the marketing theme applied as the toggle changes
// it, and gives the contact form's confirmation a toaster. No router, no query client: links are plain page loads.

followTheme('marketing');

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island as IslandName;
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  hydrateRoot(element, <StrictMode>{createElement(marketingIslands[name] as ComponentType<Record<string, unknown>>, props)}</StrictMode>);
}

const toaster = document.createElement('div');
document.body.append(toaster);
createRoot(toaster).render(<LazyToaster />);
