// Page weight and Lighthouse (issue 17): the JavaScript and CSS a first visit to / and to a live game screen loads
// (gzip bytes of the production build's files), and Lighthouse's mobile performance score of both pages, with
// Debian's Chromium; then the drain of a phone's offline queue (bench/offline.ts). The build goes to a directory of its own, so the bench never disturbs dist/.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium';
import { seedGolfers, type BenchDatabase } from './lib/databases';
import { BenchClient, newGame, PLAYERS_PER_GAME } from './lib/http';
import { startServer, type ServerProcess } from './lib/server';
import { offlineDrainBench, type OfflineResult } from './offline';
import { median, round } from './lib/stats';

export const WEB_TARGETS = { homeJsKb: 80, gameJsKb: 200, lighthouse: 95 } as const;

/** Chromium's flags on this machine: its network is closed, so nothing may try to reach Google. */
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export type PageWeight = { page: string; scripts: number; jsGzipKb: number; cssGzipKb: number; lighthouse: LighthouseRun | null };
export type LighthouseRun = { score: number; runs: number[]; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
export type WebResult = { pages: PageWeight[]; offline: OfflineResult };

export type WebOptions = { lighthouseRuns: number };

/** The production build of the web client, in a new directory of its own. */
export function buildWebClient(): string {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'dormie-bench-web-'));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', buildDir, '--emptyOutDir'], { stdio: 'inherit' });
  return buildDir;
}

export async function webBench(database: BenchDatabase, buildDir: string, options: WebOptions): Promise<WebResult> {
  const golfers = await seedGolfers(database, PLAYERS_PER_GAME, 'web-');
  const server = await startServer('src/server/main.ts', { ...database.env, WEB_DIST_DIR: buildDir });
  try {
    const gamePath = `/app/game/${String(await liveGame(server, golfers))}`;
    const pages: PageWeight[] = [];
    for (const [page, ready] of [['/', 'Start Free Trial'], [gamePath, 'Scorecard']] as const) {
      const weight = await firstVisit(server.origin, page, ready, buildDir);
      const lighthouse = options.lighthouseRuns > 0 ? lighthouseOf(`${server.origin}${page}`, options.lighthouseRuns) : null;
      const shown = page === '/' ? '/' : '/app/game/{id}';
      pages.push({ page: shown, ...weight, lighthouse });
      console.log(
        `  web ${shown.padEnd(15)} ${String(weight.scripts)} scripts, JS ${weight.jsGzipKb.toFixed(1)} KB gz, CSS ${weight.cssGzipKb.toFixed(1)} KB gz` +
          (lighthouse ? `, Lighthouse ${String(lighthouse.score)} (runs ${lighthouse.runs.join(', ')})` : ''),
      );
    }
    return { pages, offline: await offlineDrainBench(server, golfers) };
  } finally {
    await server.stop();
  }
}

/** A public game in play, with a few holes scored: what a guest's first visit to the game screen shows. */
async function liveGame(server: ServerProcess, golfers: Parameters<typeof newGame>[1]): Promise<number> {
  const client = new BenchClient(server.origin);
  try {
    const game = await newGame(client, golfers, true);
    for (const [index, player] of game.players.entries()) {
      for (let hole = 1; hole <= 5; hole += 1) {
        await client.expect(200, 'POST', `/api/games/${String(game.id)}/scores`, game.players[0]!, { holeNumber: hole, strokes: 3 + ((hole + index) % 3), playerId: player.userId });
      }
    }
    return game.id;
  } finally {
    client.close();
  }
}

/** What the files the bench keeps of a page (screenshots, Lighthouse reports) call it. */
const fileNameOf = (page: string) => (page === '/' ? 'home' : 'game');

