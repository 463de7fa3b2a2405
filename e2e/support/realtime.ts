import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

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

/**
 * Opens game `gameId` on `page` and resolves once its socket is on the game's channel (the server's GAME_JOINED
 * answer to its JOIN_GAME): every change made from then on reaches that phone as an event.
 */
export async function openLive(page: Page, gameId: number): Promise<void> {
  const joined = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"GAME_JOINED"') && payload.includes(`"gameId":${String(gameId)}`)) resolve();
      });
    });
  });
  await page.goto(`/app/game/${String(gameId)}`);
  await expect(page.getByText('Hole 1', { exact: true })).toBeVisible();
  await joined;
}
