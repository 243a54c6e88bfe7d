import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

// A build with the installable web app's files (docs/pwa.md), and one without them (an older
// build, or `vite build` run without the PWA plugin).
function makeDist({ withWebAppFiles }: { withWebAppFiles: boolean }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'atiende-web-dist-'));
  mkdirSync(path.join(dir, 'icons'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Atiende</title>');
  if (withWebAppFiles) {
    writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Atiende' }));
    writeFileSync(path.join(dir, 'offline.html'), '<!doctype html><title>Sin conexión</title>');
    writeFileSync(path.join(dir, 'icons/icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  }
  return dir;
}

const get = (app: TestApp, url: string, accept = '*/*') =>
  app.app.inject({ method: 'GET', url, headers: { accept } });

let withFiles: TestApp;
let withoutFiles: TestApp;
beforeAll(async () => {
  withFiles = await buildTestApp({ WEB_DIST_DIR: makeDist({ withWebAppFiles: true }) });
  withoutFiles = await buildTestApp({ WEB_DIST_DIR: makeDist({ withWebAppFiles: false }) });
});
afterAll(async () => {
  await withFiles?.app.close();
  await withoutFiles?.app.close();
});

describe('the installable web app files', () => {
  it('serves /sw.js as JavaScript, revalidated on every update check', async () => {
    const response = await get(withFiles, '/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('addEventListener');
  });

  it('serves /manifest.webmanifest as a web manifest', async () => {
    const response = await get(withFiles, '/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ name: 'Atiende' });
  });

  it('serves the offline page and the icons as themselves', async () => {
    const offline = await get(withFiles, '/offline.html', 'text/html');
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect(offline.body).toContain('Sin conexión');
    const icon = await get(withFiles, '/icons/icon-192.png', 'image/*');
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it.each(['/sw.js', '/manifest.webmanifest'])(
    'answers a missing %s with 404, never with the SPA page, even when HTML is accepted',
    async (url) => {
      const response = await get(withoutFiles, url, 'text/html,*/*');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: 'ROUTE_NOT_FOUND' },
      });
    },
  );

  it('keeps answering client-side routes with index.html', async () => {
    const response = await get(withoutFiles, '/offline', 'text/html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Atiende</title>');
  });
});
