import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../lib/test-support/memory-storage';

import type * as earlyRequestsModule from './early-requests';
import type * as currentUserModule from '../features/auth/api/get-current-user';
import type * as prefetchModule from '../features/tickets/api/prefetch-ticket-list';
import type * as queryClientModule from '../lib/query-client';

type FetchArgs = [input: string, init: RequestInit];

const USER = {
  id: '5b1f1c5e-8a3c-4b8e-9f5e-1c2d3e4f5a6b',
  name: 'Ana Torres',
  email: 'ana@atiende.pe',
  role: 'ADMIN',
  avatar: null,
  isActive: true,
  createdAt: '2025-03-07T15:04:00.000Z',
};
const EARLY_TTL = 10_000;
const EMPTY_LIST = { tickets: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** An access token as the server signs it: only its claims matter here. */
function tokenFor(claims: { role: string; exp: number }): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: USER.id, ...claims })}.firma`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
let early: typeof earlyRequestsModule;
let me: () => Promise<unknown>;

function answerAll() {
  fetchMock.mockImplementation(async (url) =>
    json({ success: true, data: url.startsWith('/api/auth/me') ? { user: USER } : EMPTY_LIST }),
  );
}

const urls = () => fetchMock.mock.calls.map(([url]) => url);

beforeEach(async () => {
  vi.resetModules();
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('window', new EventTarget());
  delete (globalThis as Record<string, unknown>).__atiendeEarlyRequests;
  early = await import('./early-requests');
  const { getCurrentUser } =
    (await import('../features/auth/api/get-current-user')) as typeof currentUserModule;
  me = getCurrentUser;
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).__atiendeEarlyRequests;
});

describe('early requests from the HTML (docs/performance.md#early-requests)', () => {
  it("asks for the session and the list's first page with the stored token", () => {
    const token = tokenFor({ role: 'ADMIN', exp: inAnHour() });
    localStorage.setItem('token', token);
    answerAll();

    expect(early.startEarlyRequests({ pathname: '/tickets', search: '' })).toBe(2);

    expect(urls()).toEqual(['/api/auth/me', '/api/tickets?page=1&limit=50&sort=-updatedAt']);
    for (const [, init] of fetchMock.mock.calls) {
      const headers = new Headers(init.headers);
      expect(headers.get('authorization')).toBe(`Bearer ${token}`);
      expect(headers.get('x-session-id')).toMatch(/^session_\d+_anon$/);
      expect(init.credentials).toBe('include');
    }
  });

  it("asks for a técnico's «Mis abiertos» and for the address's own filters", () => {
    localStorage.setItem('token', tokenFor({ role: 'TECHNICIAN', exp: inAnHour() }));
    answerAll();
    early.startEarlyRequests({ pathname: '/tickets', search: '' });
    early.startEarlyRequests({ pathname: '/tickets', search: '?priority=URGENTE&page=2' });

    const lists = urls().filter((url) => url.startsWith('/api/tickets'));
    expect(lists[0]).toContain('assignedToId=me');
    expect(lists[0]).toContain('view=open');
    expect(lists[1]).toBe('/api/tickets?page=2&limit=50&sort=-updatedAt&priority=URGENTE');
  });

  it('asks nothing without a token or with an expired one, and only the session elsewhere', () => {
    answerAll();
    expect(early.startEarlyRequests({ pathname: '/tickets', search: '' })).toBe(0);
    localStorage.setItem('token', tokenFor({ role: 'ADMIN', exp: 1_000 }));
    expect(early.startEarlyRequests({ pathname: '/tickets', search: '' })).toBe(0);
    localStorage.setItem('token', 'no-es-un-token');
    expect(early.startEarlyRequests({ pathname: '/tickets', search: '' })).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();

    localStorage.setItem('token', tokenFor({ role: 'ADMIN', exp: inAnHour() }));
    early.startEarlyRequests({ pathname: '/dashboard', search: '' });
    expect(urls()).toEqual(['/api/auth/me']);
  });

  it('the list takes its first page from the early answer instead of asking again', async () => {
    localStorage.setItem('token', tokenFor({ role: 'TECHNICIAN', exp: inAnHour() }));
    answerAll();
    early.startEarlyRequests({ pathname: '/tickets', search: '' });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // The app's own calls, as its code makes them once it has arrived.
    const { prefetchTicketList } =
      (await import('../features/tickets/api/prefetch-ticket-list')) as typeof prefetchModule;
    const { queryClient } = (await import('../lib/query-client')) as typeof queryClientModule;
    await prefetchTicketList('', 'TECHNICIAN');
    await expect(me()).resolves.toEqual(USER);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const cached = queryClient.getQueriesData({}).map(([, data]) => data);
    expect(cached).toContainEqual(EMPTY_LIST);
  });

  it('takes an answer once, and only with the same token', async () => {
    localStorage.setItem('token', tokenFor({ role: 'ADMIN', exp: inAnHour() }));
    answerAll();
    early.startEarlyRequests({ pathname: '/tickets', search: '' });
    await me();
    await me();
    expect(urls().filter((url) => url === '/api/auth/me')).toHaveLength(2);
  });

  it('is not taken with another token (renewed in between)', async () => {
    localStorage.setItem('token', tokenFor({ role: 'ADMIN', exp: inAnHour() }));
    answerAll();
    early.startEarlyRequests({ pathname: '/tickets', search: '' });
    localStorage.setItem('token', tokenFor({ role: 'ADMIN', exp: inAnHour() + 60 }));
    await me();
    expect(urls().filter((url) => url === '/api/auth/me')).toHaveLength(2);
  });

  it('is not taken once too old, and is then discarded with its body cancelled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      localStorage.setItem('token', tokenFor({ role: 'ADMIN', exp: inAnHour() }));
      const cancel = vi.fn();
      fetchMock.mockImplementation(
        async () => new Response(new ReadableStream({ cancel }), { status: 200 }),
      );
      early.startEarlyRequests({ pathname: '/dashboard', search: '' });
      await vi.advanceTimersByTimeAsync(EARLY_TTL + 1);
      expect(cancel).toHaveBeenCalled();
      answerAll();
      await me();
      expect(urls()).toEqual(['/api/auth/me', '/api/auth/me']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends nothing once the app has started calling (its code ran first)', async () => {
    localStorage.setItem('token', tokenFor({ role: 'ADMIN', exp: inAnHour() }));
    answerAll();
    await me();
    expect(early.startEarlyRequests({ pathname: '/tickets', search: '' })).toBe(0);
    expect(urls()).toEqual(['/api/auth/me']);
  });

  it('asks again itself when the early request failed on the network', async () => {
    localStorage.setItem('token', tokenFor({ role: 'ADMIN', exp: inAnHour() }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValue(json({ success: true, data: { user: USER } }));
    early.startEarlyRequests({ pathname: '/dashboard', search: '' });

    await expect(me()).resolves.toEqual(USER);
    expect(urls()).toEqual(['/api/auth/me', '/api/auth/me']);
  });
});
