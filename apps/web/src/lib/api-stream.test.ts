import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './test-support/memory-storage';
import {
  openEventStream,
  sendJson,
  startLoopbackApi,
  type LoopbackApi,
} from './test-support/loopback-api';
import type * as apiStreamModule from './api-stream';
import type { ServerSentEvent } from './sse';

const USER = {
  id: '5b1f1c5e-8a3c-4b8e-9f5e-1c2d3e4f5a6b',
  name: 'Ana Torres',
  email: 'ana@mirestaurante.pe',
  role: 'CLIENT',
  avatar: null,
  isActive: true,
  createdAt: '2025-03-07T15:04:00.000Z',
};

let api: LoopbackApi;
let windowEvents: EventTarget;
let stream: typeof apiStreamModule;

beforeEach(async () => {
  vi.resetModules();
  api = await startLoopbackApi();
  windowEvents = new EventTarget();
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('window', windowEvents);
  localStorage.setItem('token', 'old');
  stream = await import('./api-stream');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await api.close();
});

function streamTwoEvents() {
  api.route('POST', '/api/stream', async (request, response) => {
    if (request.headers.authorization !== 'Bearer new') {
      sendJson(response, 401, { success: false, message: 'x', error: { code: 'UNAUTHORIZED' } });
      return;
    }
    const events = openEventStream(response);
    await events.event('delta', { text: 'uno' });
    await events.event('done', { ok: true });
    events.end();
  });
}

describe('apiEventStream', () => {
  it('renews the session once after a 401 and streams the retried answer', async () => {
    streamTwoEvents();
    api.route('POST', '/api/auth/refresh', (_request, response) =>
      sendJson(response, 200, { success: true, data: { accessToken: 'new', user: USER } }),
    );
    const events: ServerSentEvent[] = [];
    const result = await stream.apiEventStream('/stream', {
      body: { a: 1 },
      onEvent: (event) => events.push(event),
    });
    expect(result).toEqual({ kind: 'stream' });
    expect(events.map((event) => event.event)).toEqual(['delta', 'done']);
    expect(api.to('POST', '/api/stream')).toHaveLength(2);
    expect(api.to('POST', '/api/stream')[1]?.body).toEqual({ a: 1 });
  });

  it('signs out (the 401 event) when the session cannot be renewed', async () => {
    streamTwoEvents();
    api.route('POST', '/api/auth/refresh', (_request, response) =>
      sendJson(response, 401, { success: false, message: 'x', error: { code: 'UNAUTHORIZED' } }),
    );
    const announced = vi.fn();
    windowEvents.addEventListener('atiende:unauthorized', announced);
    await expect(
      stream.apiEventStream('/stream', { body: {}, onEvent: () => undefined }),
    ).rejects.toMatchObject({ status: 401 });
    expect(announced).toHaveBeenCalledOnce();
  });

  it('gives a JSON answer back, and a refusal as ApiError with its message', async () => {
    api.route('POST', '/api/json', (request, response) =>
      (request.body as { ok: boolean }).ok
        ? sendJson(response, 200, { success: true, data: { answer: 'hola' } })
        : sendJson(response, 400, {
            success: false,
            message: 'La pregunta es demasiado larga',
            error: { code: 'VALIDATION_ERROR' },
          }),
    );
    await expect(
      stream.apiEventStream('/json', { body: { ok: true }, onEvent: () => undefined }),
    ).resolves.toEqual({ kind: 'json', data: { answer: 'hola' } });
    await expect(
      stream.apiEventStream('/json', { body: { ok: false }, onEvent: () => undefined }),
    ).rejects.toMatchObject({ status: 400, message: 'La pregunta es demasiado larga' });
  });

  it('times out a stream that goes silent, not one that keeps arriving', async () => {
    api.route('POST', '/api/slow', async (_request, response) => {
      const events = openEventStream(response);
      for (let index = 0; index < 4; index += 1) {
        await events.event('delta', { index });
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      // Then silence, longer than the idle limit.
      await new Promise((resolve) => setTimeout(resolve, 600));
      events.end();
    });
    localStorage.setItem('token', 'new');
    const events: ServerSentEvent[] = [];
    await expect(
      stream.apiEventStream('/slow', {
        body: {},
        idleTimeoutMs: 300,
        onEvent: (event) => events.push(event),
      }),
    ).rejects.toMatchObject({ code: 'TIMEOUT' });
    // 4 × 120 ms is longer than the limit: only the silence ended it.
    expect(events).toHaveLength(4);
  });
});
