// The offline queue's drain (issue 29): a phone (Chromium at 390 x 844, the production build and its service worker)
// enters 18 holes for 4 players with the network really cut, then the network comes back; the figure is the time from
// then to the last queued score stored, read as the moment the screen's waiting bar goes away (it goes only once the
// outbox is empty), and checked against the server's card. Target: under 3 s on this machine.
import { chromium } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium';
import type { SeededUser } from './lib/databases';
import { BenchClient, HOLES, newGame, PLAYERS_PER_GAME } from './lib/http';
import type { ServerProcess } from './lib/server';

export const OFFLINE_TARGETS = { drainMs: 3_000 } as const;

export type OfflineResult = { holes: number; players: number; drainMs: number };

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function offlineDrainBench(server: ServerProcess, golfers: SeededUser[]): Promise<OfflineResult> {
  const client = new BenchClient(server.origin);
  const game = await newGame(client, golfers.slice(0, PLAYERS_PER_GAME), true).finally(() => client.close());
  const creator = game.players[0]!;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: server.origin });
    const [name, value] = creator.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: server.origin }]);
    const page = await context.newPage();
    await page.goto(`/app/game/${String(game.id)}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Scorecard' }).waitFor();

    await context.setOffline(true);
    for (let hole = 1; hole <= HOLES; hole += 1) {
      await page.getByRole('button', { name: `Enter Hole ${String(hole)} Scores` }).click();
      const form = page.getByRole('form', { name: `Scores for hole ${String(hole)}` });
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'hidden' });
    }
    // The 18th hole's Save asks whether the scores are final; No keeps the round open and the screen in reach.
    await page.getByRole('alertdialog', { name: 'Finish Editing Scores?' }).getByRole('button', { name: 'No' }).click();
    const bar = page.getByRole('status', { name: 'Connection' });
    await bar.getByText(`Offline — ${String(HOLES * PLAYERS_PER_GAME)} scores waiting`).waitFor();

    const back = Date.now();
    await context.setOffline(false);
    await bar.waitFor({ state: 'detached', timeout: 60_000 });
    const drainMs = Date.now() - back;

    const stored = (await (await page.request.get(`/api/games/${String(game.id)}/players`)).json()) as { scores: unknown[] }[];
    const count = stored.reduce((sum, player) => sum + player.scores.length, 0);
    if (count !== HOLES * PLAYERS_PER_GAME) throw new Error(`offline drain: the server holds ${String(count)} scores, not ${String(HOLES * PLAYERS_PER_GAME)}`);
    console.log(`  offline: ${String(HOLES)} holes x ${String(PLAYERS_PER_GAME)} players queued on one phone, stored ${String(drainMs)} ms after the network came back`);
    return { holes: HOLES, players: PLAYERS_PER_GAME, drainMs };
  } finally {
    await browser.close();
  }
}
