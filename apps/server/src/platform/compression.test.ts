import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';

// A web build of three files: a large JSON one without a compressed copy, a script with its
// build-time brotli copy, and the page.
const webDist = mkdtempSync(path.join(tmpdir(), 'atiende-web-'));
const versionJson = JSON.stringify({ buildHash: 'abc', notes: 'x'.repeat(4000) });
const script = `console.log(${JSON.stringify('y'.repeat(4000))});`;
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webDist, 'version.json'), versionJson);
writeFileSync(path.join(webDist, 'assets', 'app.js'), script);
writeFileSync(path.join(webDist, 'assets', 'app.js.br'), brotliCompressSync(script));

const testApp = useTestApp({ WEB_DIST_DIR: webDist });

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

  it('honours a refusal by q=0: no brotli when the client says br;q=0, nothing when all are', async () => {
    const gzipped = await get('/api/docs/json', 'br;q=0, gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toHaveProperty('openapi');
    const refused = await get('/api/docs/json', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toHaveProperty('openapi');
  });

  it('prefers what the client weighs higher', async () => {
    const response = await get('/api/docs/json', 'br;q=0.5, gzip;q=1');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('leaves small answers alone', async () => {
    const response = await get('/api/departments/public', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: true });
  });

  it("leaves the web app's files to the build's compressed copies (web-app.ts)", async () => {
    const version = await get('/version.json', 'br, gzip');
    expect(version.statusCode).toBe(200);
    expect(version.headers['content-encoding']).toBeUndefined();
    expect(version.body).toBe(versionJson);
    const asset = await get('/assets/app.js', 'br, gzip');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
  });
});
