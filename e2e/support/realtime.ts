import type { Page } from '@playwright/test';

/**
 * Resolves once the page's socket has sent IDENTIFY, which the client does as soon as the socket opens: the server
 * then delivers the user's own events to it. Start it before the navigation that opens the socket; an event sent
 * before would reach no tab, as it would reach no phone whose socket is still connecting.
 */
export function socketIdentified(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"IDENTIFY"')) resolve();
      });
    });
  });
}
