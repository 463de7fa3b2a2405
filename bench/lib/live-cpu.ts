// PostgreSQL's CPU time over a window, counting its backends that ended inside it: a sum over the live processes
// alone (server.ts's postgresCpuSeconds) loses an ended backend's time, and a window with a pool's connection closing
// can come out negative. The postmaster is given each ended backend's time when it reaps it (cutime, cstime).
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime + cutime + cstime of every PostgreSQL process on this machine (Linux /proc), in seconds. */
export function postgresCpuSecondsWithEnded(): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      // The fields after the command name; utime, stime, cutime and cstime are fields 14 to 17.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process ended while we looked.
    }
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}
