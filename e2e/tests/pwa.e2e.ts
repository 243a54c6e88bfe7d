import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { CHROMIUM_ARGS, launchBrowser, newPage, signInThroughForm } from '../support/browser';
import { waitForServiceWorker } from '../support/service-worker';
import { startJourneyServer, type JourneyServer } from '../support/journey-server';

const baseUrl = inject('baseUrl');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

type WebManifest = {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** What a page can fetch while offline: the worker must not answer these from a cache. */
async function canFetch(page: Page, url: string): Promise<boolean> {
  return page.evaluate(
    (target) =>
      fetch(target, { cache: 'no-store' }).then(
        () => true,
        () => false,
      ),
    url,
  );
}

describe('installable web app: manifest and icons', () => {
  it('links a valid Spanish manifest with 192, 512 and maskable icons, and the Apple icon', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
    const response = await page.request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'Atiende',
      short_name: 'Atiende',
      lang: 'es',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1D4ED8',
      background_color: '#ffffff',
    });
    expect(manifest.description).toMatch(/tickets/);

    const expected = [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ];
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual(expected);
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.headers()['content-type']).toBe('image/png');
      const [width] = icon.sizes.split('x').map(Number);
      expect(pngSize(await file.body())).toEqual({ width, height: width });
    }

    const appleIcon = page.locator('link[rel="apple-touch-icon"]');
    const appleFile = await page.request.get((await appleIcon.getAttribute('href')) ?? '');
    expect(pngSize(await appleFile.body())).toEqual({ width: 180, height: 180 });
    const favicon = await page.request.get('/favicon.svg');
    expect(await favicon.text()).toContain('#1D4ED8');
    await context.close();
  });
});

describe('installable web app: service worker, installability and offline page', () => {
  let context: BrowserContext;
  let page: Page;
  let profileDir: string;

  beforeAll(async () => {
    // Page.getInstallabilityErrors reports "in-incognito" for Playwright's usual contexts, which
    // are off the record: installability needs a real profile (docs/conventions.md#known-traps).
    profileDir = mkdtempSync(path.join(tmpdir(), 'atiende-e2e-pwa-'));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      baseURL: baseUrl,
      viewport: { width: 1366, height: 860 },
      locale: 'es-PE',
      timezoneId: 'America/Lima',
    });
    page = context.pages()[0] ?? (await context.newPage());
  });
  afterAll(async () => {
    await context?.close();
    rmSync(profileDir, { recursive: true, force: true });
  });

  it('registers /sw.js for the whole site, activates it and precaches the offline page', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const worker = await waitForServiceWorker(page);
    expect(worker).toEqual({ scope: `${baseUrl}/`, script: `${baseUrl}/sw.js` });
    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-type']).toMatch(/javascript/);

    const stored = await page.evaluate(async () => {
      const names = await caches.keys();
      const offline = await caches.match('/offline.html', { ignoreSearch: true });
      return { names, hasOfflinePage: offline !== undefined };
    });
    expect(stored.names.some((name) => name.startsWith('atiende-precache'))).toBe(true);
    expect(stored.hasOfflinePage).toBe(true);
  });

  it('is installable: Page.getInstallabilityErrors finds nothing (the old Lighthouse audit)', async () => {
    const session = await context.newCDPSession(page);
    const manifest = (await session.send('Page.getAppManifest')) as {
      url: string;
      errors: Array<{ message: string }>;
    };
    expect(manifest.url).toBe(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await session.detach();
  });

  it('shows the offline page for a page load without network, and never caches live data', async () => {
    await context.setOffline(true);
    try {
      await page.goto('/tickets?status=PENDIENTE');
      await page.getByRole('heading', { level: 1, name: 'Sin conexión' }).waitFor();
      expect(await page.title()).toBe('Sin conexión · Atiende');
      expect(page.url()).toBe(`${baseUrl}/tickets?status=PENDIENTE`);
      const retry = page.getByRole('link', { name: 'Intentar nuevamente' });
      expect(await retry.isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      // docs/product/help-and-pwa.md version check and the API always go to the network
      // (docs/pwa.md).
      expect(await canFetch(page, '/version.json')).toBe(false);
      expect(await canFetch(page, '/api/health')).toBe(false);
      expect(await canFetch(page, '/CHANGELOG.md')).toBe(false);
      // The precached shell is still served.
      expect(await canFetch(page, '/favicon.svg')).toBe(true);
    } finally {
      await context.setOffline(false);
    }
    // "Intentar nuevamente" loads the page the user asked for once the network is back.
    await page.getByRole('link', { name: 'Intentar nuevamente' }).click();
    await page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' }).waitFor();
  });
});

describe('a new build while the worker controls the page (docs/product/help-and-pwa.md; docs/pwa.md)', () => {
  let server: JourneyServer;
  let webDistDir: string;

  beforeAll(async () => {
    // A private copy of the build, so this test can deploy a "new build" by rewriting it.
    webDistDir = mkdtempSync(path.join(tmpdir(), 'atiende-e2e-pwa-dist-'));
    cpSync(path.join(root, 'apps/web/dist'), webDistDir, { recursive: true });
    server = await startJourneyServer({ WEB_DIST_DIR: webDistDir });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('reloads past the old worker and then registers a fresh one', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await waitForServiceWorker(page);
    // Fake timers from here on; the reload starts the version check under them, with the
    // worker answering the page load.
    await page.clock.install();
    // The version check's first read is the running build (its baseline).
    const baseline = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/version.json',
    );
    const controlledLoad = await page.reload();
    expect(controlledLoad?.fromServiceWorker()).toBe(true);
    await baseline;

    const versionFile = path.join(webDistDir, 'version.json');
    const current = JSON.parse(readFileSync(versionFile, 'utf8')) as { buildHash: string };
    writeFileSync(
      versionFile,
      JSON.stringify({ ...current, buildHash: `${current.buildHash}-nuevo` }),
    );
    await page.clock.fastForward(300_000); // docs/product/help-and-pwa.md: one poll interval
    await page.getByText('Actualización Disponible').waitFor();
    const reloaded = page.waitForEvent('load');
    const reload = page.waitForResponse((response) => response.request().isNavigationRequest());
    await page.clock.fastForward(2_000); // docs/product/help-and-pwa.md: the reload delay
    await reloaded;

    // The old worker was unregistered before the reload: the network answered this page load.
    expect((await reload).fromServiceWorker()).toBe(false);

    // Once the browser is idle the app registers the worker again, which stores the new shell.
    await page.clock.runFor(10_000);
    await expect
      .poll(
        () =>
          page.evaluate(
            async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state,
          ),
        { timeout: 30_000 },
      )
      .toBe('activated');
    await context.close();
  });
});
