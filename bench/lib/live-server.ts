// A server for the live bench that can be asked for its memory: started with --expose-gc and an inspector on a port
// of its own (bench/lib/inspector.ts), through startServer's BENCH_SERVER_NODE_ARGS.
import { connectInspector, type Inspector, type MemoryFigures } from './inspector';
import { freePort, startServer, type ServerProcess } from './server';

export type InspectedServer = ServerProcess & { memory(): Promise<MemoryFigures> };

export async function startInspectedServer(env: Record<string, string>): Promise<InspectedServer> {
  const inspectPort = await freePort();
  const before = process.env.BENCH_SERVER_NODE_ARGS;
  process.env.BENCH_SERVER_NODE_ARGS = `${before ?? ''} --expose-gc --inspect=127.0.0.1:${String(inspectPort)}`;
  let server: ServerProcess;
  try {
    server = await startServer('src/server/main.ts', env);
  } finally {
    if (before === undefined) delete process.env.BENCH_SERVER_NODE_ARGS;
    else process.env.BENCH_SERVER_NODE_ARGS = before;
  }
  let inspector: Inspector;
  try {
    inspector = await connectInspector(inspectPort);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    ...server,
    memory: () => inspector.memory(),
    stop: async () => {
      inspector.close();
      await server.stop();
    },
  };
}

/** Memory added between two readings of the same servers, per socket added, in KiB. */
export function perSocketKiB(before: MemoryFigures[], after: MemoryFigures[], sockets: number): { rss: number; heap: number } {
  const added = (pick: (figures: MemoryFigures) => number) => after.reduce((total, figures, index) => total + pick(figures) - pick(before[index]!), 0);
  if (sockets <= 0) return { rss: Number.NaN, heap: Number.NaN };
  return { rss: added((figures) => figures.rssBytes) / 1024 / sockets, heap: added((figures) => figures.heapUsedBytes) / 1024 / sockets };
}
