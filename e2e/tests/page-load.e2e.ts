import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn, signInThroughForm } from '../support/browser';

/**
 * The first load of the two pages the phone budget is measured on (docs/performance.md,
 * 2026-11-26 second and third pass): /support downloads none of the staff screens' shared code; a
 * page load of /tickets asks for the list's first page once — the early request and the list's own
 * are one — for the view the list shows (a técnico's "Mis abiertos" included), and downloads
 * neither the other pages' shared chunk nor the ticket's and the create form's. Neither page's HTML
 * announces the kit's Radix code (menus, dialogs, sheets): it loads after the first paint, and a
 * menu drawn before it opens from the keyboard as Radix's does (docs/performance.md, 2026-11-26
 * fourth pass).
 */
const baseUrl = inject('baseUrl');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The requests a page load makes, collected until the network has been idle. */
async function requestsOfLoad(page: Page, path: string): Promise<Request[]> {
  const requests: Request[] = [];
  const collect = (request: Request) => requests.push(request);
  page.on('request', collect);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('request', collect);
  return requests;
}

/** GET /api/tickets of the list (not a ticket, not the counts): its query string. */
function listQueries(requests: Request[]): string[] {
  return requests
    .map((request) => new URL(request.url()))
    .filter((url) => url.pathname === '/api/tickets')
    .map((url) => url.search);
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('/support for a visitor (%s)', (_name, viewport) => {
  it("loads the public form without the staff screens' shared chunk", async () => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    const requests = await requestsOfLoad(page, '/support');
    await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);
    const scripts = requests.map((request) => new URL(request.url()).pathname);
    expect(scripts.some((file) => /^\/assets\/shared-public-/.test(file))).toBe(true);
    expect(scripts.filter((file) => /^\/assets\/shared-(?!public-)/.test(file))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe.each([
  ['an administrator on a phone', ACCOUNTS.ADMIN, PHONE],
  ['a técnico at 1440 px', ACCOUNTS.TECHNICIAN, DESKTOP],
])('a page load of /tickets by %s', (_name, account, viewport) => {
  it("asks for the list's first page once, for the view it shows", async () => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, account.email, account.password);
    // Away from the landing page first, so none of its requests is counted as the load's.
    await page.goto('about:blank');
    const requests = await requestsOfLoad(page, '/tickets');
    const shown = new URL(page.url());
    expect(shown.pathname).toBe('/tickets');
    const queries = listQueries(requests);
    expect(queries).toHaveLength(1);
    const scripts = requests
      .map((request) => new URL(request.url()).pathname)
      .filter((file) => file.endsWith('.js'));
    expect(scripts.some((file) => /^\/assets\/shared-tickets-/.test(file))).toBe(true);
    expect(
      scripts.filter((file) => /^\/assets\/(shared-(?!public-|tickets-)|ticket-pages-)/.test(file)),
    ).toEqual([]);
    // The list's request carries the view of the address it ended on (a técnico: "Mis abiertos").
    const asked = new URLSearchParams(queries[0]);
    for (const key of ['view', 'assignedToId']) {
      expect(asked.get(key)).toBe(shown.searchParams.get(key));
    }
    if (account.role === 'TECHNICIAN') expect(shown.searchParams.get('assignedToId')).toBe('me');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the first screen of /tickets (docs/performance.md#first-paint)', () => {
  it("is painted before the header's badges, the pickers' lists and the views' counts are asked for", async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.goto('about:blank');
    await requestsOfLoad(page, '/tickets');
    await page.getByRole('heading', { level: 1, name: 'Gestión de Tickets' }).waitFor();
    const afterPaintPaths = [
      '/api/notifications',
      '/api/health',
      '/version.json',
      '/api/saved-views',
      '/api/saved-views/counts',
      '/api/config/public',
    ];
    // The toasts, the service worker's registration, the live updates' socket.
    const afterPaintChunks = ['after-paint', 'app-toaster', 'socket-runtime'];
    // The network may fall quiet between two of the steps after the paint (a busy machine), so
    // the page is given until every one of them has started before their times are compared.
    await page.waitForFunction(
      ({ paths, chunks }) => {
        const started = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname);
        return (
          paths.every((path) => started.includes(path)) &&
          chunks.every((chunk) => started.some((path) => path.startsWith(`/assets/${chunk}-`)))
        );
      },
      { paths: afterPaintPaths, chunks: afterPaintChunks },
      { timeout: 20_000 },
    );
    // The browser's own clock for both: when the first content was painted, when each request
    // of the load started.
    const timing = (await page.evaluate(`(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      requests: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }))()`)) as { painted: number | null; requests: { path: string; startTime: number }[] };
    expect(timing.painted).not.toBeNull();
    const startOf = (path: string) =>
      timing.requests.find((request) => request.path === path)?.startTime ?? null;
    // What the first screen shows travels before it is painted…
    for (const path of ['/api/auth/me', '/api/tickets']) {
      expect({ path, before: (startOf(path) ?? Infinity) < timing.painted! }).toEqual({
        path,
        before: true,
      });
    }
    // …what it does not show follows the paint, and is still asked for.
    for (const path of afterPaintPaths) {
      const started = startOf(path);
      expect({ path, afterPaint: started !== null && started > timing.painted! }).toEqual({
        path,
        afterPaint: true,
      });
    }
    // So does the code only they need.
    for (const chunk of afterPaintChunks) {
      const started =
        timing.requests.find((request) => request.path.startsWith(`/assets/${chunk}-`))
          ?.startTime ?? null;
      expect({ chunk, afterPaint: started !== null && started > timing.painted! }).toEqual({
        chunk,
        afterPaint: true,
      });
    }
    // On a phone the staff's and departments' names are only in the filters' sheet: asked for
    // when it opens, not by the load.
    const names = ['/api/users/technicians', '/api/departments'];
    expect(names.filter((path) => startOf(path) !== null)).toEqual([]);
    const asked = names.map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path),
    );
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await Promise.all(asked);
    const assignee = page.getByRole('dialog', { name: 'Filtros' }).getByLabel('Asignado a');
    await expect
      .poll(() => assignee.locator('option').allTextContents())
      .toContain(ACCOUNTS.TECHNICIAN.name);
    await context.close();
  });
});

describe.each(['/tickets', '/support'])('the first paint of %s', (path) => {
  it("downloads none of the menus', dialogs' and sheets' Radix code", async () => {
    const page = await fetch(new URL(path, baseUrl), { headers: { accept: 'text/html' } });
    const html = await page.text();
    const scripts = [
      ...html.matchAll(/<(?:script|link)[^>]* (?:src|href)="(\/assets\/[^"]+\.js)"/g),
    ];
    // A page with a server-drawn first screen hands its files to the boot script instead.
    const handedOver = html.match(/data-app-preloads="([^"]+)"/)?.[1]?.split(' ') ?? [];
    const files = [...scripts.map((match) => match[1]!), ...handedOver];
    expect(files.some((file) => /^\/assets\/shared-public-/.test(file))).toBe(true);
    for (const file of files) {
      const code = await (await fetch(new URL(file, baseUrl))).text();
      // Radix's component names survive minification (their displayName).
      expect({
        file,
        hasRadix: /[`"'](DropdownMenuContent|DialogContent)[`"']/.test(code),
      }).toEqual({
        file,
        hasRadix: false,
      });
    }
  });
});

describe('a menu drawn before its Radix code has arrived (the header on a page load)', () => {
  it('opens from the keyboard on the first item, and Esc gives focus back to its button', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/tickets');
    const userMenu = page.getByRole('button', { name: new RegExp(ACCOUNTS.ADMIN.name) }).first();
    const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute('role'));
    await userMenu.focus();
    await page.keyboard.press('Enter');
    // The first opening waits for the menu's code when the idle-time download has not ended.
    await expect.poll(focusedRole, { timeout: 5_000 }).toBe('menuitem');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')))
      .toBe('menu');
    await userMenu.click();
    await expect.poll(() => page.getByRole('menuitem').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe("/support's first screen in the HTML (docs/performance.md#first-paint)", () => {
  it('is there before any code runs, and gives way to the page without a second heading', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const bare = await noScript.newPage();
    await bare.goto(new URL('/support', baseUrl).href);
    await expect(
      bare.getByRole('heading', { level: 1, name: 'Soporte Técnico' }).isVisible(),
    ).resolves.toBe(true);
    expect(await bare.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/login',
    );
    await noScript.close();

    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await page.goto('/support');
    await page.getByLabel('Título', { exact: false }).first().waitFor();
    expect(await page.locator('#app-shell').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
