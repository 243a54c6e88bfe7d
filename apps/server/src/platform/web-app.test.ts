import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';

// A built web app as scripts/compress-web.mjs leaves it: app.js with .br and .gz beside it,
// small.js without variants.
const webDistDir = mkdtempSync(path.join(tmpdir(), 'atiende-web-dist-'));
const script = `export const greeting = ${JSON.stringify('¡Hola! '.repeat(400))};\n`;
mkdirSync(path.join(webDistDir, 'assets'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html><head><title>Atiende</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"><main class="boot-fallback"></main></div></body></html>',
);
// As apps/web/scripts/prerender-shells.tsx writes it: a page's first screen as HTML.
writeFileSync(
  path.join(webDistDir, 'app-shells.json'),
  JSON.stringify({
    routes: [{ paths: ['/support', '/tickets/public'], html: '<h1>Soporte Técnico</h1>' }],
  }),
);
// As apps/web/vite.config.ts writes it: the route chunks each page needs at once.
writeFileSync(
  path.join(webDistDir, 'route-preloads.json'),
  JSON.stringify({
    routes: [
      { paths: ['/support', '/tickets/public'], files: ['/assets/public-abc.js'] },
      { paths: ['/tickets'], files: ['/assets/layout-abc.js', '/assets/tickets-abc.js'] },
    ],
  }),
);
// As apps/web/vite.early.config.ts writes it: the early requests' script and its pages.
writeFileSync(
  path.join(webDistDir, 'early-requests.json'),
  JSON.stringify({ script: '/assets/early-requests-abc.js', paths: ['/tickets'] }),
);
writeFileSync(path.join(webDistDir, 'assets/app-abc123.js'), script);
writeFileSync(path.join(webDistDir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDistDir, 'assets/app-abc123.js.gz'), gzipSync(script));
writeFileSync(path.join(webDistDir, 'assets/small-abc123.js'), 'export {};\n');

const testApp = useTestApp({ WEB_DIST_DIR: webDistDir });

const getAsset = (url: string, acceptEncoding?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built web app (docs/conventions.md#quality-bars-and-budgets: Lighthouse performance)', () => {
  it('sends the brotli variant of an asset to a browser that accepts it, cached a year', async () => {
    const response = await getAsset('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip variant when brotli is not accepted', async () => {
    const response = await getAsset('/assets/app-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await getAsset('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
  });

  it('sends an asset without compressed variants as it is', async () => {
    const response = await getAsset('/assets/small-abc123.js', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('export {};\n');
  });

  it('still answers client-side routes with index.html, revalidated', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/tickets',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Atiende</title>');
  });
});

describe('route chunks announced in the page (docs/performance.md, 2026-11-26)', () => {
  const page = (url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );

  it('hands the public form chunks to the boot script on /support and /tickets/public', async () => {
    for (const url of ['/support', '/tickets/public', '/support?x=1']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      // Announced by the boot script once the first screen (below) is painted, the entry first.
      expect(preloads(response.body)).toEqual([]);
      expect(response.body).toContain(
        'data-app-preloads="/assets/index-abc.js /assets/public-abc.js"',
      );
      expect(response.body).toContain('</head>');
    }
  });

  it('lists the ticket pages chunks on /tickets and a ticket, none elsewhere', async () => {
    for (const url of ['/tickets', '/tickets/8']) {
      expect(preloads((await page(url)).body)).toEqual([
        '/assets/layout-abc.js',
        '/assets/tickets-abc.js',
      ]);
    }
    for (const url of ['/login', '/ticketsx', '/team']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(preloads(response.body)).toEqual([]);
    }
  });
});

describe("a page's first screen in the HTML (docs/performance.md#first-paint)", () => {
  const page = (url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it("draws the public form's first screen before #root, on its exact paths only", async () => {
    for (const url of ['/support', '/tickets/public', '/support?x=1']) {
      const { body } = await page(url);
      const path = url.split('?')[0];
      expect(body).toContain(
        `<div id="app-shell" data-path="${path}"><h1>Soporte Técnico</h1></div><div id="root">`,
      );
      // The app's own fallback for code that cannot load stays where it was.
      expect(body).toContain('<div id="root"><main class="boot-fallback">');
      // The entry downloads and runs after that screen is painted.
      expect(body).toContain(
        '<script type="module" src="/app-shell-boot.js" data-app-entry="/assets/index-abc.js" data-app-preloads="/assets/index-abc.js /assets/public-abc.js"></script>',
      );
      expect(body).not.toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    }
    const { body: login } = await page('/login');
    expect(login).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(login).not.toContain('app-shell-boot');
    for (const url of ['/support/x', '/tickets', '/login', '/tickets/public/1']) {
      expect((await page(url)).body).not.toContain('app-shell');
    }
  });
});

describe('early requests (docs/performance.md#early-requests)', () => {
  const page = async (url: string) =>
    (await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
  const EARLY = '<script async src="/assets/early-requests-abc.js"></script>';

  it('puts the early requests script before the entry on /tickets, with its chunks', async () => {
    for (const url of ['/tickets', '/tickets?status=PENDIENTE']) {
      const html = await page(url);
      expect(html).toContain(
        `${EARLY}<script type="module" crossorigin src="/assets/index-abc.js"></script>`,
      );
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/tickets-abc.js">',
      );
    }
  });

  it('leaves it out of every other page', async () => {
    for (const url of ['/tickets/8', '/login', '/support', '/team', '/ticketsx']) {
      expect(await page(url)).not.toContain('early-requests');
    }
  });
});
