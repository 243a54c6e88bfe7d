import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { MemoryStorage } from '../../../lib/test-support/memory-storage';
import {
  buildUploadHeaders,
  createRandomId,
  readUploadResponse,
  uploadPercent,
} from './multipart-upload';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUploadHeaders', () => {
  it('sends the docs/conventions.md#api headers, the Idempotency-Key and no token', () => {
    localStorage.setItem('sessionId', 'session_1_anon');
    localStorage.setItem('token', 'access-1');
    const headers = buildUploadHeaders('key-1', new Date('2025-03-07T15:04:00.000Z'));
    expect(headers).toMatchObject({
      Accept: 'application/json',
      'Idempotency-Key': 'key-1',
      'x-session-id': 'session_1_anon',
      'x-user-id': 'anonymous',
      'x-client-timestamp': '2025-03-07T15:04:00.000Z',
    });
    expect(headers['x-request-id']).toMatch(UUID);
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('authorization');
    expect(Object.keys(headers)).not.toContain('Content-Type');
  });
});

describe('createRandomId', () => {
  it('makes v4 UUIDs, also where crypto.randomUUID is missing', () => {
    expect(createRandomId()).toMatch(UUID);
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(crypto) });
    const ids = new Set(Array.from({ length: 20 }, () => createRandomId()));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(UUID);
  });
});

describe('readUploadResponse', () => {
  it('returns data from a success envelope', () => {
    const text = JSON.stringify({ success: true, data: { ticketId: 'x', ticketNumber: 7 } });
    expect(readUploadResponse(201, text)).toEqual({ ticketId: 'x', ticketNumber: 7 });
  });

  it('turns a failure envelope into an ApiError with its message, code and details', () => {
    const text = JSON.stringify({
      success: false,
      message: 'Revisa los datos marcados e inténtalo nuevamente.',
      error: {
        code: 'VALIDATION_FAILED',
        details: [{ field: 'customerEmail', message: 'El email no tiene un formato válido' }],
      },
    });
    let caught: unknown;
    try {
      readUploadResponse(400, text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Revisa los datos marcados e inténtalo nuevamente.',
      details: [{ field: 'customerEmail', message: 'El email no tiene un formato válido' }],
    });
  });

  it('keeps the server message of a 413 that names the file', () => {
    const text = JSON.stringify({
      success: false,
      message: 'El archivo video.mp4 excede el tamaño máximo de 10MB',
      error: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(() => readUploadResponse(413, text)).toThrow(
      'El archivo video.mp4 excede el tamaño máximo de 10MB',
    );
  });

  it('explains an unreadable answer without showing it', () => {
    expect(() => readUploadResponse(502, '<html>Bad gateway</html>')).toThrow(
      'El servidor no respondió correctamente. Inténtalo nuevamente en unos minutos.',
    );
    expect(() => readUploadResponse(201, '')).toThrow(
      'La respuesta del servidor no se pudo leer. Inténtalo nuevamente.',
    );
  });
});

describe('uploadPercent', () => {
  it('gives whole percents between 0 and 100', () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(45, 100)).toBe(45);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(120, 100)).toBe(100);
  });
});
