import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageMessages } from '@atiende/contracts';
import { MemoryStorage } from './test-support/memory-storage';

import type * as apiClientModule from './api-client';

type ApiClientModule = typeof apiClientModule;
type FetchArgs = [input: string, init: RequestInit];

const USER = {
  id: '5b1f1c5e-8a3c-4b8e-9f5e-1c2d3e4f5a6b',
  name: 'Ana Torres',
  email: 'ana@mirestaurante.pe',
  role: 'CLIENT',
  avatar: null,
  isActive: true,
  createdAt: '2025-03-07T15:04:00.000Z',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function failure(status: number, code: string, message: string, details?: unknown): Response {
  return json(status, { success: false, message, error: { code, details } });
}

function headersOf(call: FetchArgs | undefined): Headers {
  return new Headers(call?.[1].headers);
}

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
let windowEvents: EventTarget;
let client: ApiClientModule;

beforeEach(async () => {
  vi.resetModules();
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  windowEvents = new EventTarget();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('window', windowEvents);
  client = await import('./api-client');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiRequest headers', () => {
  it('sends the docs/conventions.md#api headers and the Bearer token on a private path', async () => {
    localStorage.setItem('token', 'access-1');
    client.setRequestUserId('user-7');
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { ok: 1 } }));

    await expect(client.apiRequest('/tickets')).resolves.toEqual({ ok: 1 });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/tickets');
    expect(init?.credentials).toBe('include');
    const headers = headersOf(fetchMock.mock.calls[0]);
    expect(headers.get('authorization')).toBe('Bearer access-1');
    expect(headers.get('x-user-id')).toBe('user-7');
    expect(headers.get('x-session-id')).toMatch(/^session_\d+_user-7$/);
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(headers.get('x-client-timestamp') ?? '').toISOString()).toBe(
      headers.get('x-client-timestamp'),
    );
  });

  it('uses a new request id per request and "anonymous" with nobody signed in', async () => {
    fetchMock.mockImplementation(async () => json(200, { success: true, data: null }));
    await client.apiRequest('/departments/public');
    await client.apiRequest('/departments/public');
    const first = headersOf(fetchMock.mock.calls[0]);
    const second = headersOf(fetchMock.mock.calls[1]);
    expect(first.get('x-user-id')).toBe('anonymous');
    expect(first.get('x-session-id')).toMatch(/^session_\d+_anon$/);
    expect(first.get('x-request-id')).not.toBe(second.get('x-request-id'));
  });

  it('never sends the token to the public paths', async () => {
    localStorage.setItem('token', 'access-1');
    fetchMock.mockImplementation(async () => json(200, { success: true, data: null }));
    for (const path of client.PUBLIC_PATHS) {
      await client.apiRequest(path, { method: 'POST', body: {} });
    }
    for (const call of fetchMock.mock.calls) {
      expect(headersOf(call).get('authorization')).toBeNull();
    }
    expect(client.PUBLIC_PATHS).toContain('/auth/refresh');
  });

  it('sends JSON bodies and query parameters', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: [] }));
    await client.apiRequest('/notifications', {
      query: { limit: 10, unread: undefined },
    });
    await expect(
      (async () => {
        fetchMock.mockResolvedValueOnce(json(201, { success: true, data: { id: 1 } }));
        return client.apiRequest('/tickets', { method: 'POST', body: { title: 'x' } });
      })(),
    ).resolves.toEqual({ id: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/notifications?limit=10');
    expect(fetchMock.mock.calls[1]?.[1].body).toBe('{"title":"x"}');
    expect(headersOf(fetchMock.mock.calls[1]).get('content-type')).toBe('application/json');
  });
});

