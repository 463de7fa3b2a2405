// The results of `npm run bench`: their shape in bench/results.json, the targets, and the table on stdout.
import { LIVE_TARGET_P99_MS, type LiveResult } from './live';
import { READ_TARGETS, type ReadsResult } from './reads';
import type { Machine } from './settings';
import { START_TARGET_SECONDS, type StartResult } from './start';
import { OFFLINE_TARGETS } from './offline';
import { WEB_TARGETS, type WebResult } from './web';

export type Target = { name: string; value: number | null; target: string; met: boolean };

export type BenchResults = {
  date: string;
  command: string;
  machine: Machine;
  settings: object;
  live: LiveResult[];
  reads: { databases: ReadsResult[] } | null;
  web: WebResult | null;
  start: StartResult | null;
  skipped: string[];
  targets: Target[];
};

/** Every target of issue 17 the run measured, met or not. */
export function targetsOf(results: BenchResults): Target[] {
  const targets: Target[] = [];
  const add = (name: string, value: number | null, target: string, met: boolean) => targets.push({ name, value, target, met });
  for (const run of results.live) {
    const first = run.steps[0];
    if (!first) continue;
    add(`live ${run.database}: p99 at ${String(first.games)} games (ms)`, first.p99Ms, `<= ${String(LIVE_TARGET_P99_MS)}`, first.p99Ms <= LIVE_TARGET_P99_MS);
    add(`live ${run.database}: errors at ${String(first.games)} games`, first.errors, '0', first.errors === 0);
    add(`live ${run.database}: largest games within p99 target`, run.largestGamesWithinTarget, 'report', run.largestGamesWithinTarget !== null);
  }
  for (const run of results.reads?.databases ?? []) {
    for (const rate of run.rates) {
      // The targets are for the reads as the app's client makes them; the identity row is shown beside them.
      const goal = rate.path.endsWith('/players') && rate.acceptEncoding ? (rate.status === 304 ? READ_TARGETS.players304 : READ_TARGETS.players200) : null;
      if (goal === null) continue;
      add(`reads ${run.database}: GET players ${String(rate.status)} / bare`, rate.ratioToBare, `>= ${String(goal)}`, rate.ratioToBare >= goal);
    }
  }
  for (const page of results.web?.pages ?? []) {
    const budget = page.page === '/' ? WEB_TARGETS.homeJsKb : WEB_TARGETS.gameJsKb;
    add(`web ${page.page}: JS (KB gzip)`, page.jsGzipKb, `<= ${String(budget)}`, page.jsGzipKb <= budget);
    if (page.lighthouse) add(`web ${page.page}: Lighthouse mobile`, page.lighthouse.score, `>= ${String(WEB_TARGETS.lighthouse)}`, page.lighthouse.score >= WEB_TARGETS.lighthouse);
  }
  if (results.web) {
    const { drainMs } = results.web.offline;
    add('offline: 18 holes x 4 queued, stored after the network is back (ms)', drainMs, `< ${String(OFFLINE_TARGETS.drainMs)}`, drainMs < OFFLINE_TARGETS.drainMs);
  }
  if (results.start) add('start: npm start to first answer (s, median)', results.start.medianSeconds, `<= ${String(START_TARGET_SECONDS)}`, results.start.medianSeconds <= START_TARGET_SECONDS);
  return targets;
}

/** The figures as text tables: each section's measurements, then the targets. */
export function resultsTable(results: BenchResults): string {
  const { machine } = results;
  const parts = [`Dormie bench ${results.date} on ${String(machine.cpus)} x ${machine.cpuModel}, ${String(machine.memoryGiB)} GiB, ${machine.os}, Node ${machine.node}, ${machine.commit}`];
  if (results.live.length > 0) {
    const rows = results.live.flatMap((run) =>
      run.steps.map((step) => [
        run.database,
        String(step.games),
        String(step.sockets),
        String(step.postsPerSecond),
        step.p50Ms.toFixed(1),
        step.p99Ms.toFixed(1),
        String(step.errors),
        `${String(step.serverCpuPercent)}%`,
        step.postgresCpuPercent === null ? '-' : `${String(step.postgresCpuPercent)}%`,
        String(step.peakRssMiB),
      ]),
    );
    parts.push(table(['live', 'games', 'sockets', 'posts/s', 'p50 ms', 'p99 ms', 'errors', 'server CPU', 'postgres CPU', 'peak RSS MiB'], rows));
  }
  if (results.reads) {
    const rows: string[][] = [];
    for (const run of results.reads.databases) {
      for (const rate of run.rates) {
        const request = `GET ${rate.path}${rate.acceptEncoding ? '' : ' (identity)'}`;
        rows.push([run.database, request, String(rate.status), String(rate.requestsPerSecond), String(rate.bareRequestsPerSecond), rate.ratioToBare.toFixed(3), String(rate.p99Ms)]);
      }
    }
    parts.push(table(['reads', 'request', 'status', 'req/s', 'bare req/s', 'of bare', 'p99 ms'], rows));
  }
  if (results.web) {
    const rows = results.web.pages.map((page) => [
      page.page,
      String(page.scripts),
      page.jsGzipKb.toFixed(1),
      page.cssGzipKb.toFixed(1),
      page.lighthouse ? String(page.lighthouse.score) : '-',
      page.lighthouse ? `${String(page.lighthouse.fcpMs)} / ${String(page.lighthouse.lcpMs)} / ${String(page.lighthouse.tbtMs)}` : '-',
    ]);
    parts.push(table(['web (first visit)', 'scripts', 'JS KB gz', 'CSS KB gz', 'Lighthouse', 'FCP / LCP / TBT ms'], rows));
  }
  if (results.start) parts.push(table(['start', 'median s', 'max s', 'runs'], [['npm start', String(results.start.medianSeconds), String(results.start.maxSeconds), results.start.runs.join(', ')]]));
  parts.push(table(['target', 'value', 'goal', 'met'], results.targets.map((target) => [target.name, target.value === null ? '-' : String(target.value), target.target, target.met ? 'yes' : 'NO'])));
  return parts.join('\n\n');
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
