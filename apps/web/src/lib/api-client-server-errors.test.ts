import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './test-support/memory-storage';

import type * as apiClientModule from './api-client';

function failure(status: number, code: string): Response {
  return new Response(JSON.stringify({ success: false, message: 'x', error: { code } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn<(input: string, init: RequestInit) => Promise<Response>>>;
let client: typeof apiClientModule;

beforeEach(async () => {
  vi.resetModules();
  fetchMock = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('window', new EventTarget());
  client = await import('./api-client');
});

afterEach(() => vi.unstubAllGlobals());

describe('server error listener (docs/product/audit-and-monitoring.md#error-reports global hook → API_ERROR)', () => {
  it('hears a 5xx with its path, method and status, and the caller still gets the error', async () => {
    const listener = vi.fn();
    client.setServerErrorListener(listener);
    fetchMock.mockResolvedValueOnce(failure(503, 'DEPENDENCY_UNAVAILABLE'));
    await expect(client.apiRequest('/tickets?page=2')).rejects.toMatchObject({ status: 503 });
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/tickets', method: 'GET', status: 503 }),
    );
  });

  it('ignores 4xx answers and the audit report itself (no loop)', async () => {
    const listener = vi.fn();
    client.setServerErrorListener(listener);
    fetchMock.mockResolvedValueOnce(failure(404, 'TICKET_NOT_FOUND'));
    await expect(client.apiRequest('/tickets/1')).rejects.toBeDefined();
    fetchMock.mockResolvedValueOnce(failure(500, 'INTERNAL_ERROR'));
    await expect(
      client.apiRequest('/audit-logs', { method: 'POST', body: {} }),
    ).rejects.toBeDefined();
    expect(listener).not.toHaveBeenCalled();
  });

  it('never lets a throwing listener change what the caller sees', async () => {
    client.setServerErrorListener(() => {
      throw new Error('listener broke');
    });
    fetchMock.mockResolvedValueOnce(failure(500, 'INTERNAL_ERROR'));
    await expect(client.apiRequest('/tickets')).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
  });
});