describe('apiRequest errors', () => {
  it('turns a failure envelope into an ApiError with status, code, message and details', async () => {
    const details = [
      { field: 'password', message: 'La contraseña debe tener al menos 8 caracteres' },
    ];
    fetchMock.mockResolvedValueOnce(
      failure(
        400,
        'VALIDATION_FAILED',
        'Revisa los datos marcados e inténtalo nuevamente.',
        details,
      ),
    );
    await expect(
      client.apiRequest('/auth/register', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Revisa los datos marcados e inténtalo nuevamente.',
      details,
    });
  });

  it('reports a network failure in Spanish', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.apiRequest('/tickets')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: pageMessages.requestErrors.networkError,
    });
  });

  it('gives up after 35 s with a Spanish time-out message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const request = client.apiRequest('/tickets');
    const outcome = expect(request).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: pageMessages.requestErrors.timeout,
    });
    await vi.advanceTimersByTimeAsync(34_999);
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('lets a caller-cancelled request reject with the abort, not an ApiError', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const request = client.apiRequest('/tickets', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('apiRequest on 401', () => {
  it('renews the session once and retries with the new token', async () => {
    localStorage.setItem('token', 'expired');
    fetchMock
      .mockResolvedValueOnce(failure(401, 'SESSION_EXPIRED', 'Tu sesión ha expirado.'))
      .mockResolvedValueOnce(
        json(200, { success: true, data: { accessToken: 'fresh', user: USER } }),
      )
      .mockResolvedValueOnce(json(200, { success: true, data: { tickets: [] } }));

    await expect(client.apiRequest('/tickets')).resolves.toEqual({ tickets: [] });

    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/tickets',
      '/api/auth/refresh',
      '/api/tickets',
    ]);
    expect(fetchMock.mock.calls[1]?.[1].credentials).toBe('include');
    expect(headersOf(fetchMock.mock.calls[1]).get('authorization')).toBeNull();
    expect(headersOf(fetchMock.mock.calls[2]).get('authorization')).toBe('Bearer fresh');
    expect(localStorage.getItem('token')).toBe('fresh');
  });

  it('shares one refresh between concurrent 401s', async () => {
    localStorage.setItem('token', 'expired');
    let refreshCalls = 0;
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/auth/refresh') {
        refreshCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(200, { success: true, data: { accessToken: 'fresh', user: USER } });
      }
      const auth = new Headers(init.headers).get('authorization');
      return auth === 'Bearer fresh'
        ? json(200, { success: true, data: url })
        : failure(401, 'SESSION_EXPIRED', 'Tu sesión ha expirado.');
    });

    const results = await Promise.all([
      client.apiRequest('/tickets'),
      client.apiRequest('/notifications'),
      client.apiRequest('/users'),
    ]);

    expect(results).toEqual(['/api/tickets', '/api/notifications', '/api/users']);
    expect(refreshCalls).toBe(1);
  });

  it('raises the unauthorized event when the session cannot be renewed', async () => {
    localStorage.setItem('token', 'expired');
    const listener = vi.fn();
    windowEvents.addEventListener(client.UNAUTHORIZED_EVENT, listener);
    fetchMock
      .mockResolvedValueOnce(failure(401, 'SESSION_EXPIRED', 'Tu sesión ha expirado.'))
      .mockResolvedValueOnce(failure(401, 'INVALID_REFRESH_TOKEN', 'Tu sesión ha expirado.'));

    await expect(client.apiRequest('/tickets')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stays quiet when the caller handles the 401 itself', async () => {
    const listener = vi.fn();
    windowEvents.addEventListener(client.UNAUTHORIZED_EVENT, listener);
    fetchMock
      .mockResolvedValueOnce(failure(401, 'UNAUTHENTICATED', 'Inicia sesión para continuar.'))
      .mockResolvedValueOnce(failure(401, 'INVALID_REFRESH_TOKEN', 'Tu sesión ha expirado.'));

    await expect(
      client.apiRequest('/auth/me', { notifyUnauthorized: false }),
    ).rejects.toMatchObject({ status: 401 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not try to renew the session for a failed sign-in', async () => {
    const listener = vi.fn();
    windowEvents.addEventListener(client.UNAUTHORIZED_EVENT, listener);
    fetchMock.mockResolvedValueOnce(
      failure(401, 'INVALID_CREDENTIALS', 'El email o la contraseña no son correctos.'),
    );
    await expect(
      client.apiRequest('/auth/login', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('refreshSession', () => {
  it('resolves null instead of throwing when there is no session', async () => {
    fetchMock.mockResolvedValueOnce(
      failure(401, 'INVALID_REFRESH_TOKEN', 'Tu sesión ha expirado.'),
    );
    await expect(client.refreshSession()).resolves.toBeNull();
  });

  it('stores the new token and returns the user', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, data: { accessToken: 'fresh', user: USER } }),
    );
    await expect(client.refreshSession()).resolves.toMatchObject({ user: { id: USER.id } });
    expect(localStorage.getItem('token')).toBe('fresh');
  });
});
