import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';

const testApp = useTestApp();

// The OpenAPI document: a large public JSON answer.
const get = (url: string, acceptEncoding?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('JSON compression (docs/performance.md)', () => {
  it('sends brotli to a browser that accepts it, the same JSON once decoded', async () => {
    const plain = await get('/api/docs/json');
    const compressed = await get('/api/docs/json', 'gzip, deflate, br, zstd');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(
      plain.json(),
    );
  });

  it('sends gzip when brotli is not accepted, and plain JSON when nothing is', async () => {
    const gzipped = await get('/api/docs/json', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toHaveProperty('openapi');
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('openapi');
  });

  it('leaves small answers alone', async () => {
    const response = await get('/api/departments/public', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: true });
  });
});