/** The scripts and stylesheets a first visit loads from the server, as gzip bytes of the built files. */
async function firstVisit(origin: string, page: string, readyText: string | RegExp, buildDir: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const visit = await context.newPage();
    const files = new Set<string>();
    let lastFileAt = Date.now();
    visit.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin || !/\.(js|css)$/.test(url.pathname)) return;
      files.add(url.pathname);
      lastFileAt = Date.now();
    });
    await visit.goto(`${origin}${page}`);
    await visit
      .getByText(readyText)
      .first()
      .waitFor()
      .catch(async (error: unknown) => {
        if (process.env.BENCH_SCREENSHOTS) await visit.screenshot({ path: path.join(process.env.BENCH_SCREENSHOTS, 'not-ready.png') });
        throw error;
      });
    // Not 'networkidle': a live game keeps talking. Done once no script or stylesheet has been asked for in 1.5 s.
    while (Date.now() - lastFileAt < 1_500) await visit.waitForTimeout(250);
    if (process.env.BENCH_SCREENSHOTS) await visit.screenshot({ path: path.join(process.env.BENCH_SCREENSHOTS, `${fileNameOf(page)}.png`) });
    const bytes = (ext: string) => [...files].filter((file) => file.endsWith(ext)).reduce((sum, file) => sum + gzipBytes(buildDir, file), 0);
    return { scripts: [...files].filter((file) => file.endsWith('.js')).length, jsGzipKb: round(bytes('.js') / 1024), cssGzipKb: round(bytes('.css') / 1024) };
  } finally {
    await browser.close();
  }
}

/** The precompressed copy the build wrote, or the file compressed here when it was too small to get one. */
function gzipBytes(buildDir: string, pathname: string): number {
  const file = path.join(buildDir, pathname);
  try {
    return readFileSync(`${file}.gz`).length;
  } catch {
    return gzipSync(readFileSync(file), { level: 9 }).length;
  }
}

/** Runs a Lighthouse fails for its own reasons ("Something went wrong with recording the trace... run Lighthouse again"). */
const LIGHTHOUSE_ATTEMPTS = 3;

/** One Lighthouse report of `url`; a run that fails is run again, as Lighthouse itself asks, up to LIGHTHOUSE_ATTEMPTS. */
function lighthouseReport(url: string): LighthouseReport {
  for (let attempt = 1; ; attempt += 1) {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'dormie-lh-')), 'report.json');
    const result = spawnSync(
      'npx',
      ['lighthouse', url, '--only-categories=performance', `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`, '--output=json', `--output-path=${out}`, '--quiet'],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    try {
      if (result.status === 0) {
        keepReport(out, url);
        return JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
      }
      if (attempt === LIGHTHOUSE_ATTEMPTS) throw new Error(`lighthouse ${url}: ${result.stderr.toString('utf8').slice(-1000)}`);
      console.log(`  lighthouse ${url}: run ${String(attempt)} failed, running it again`);
    } finally {
      rmSync(path.dirname(out), { recursive: true, force: true });
    }
  }
}

let reportsKept = 0;

/** A copy of the report in BENCH_LIGHTHOUSE_REPORTS, when set: to read what a score is made of (its audits). */
function keepReport(file: string, url: string): void {
  const dir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!dir) return;
  reportsKept += 1;
  mkdirSync(dir, { recursive: true });
  copyFileSync(file, path.join(dir, `${String(reportsKept).padStart(2, '0')}-${fileNameOf(new URL(url).pathname)}.json`));
}

/** Lighthouse's mobile performance score (its default: a mid-range phone on slow 4G), the median of `runs`. */
function lighthouseOf(url: string, runs: number): LighthouseRun {
  const reports = Array.from({ length: runs }, () => lighthouseReport(url));
  const scores = reports.map((report) => Math.round((report.categories.performance.score ?? 0) * 100));
  const audit = (name: string) => median(reports.map((report) => report.audits[name]?.numericValue ?? Number.NaN));
  return {
    score: median(scores),
    runs: scores,
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: round(audit('cumulative-layout-shift'), 3),
  };
}

type LighthouseReport = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
};
