import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn, signInThroughForm } from '../support/browser';
import { startJourneyServer, type JourneyServer } from '../support/journey-server';
import { ADMIN } from '../support/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharedBaseUrl = inject('baseUrl');
const NOTIFICATIONS_KEY = 'e2e-desktop-notifications';

// Records desktop notifications in sessionStorage, which survives the reload under test.
const FAKE_NOTIFICATION = `
  window.Notification = class {
    static permission = 'granted';
    static requestPermission() { return Promise.resolve('granted'); }
    constructor(title) {
      const list = JSON.parse(sessionStorage.getItem('${NOTIFICATIONS_KEY}') || '[]');
      list.push(title);
      sessionStorage.setItem('${NOTIFICATIONS_KEY}', JSON.stringify(list));
    }
  };
`;

/** The newest release heading of the repository's CHANGELOG.md, e.g. "3.33.3". */
function latestChangelogVersion(): string {
  const text = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
  const match = /^## \[([^\]]+)\]/m.exec(text);
  if (!match?.[1]) throw new Error('CHANGELOG.md has no release');
  return match[1];
}

/** The short label /changelog shows for a CHANGELOG.md section heading (docs/product/help-and-pwa.md). */
const SECTION_LABELS: Readonly<Record<string, string>> = {
  Nuevo: 'Nuevo',
  Mejorado: 'Mejora',
  Corregido: 'Corrección',
  Seguridad: 'Seguridad',
};

/** The label of the newest release's first section, e.g. "Nuevo" or "Mejora". */
function latestChangelogFirstLabel(): string {
  const text = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
  const heading = /^## \[[^\]]+\][^\n]*\n+### (.+)$/m.exec(text)?.[1]?.trim();
  const label = heading ? SECTION_LABELS[heading] : undefined;
  if (!label)
    throw new Error(`CHANGELOG.md's newest release starts with an unknown section: ${heading}`);
  return label;
}

let browser: Browser;
let server: JourneyServer;
let webDistDir: string;

beforeAll(async () => {
  // A private copy of the build, so this file can deploy a "new build" by rewriting it.
  webDistDir = mkdtempSync(path.join(tmpdir(), 'atiende-e2e-dist-'));
  cpSync(path.join(root, 'apps/web/dist'), webDistDir, { recursive: true });
  server = await startJourneyServer({ WEB_DIST_DIR: webDistDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('version check (docs/product/help-and-pwa.md)', () => {
  it('sees a new version.json, says "Actualización Disponible" and reloads after 2 s', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    await context.addInitScript(FAKE_NOTIFICATION);
    await page.clock.install();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    const changesButton = page.getByRole('button', { name: /^Cambios recientes/ });
    await changesButton.waitFor();
    // The first check is the running build: a checkpoint makes the badge "protected".
    await page.locator('[data-protection="protected"]').waitFor();

    const versionFile = path.join(webDistDir, 'version.json');
    const current = JSON.parse(readFileSync(versionFile, 'utf8')) as { buildHash: string };
    const fetched = await page.request.get('/version.json');
    expect(fetched.headers()['cache-control']).toBe('no-store');
    writeFileSync(
      versionFile,
      JSON.stringify({ ...current, buildHash: `${current.buildHash}-nuevo` }),
    );
    await page.evaluate(() => sessionStorage.setItem('e2e-before-reload', 'yes'));
    await page.evaluate(() => Object.assign(window, { e2eOldPage: true }));

    await page.clock.fastForward(300_000); // docs/product/help-and-pwa.md: one poll interval
    await page.getByText('Actualización Disponible').waitFor();
    const reloaded = page.waitForEvent('load');
    await page.clock.fastForward(2_000); // docs/product/help-and-pwa.md: the reload delay
    await reloaded;

    expect(await page.evaluate(() => 'e2eOldPage' in window)).toBe(false);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), NOTIFICATIONS_KEY)).toBe(
      JSON.stringify(['Actualización Disponible']),
    );
    const checkpoints = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('atiende:protection-checkpoints') ?? '[]'),
    );
    expect(checkpoints.map((checkpoint: { type: string }) => checkpoint.type)).toContain(
      'new-build',
    );
    // After the reload the app runs the new build and stays put.
    await changesButton.waitFor();
    await context.close();
  });
});

describe('changelog (docs/product/help-and-pwa.md)', () => {
  it('shows the latest release on /changelog, at 375 px, with no axe violation', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 375, height: 812 });
    await signIn(page, ADMIN.email, ADMIN.password, '/changelog');
    await page.getByRole('heading', { level: 1, name: 'Historial de cambios' }).waitFor();
    const latest = page.getByRole('region', { name: `Versión ${latestChangelogVersion()}` });
    await latest.waitFor();
    expect(await latest.getByRole('heading', { level: 3 }).first().textContent()).toContain(
      latestChangelogFirstLabel(),
    );
    expect(await latest.getByRole('listitem').count()).toBeGreaterThan(0);
    const hasSideScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(hasSideScroll).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('opens the recent changes for a tech lead, with up to 10 items and the changelog link', async () => {
    const { context, page } = await newPage(browser, sharedBaseUrl);
    await signInThroughForm(page, ACCOUNTS.TECH_LEAD.email, ACCOUNTS.TECH_LEAD.password);
    // The sign-in toast belongs to another screen; scan the dialog on its own.
    await page.getByText('Inicio de sesión exitoso').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Cambios recientes/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambios recientes' });
    await dialog.getByRole('listitem').first().waitFor();
    const count = await dialog.getByRole('listitem').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    // Development control is for administrators only.
    expect(await dialog.getByRole('link', { name: 'Control de desarrollo' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('link', { name: 'Ver historial completo' }).click();
    await page.waitForURL('**/changelog');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('gives a technician no changes button', async () => {
    const { context, page } = await newPage(browser, sharedBaseUrl);
    await signInThroughForm(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    await page.getByRole('button', { name: 'Ayuda' }).waitFor();
    expect(await page.getByRole('button', { name: /^Cambios recientes/ }).count()).toBe(0);
    await context.close();
  });
});
