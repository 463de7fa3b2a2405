import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiJson, ApiRequestError, apiRequest, apiUpload, errorBody, errorStatus, getQueryFn, queryKeyToPath, serverMessage, SUBSCRIPTION_EXPIRED_EVENT } from './api';

// The shared request behaviour of product §A7-§A8, checked against a stubbed fetch and window.

const fetchMock = vi.fn<typeof fetch>();
let windowEvents: string[];

beforeEach(() => {
  windowEvents = [];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { dispatchEvent: (event: Event) => windowEvents.push(event.type) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function reply(status: number, body: string, statusText = ''): Response {
  return new Response(status === 204 ? null : body, { status, statusText });
}

function queryContext(queryKey: readonly unknown[]) {
  // Only the fields the query function reads; React Query passes more.
  return { queryKey, signal: new AbortController().signal, meta: undefined, client: undefined } as unknown as Parameters<
    ReturnType<typeof getQueryFn>
  >[0];
}

describe('apiRequest', () => {
  it('sends credentials always, and a JSON body with its content type only when a body is given', async () => {
    fetchMock.mockResolvedValue(reply(200, '{}'));
    await apiRequest('POST', '/api/friends/requests', { targetUserNumber: 1042 });
    await apiRequest('DELETE', '/api/friends/7');

    const [withBody, withoutBody] = fetchMock.mock.calls;
    expect(withBody).toEqual([
      '/api/friends/requests',
      { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: '{"targetUserNumber":1042}' },
    ]);
    expect(withoutBody).toEqual(['/api/friends/7', { method: 'DELETE', credentials: 'include', headers: undefined, body: undefined }]);
  });

  it.each([
    { status: 400, body: '{"message":"Invalid Player ID"}', statusText: 'Bad Request', expected: '400: {"message":"Invalid Player ID"}' },
    { status: 500, body: '', statusText: 'Internal Server Error', expected: '500: Internal Server Error' },
  ])('turns a $status into "<status>: <text or status text>"', async ({ status, body, statusText, expected }) => {
    fetchMock.mockResolvedValue(reply(status, body, statusText));
    await expect(apiRequest('GET', '/api/games')).rejects.toThrow(expected);
    expect(windowEvents).toEqual([]);
  });

  it('fires subscription-expired on a 402 before failing', async () => {
    fetchMock.mockResolvedValue(reply(402, '{"message":"Subscription expired"}'));
    await expect(apiRequest('GET', '/api/games')).rejects.toThrow('402: {"message":"Subscription expired"}');
    expect(windowEvents).toEqual([SUBSCRIPTION_EXPIRED_EVENT]);
  });

  it('parses the answer with a schema in apiJson', async () => {
    fetchMock.mockResolvedValue(reply(200, '{"count":3}'));
    await expect(apiJson('GET', '/api/notifications/unread-count', z.object({ count: z.number() }))).resolves.toEqual({ count: 3 });
    fetchMock.mockResolvedValue(reply(200, '{"count":"3"}'));
    await expect(apiJson('GET', '/api/notifications/unread-count', z.object({ count: z.number() }))).rejects.toThrow();
  });
});

describe('apiUpload', () => {
  it('posts the form as is with credentials, leaving the multipart content type to the browser', async () => {
    fetchMock.mockResolvedValue(reply(200, '{"ok":true}'));
    const form = new FormData();
    form.append('courseName', 'Cedar Ridge');
    await apiUpload('/api/courses/upload', form);
    expect(fetchMock.mock.calls[0]).toEqual(['/api/courses/upload', { method: 'POST', credentials: 'include', body: form }]);
  });

  it('fails the way apiRequest does, with the 402 event', async () => {
    fetchMock.mockResolvedValue(reply(409, '{"message":"exists"}'));
    await expect(apiUpload('/api/courses/upload', new FormData())).rejects.toThrow('409: {"message":"exists"}');
    fetchMock.mockResolvedValue(reply(402, '{"message":"Subscription expired"}'));
    await expect(apiUpload('/api/courses/upload', new FormData())).rejects.toThrow(/^402: /);
    expect(windowEvents).toEqual([SUBSCRIPTION_EXPIRED_EVENT]);
  });
});

describe('getQueryFn', () => {
  it('fetches the query key joined with "/" with credentials', async () => {
    fetchMock.mockResolvedValue(reply(200, '[{"id":"g1"}]'));
    const data = await getQueryFn({ on401: 'throw' })(queryContext(['/api/friends', 'u-7', 'games']));
    expect(data).toEqual([{ id: 'g1' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/friends/u-7/games');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('yields null on 401 when asked to, and throws otherwise', async () => {
    fetchMock.mockResolvedValue(reply(401, 'Unauthorized'));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
    fetchMock.mockResolvedValue(reply(401, 'Unauthorized'));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/user']))).rejects.toThrow('401: Unauthorized');
  });

  it('cancels the body of a 401 it reads as null, so no request is left open', async () => {
    const answer = reply(401, 'Unauthorized');
    fetchMock.mockResolvedValue(answer);
    await getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']));
    expect(answer.bodyUsed, 'the body was cancelled').toBe(true);
  });

  it('sends the headers it is given', async () => {
    fetchMock.mockResolvedValue(reply(200, 'null'));
    await expect(getQueryFn({ on401: 'returnNull', schema: z.null(), headers: { 'x-signed-out-as-null': '1' } })(queryContext(['/api/auth/user']))).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ headers: { 'x-signed-out-as-null': '1' } });
  });

  it('with revalidate, sends the ETag of the answer it holds and keeps that answer on a 304', async () => {
    const schema = z.object({ version: z.number() });
    const read = getQueryFn({ on401: 'throw', schema, revalidate: true });
    const key = ['/api/games', 41];
    const held = { version: 3 };
    const cache: { data: unknown } = { data: undefined };
    const context = () => ({ ...queryContext(key), client: { getQueryData: () => cache.data } }) as unknown as Parameters<typeof read>[0];

    fetchMock.mockResolvedValueOnce(new Response('{"version":3}', { status: 200, headers: { etag: '"41-3"' } }));
    await expect(read(context())).resolves.toEqual({ version: 3 });
    expect(fetchMock.mock.calls[0]?.[1]).not.toHaveProperty('headers');

    cache.data = held;
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await expect(read(context())).resolves.toBe(held);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ credentials: 'include', headers: { 'If-None-Match': '"41-3"' } });

    fetchMock.mockResolvedValueOnce(new Response('{"version":4}', { status: 200, headers: { etag: '"41-4"' } }));
    await expect(read(context())).resolves.toEqual({ version: 4 });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await read(context());
    expect(fetchMock.mock.calls[3]?.[1]).toMatchObject({ headers: { 'If-None-Match': '"41-4"' } });
  });

  it('with revalidate, sends no ETag when the cache holds nothing to keep', async () => {
    const read = getQueryFn({ on401: 'throw', schema: z.object({ version: z.number() }), revalidate: true });
    const context = { ...queryContext(['/api/games', 42]), client: { getQueryData: () => undefined } } as unknown as Parameters<typeof read>[0];
    fetchMock.mockImplementation(() => Promise.resolve(new Response('{"version":1}', { status: 200, headers: { etag: '"42-1"' } })));
    await read(context);
    await read(context);
    expect(fetchMock.mock.calls.map((call) => call[1])).toEqual([
      { credentials: 'include', signal: expect.any(AbortSignal) as AbortSignal },
      { credentials: 'include', signal: expect.any(AbortSignal) as AbortSignal },
    ]);
  });

  it('refuses key segments that cannot be part of a path', () => {
    expect(queryKeyToPath(['/api/games', 12])).toBe('/api/games/12');
    expect(() => queryKeyToPath(['/api/games', { status: 'active' }])).toThrow(/cannot be part of a URL/);
  });
});

describe('error helpers', () => {
  it.each([
    { case: 'an ApiError body', error: new ApiRequestError(400, '{"message":"Invalid Player ID"}'), server: 'Invalid Player ID', status: 400 },
    { case: 'an empty message', error: new ApiRequestError(409, '{"message":""}'), server: null, status: 409 },
    { case: 'a body that is not an ApiError', error: new ApiRequestError(422, '{"error":"nope"}'), server: null, status: 422 },
    { case: "a proxy's page", error: new ApiRequestError(502, 'Bad Gateway'), server: null, status: 502 },
    { case: 'a network failure', error: new TypeError('Failed to fetch'), server: null, status: null },
    { case: 'an Error that merely reads like an answer', error: new Error('400: {"message":"Invalid Player ID"}'), server: null, status: null },
  ])('reads $case', ({ error, server, status }) => {
    expect(serverMessage(error)).toBe(server);
    expect(errorStatus(error)).toBe(status);
  });

  it('keeps the extra fields of an error body, or null when it has none', () => {
    expect(errorBody(new ApiRequestError(409, '{"message":"exists","differences":{"holesToReplace":18}}'))).toEqual({
      message: 'exists',
      differences: { holesToReplace: 18 },
    });
    expect(errorBody(new ApiRequestError(502, 'Bad Gateway'))).toBeNull();
    expect(errorBody(new Error('Failed to fetch'))).toBeNull();
    expect(errorBody('not an error')).toBeNull();
  });

  it('reads the status and body of what apiRequest throws', async () => {
    fetchMock.mockResolvedValue(reply(403, '{"message":"Only friends can add you"}', 'Forbidden'));
    const error: unknown = await apiRequest('POST', '/api/games/7/players/by-id', { userNumber: 1042 }).catch((caught: unknown) => caught);
    expect(errorStatus(error)).toBe(403);
    expect(serverMessage(error)).toBe('Only friends can add you');
  });
});
