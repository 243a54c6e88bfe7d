import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessages, pageMessages } from '@atiende/contracts';
import { MemoryStorage } from './test-support/memory-storage';

import type * as apiClientModule from './api-client';

// docs/operations.md#rate-limits: a short 429 is waited out and sent again (twice at most) with a
// notice; it never ends the session.
type FetchArgs = [input: string, init: RequestInit];

const USER = {
  id: '5b1f1c5e-8a3c-4b8e-9f5e-1c2d3e4f5a6b',
  name: 'Ana Torres',
  email: 'ana@mirestaurante.pe',
  role: 'TECHNICIAN',
  avatar: null,
  isActive: true,
  createdAt: '2025-03-07T15:04:00.000Z',
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const ok = (data: unknown) => json(200, { success: true, data });

function tooMany(retryAfter?: number): Response {
  return json(
    429,
    {
      success: false,
      message: errorMessages.TOO_MANY_REQUESTS,
      error: { code: 'TOO_MANY_REQUESTS' },
    },
    retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) },
  );
}

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
let windowEvents: EventTarget;
let notices: ReturnType<typeof vi.fn>;
let client: typeof apiClientModule;

beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  windowEvents = new EventTarget();
  notices = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('window', windowEvents);
  vi.doMock('./notify', () => ({ notify: { info: notices, error: vi.fn(), success: vi.fn() } }));
  client = await import('./api-client');
});

afterEach(() => {
  vi.doUnmock('./notify');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets every pending promise and timer up to `ms` from now run. */
async function elapse(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('apiRequest on 429', () => {
  it('waits Retry-After with a notice, then sends again', async () => {
    fetchMock.mockResolvedValueOnce(tooMany(3)).mockResolvedValueOnce(ok({ tickets: [] }));
    const request = client.apiRequest('/tickets');
    await elapse(2_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notices).toHaveBeenCalledWith(pageMessages.requestErrors.rateLimited(3), {
      id: 'rate-limited',
      duration: 3_000,
    });
    await elapse(1);
    await expect(request).resolves.toEqual({ tickets: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after two retries with the server message', async () => {
    fetchMock.mockImplementation(async () => tooMany(1));
    const request = client.apiRequest('/tickets');
    const outcome = expect(request).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: errorMessages.TOO_MANY_REQUESTS,
    });
    await elapse(5_000);
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(1 + client.RATE_LIMIT_RETRIES);
  });

  it('does not wait out a long limit or one without Retry-After', async () => {
    fetchMock.mockResolvedValueOnce(tooMany(900)).mockResolvedValueOnce(tooMany());
    await expect(client.apiRequest('/tickets/public', { method: 'POST' })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 900,
    });
    await expect(client.apiRequest('/tickets')).rejects.toMatchObject({ status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(notices).not.toHaveBeenCalled();
  });

  it('stops waiting when the caller cancels', async () => {
    fetchMock.mockResolvedValueOnce(tooMany(30));
    const controller = new AbortController();
    const request = client.apiRequest('/tickets', { signal: controller.signal });
    const outcome = expect(request).rejects.toMatchObject({ name: 'AbortError' });
    await elapse(10);
    controller.abort();
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('session renewal on 429 (never a sign-out)', () => {
  it('waits out a rate-limited renewal and keeps going', async () => {
    localStorage.setItem('token', 'expired');
    fetchMock
      .mockResolvedValueOnce(
        json(401, { success: false, message: 'x', error: { code: 'SESSION_EXPIRED' } }),
      )
      .mockResolvedValueOnce(tooMany(2))
      .mockResolvedValueOnce(ok({ accessToken: 'fresh', user: USER }))
      .mockResolvedValueOnce(ok({ tickets: [] }));
    const request = client.apiRequest('/tickets');
    await elapse(2_000);
    await expect(request).resolves.toEqual({ tickets: [] });
    expect(localStorage.getItem('token')).toBe('fresh');
  });

  it('keeps the session and raises no sign-out when renewal stays rate limited', async () => {
    localStorage.setItem('token', 'expired');
    const signOut = vi.fn();
    windowEvents.addEventListener(client.UNAUTHORIZED_EVENT, signOut);
    fetchMock.mockImplementation(async (url) =>
      url === '/api/auth/refresh'
        ? tooMany(1)
        : json(401, { success: false, message: 'x', error: { code: 'SESSION_EXPIRED' } }),
    );
    const request = client.apiRequest('/tickets');
    const outcome = expect(request).rejects.toMatchObject({ status: 429 });
    await elapse(5_000);
    await outcome;
    expect(signOut).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('expired');
  });

  it('still signs out when the session is really gone', async () => {
    localStorage.setItem('token', 'expired');
    const signOut = vi.fn();
    windowEvents.addEventListener(client.UNAUTHORIZED_EVENT, signOut);
    const expired = () =>
      json(401, { success: false, message: 'x', error: { code: 'INVALID_REFRESH_TOKEN' } });
    fetchMock.mockImplementation(async () => expired());
    await expect(client.apiRequest('/tickets')).rejects.toMatchObject({ status: 401 });
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

describe('rateLimitWait', () => {
  it('retries only a 429 with a short Retry-After, twice', async () => {
    const { ApiError } = await import('./api-error');
    const limited = (seconds: number | null) =>
      new ApiError(429, 'TOO_MANY_REQUESTS', 'x', undefined, seconds);
    expect(client.rateLimitWait(limited(12), 0)).toBe(12);
    expect(client.rateLimitWait(limited(0), 1)).toBe(1);
    expect(client.rateLimitWait(limited(12), 2)).toBeNull();
    expect(client.rateLimitWait(limited(61), 0)).toBeNull();
    expect(client.rateLimitWait(limited(null), 0)).toBeNull();
    expect(client.rateLimitWait(new ApiError(503, 'X', 'x', undefined, 5), 0)).toBeNull();
    expect(client.rateLimitWait(new Error('x'), 0)).toBeNull();
  });
});
