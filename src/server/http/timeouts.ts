import http from 'node:http';

// How long a connection may take to say what it wants (issue 27). Without limits, 20 connections sending a byte every
// 10 s were still open after 130 s: enough of them hold every file descriptor the process has. Node closes a request
// that passes its headers or whole-request time only when it checks, every `checkEveryMs`; and on Node 20 only times
// given when the server is created apply to a request whose body trickles (set later, they catch only the headers).

export type HttpTimeouts = {
  /** The request line and headers, from the connection's first byte (Node's headersTimeout). */
  headersMs: number;
  /** The whole request, headers and body (Node's requestTimeout). Responses, however long, are not counted. */
  requestMs: number;
  /** An idle connection between requests (keep-alive). */
  keepAliveMs: number;
  /** How often Node looks for requests past their time. */
  checkEveryMs: number;
};

/**
 * A phone on one bar of signal sends its headers in well under a second and the largest body (a 2 MB import) in well
 * under a minute. Keep-alive outlives a load balancer's default idle time of 60 s, so the balancer, not the server,
 * closes an idle connection, and never one it is about to reuse.
 */
export const defaultHttpTimeouts: HttpTimeouts = { headersMs: 15_000, requestMs: 60_000, keepAliveMs: 65_000, checkEveryMs: 5_000 };

/** The options http.createServer takes for these times, merged into any others. */
export function serverOptionsWith(timeouts: HttpTimeouts, options: http.ServerOptions = {}): http.ServerOptions {
  return {
    ...options,
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
}

/** What Fastify sets on the HTTP server it makes itself (lib/server.js), read from the options it hands a factory. */
type FastifyServerSettings = { http?: http.ServerOptions; connectionTimeout?: number; maxRequestsPerSocket?: number };

/**
 * Fastify's serverFactory: the HTTP server Fastify would make, but with the request, headers and keep-alive times given
 * when it is created. Fastify itself sets them on the server after creating it, which on Node 20 leaves a trickling
 * body unchecked (see the top of this file).
 */
export function serverFactoryWith(timeouts: HttpTimeouts) {
  return (handler: http.RequestListener, options: Record<string, unknown>): http.Server => {
    const settings = options as FastifyServerSettings;
    const server = http.createServer(serverOptionsWith(timeouts, settings.http), handler);
    server.setTimeout(settings.connectionTimeout ?? 0);
    if (settings.maxRequestsPerSocket !== undefined && settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
