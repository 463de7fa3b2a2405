// A client of a node process's inspector (started with --inspect): it reads the process's own memory figures after a
// full collection, which /proc cannot give (V8's heap is invisible from outside, and RSS keeps freed pages).
import { WebSocket } from 'ws';

export type MemoryFigures = { rssBytes: number; heapUsedBytes: number };

export type Inspector = {
  /** Evaluates `expression` in the process's main context; its value, copied out as JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** RSS and V8's used heap after full collections (the process needs --expose-gc; without it, as they are). */
  memory(): Promise<MemoryFigures>;
  close(): void;
};

type Reply = { id: number; result?: { result?: { value?: unknown }; exceptionDetails?: { text?: string } }; error?: { message?: string } };

/** Connects to the inspector listening on 127.0.0.1:`port`: the first target of /json/list, over its WebSocket. */
export async function connectInspector(port: number): Promise<Inspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${String(port)}/json/list`)).json()) as { webSocketDebuggerUrl?: string }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${String(port)}`);
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const waiting = new Map<number, (reply: Reply) => void>();
  ws.on('message', (data: Buffer) => {
    const reply = JSON.parse(data.toString('utf8')) as Reply;
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  let nextId = 1;
  const evaluate = <T>(expression: string): Promise<T> => {
    const id = nextId++;
    const answer = new Promise<Reply>((resolve) => waiting.set(id, resolve));
    ws.send(JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression, returnByValue: true, awaitPromise: true } }));
    return answer.then((reply) => valueOf<T>(reply, expression));
  };
  return { evaluate, memory: () => evaluate<MemoryFigures>(MEMORY_EXPRESSION), close: () => ws.close() };
}

function valueOf<T>(reply: Reply, expression: string): T {
  const failure = reply.error?.message ?? reply.result?.exceptionDetails?.text;
  if (failure) throw new Error(`inspector: ${expression.slice(0, 60)}: ${failure}`);
  return reply.result?.result?.value as T;
}

// Twice: the first collection may leave objects with finalizers (sockets' buffers) for the second one to free. Then
// again after a second, by when V8 has handed the freed pages back, so RSS is not what set-up's garbage left.
const MEMORY_EXPRESSION = `(async () => {
  globalThis.gc?.(); globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  globalThis.gc?.();
  const used = process.memoryUsage();
  return { rssBytes: used.rss, heapUsedBytes: used.heapUsed };
})()`;
