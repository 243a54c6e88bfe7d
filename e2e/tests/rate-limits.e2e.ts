import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signInThroughForm } from '../support/browser';
import { startJourneyServer, type JourneyServer } from '../support/journey-server';
import { ADMIN } from '../support/server';

// docs/operations.md#rate-limits: a signed-in user over their limit sees a notice, the app waits
// out Retry-After and carries on, still signed in; a page whose code cannot be downloaded shows
// the error page, never a blank screen. A server of its own, with a small per-user limit and a
// short window so a wait lasts seconds; in the cluster run two instances counting one allowance
// in Redis (support/journey-server.ts).
const WINDOW_SECONDS = 12;
const USER_LIMIT = 60;
const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 375, height: 812 };
const NOTICE = /Demasiadas solicitudes en poco tiempo\. Reintentando en \d+ s…/;

let browser: Browser;
let server: JourneyServer;

beforeAll(async () => {
  server = await startJourneyServer({
    RATE_LIMIT_USER_PER_MINUTE: String(USER_LIMIT),
    RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function apiToken(): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * Spends the user's allowance from another session of the same user (the limit is per user,
 * not per session) until a 429 says the window has most of its length left; returns it.
 */
async function spendAllowance(token: string): Promise<number> {
  for (;;) {
    const response = await fetch(`${server.baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 429) continue;
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe(
      'Hiciste demasiadas solicitudes seguidas. Espera un momento y vuelve a intentarlo.',
    );
    const retryAfter = Number(response.headers.get('retry-after'));
    if (retryAfter >= WINDOW_SECONDS / 2) return retryAfter;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

async function openTickets(page: Page) {
  await page.goto('/tickets');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', MOBILE],
])('over the per-user limit (%s)', (_name, viewport) => {
  it('shows the notice, waits, and carries on signed in', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, viewport);
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await openTickets(page);
    const other = await apiToken();

    await spendAllowance(other);
    await page.reload();

    await page.getByText(NOTICE).first().waitFor({ timeout: 10_000 });
    // The wait is over: the page is there, still signed in, and no session-expired message.
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 40_000 });
    await expect.poll(() => page.getByText(NOTICE).count(), { timeout: 30_000 }).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/tickets');
    expect(await page.getByText(/Tu sesión ha expirado/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Iniciar Sesión' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', MOBILE],
])('the public form when its code cannot be downloaded (%s)', (_name, viewport) => {
  it('shows the error page, not a blank screen', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, viewport);
    // As an intermediary that rate-limits files would answer.
    await page.route(/\/assets\/public-ticket-page-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '30' }, body: '' }),
    );
    await page.goto('/support');
    await page.getByRole('heading', { level: 1, name: '¡Oops! Algo salió mal' }).waitFor();
    expect(await page.getByRole('button', { name: 'Intentar nuevamente' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Once the file can be downloaded again, "Intentar nuevamente" brings the form.
    await page.unroute(/\/assets\/public-ticket-page-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Intentar nuevamente' }).click();
    await page.getByRole('heading', { level: 1, name: 'Soporte Técnico' }).waitFor();
    await context.close();
  });
});

describe('a page whose entry script cannot be downloaded', () => {
  it('says so instead of staying blank', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, MOBILE);
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '30' }, body: '' }),
    );
    await page.goto('/support');
    const heading = page.getByRole('heading', { level: 1, name: 'Error en la Aplicación' });
    await heading.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.getByRole('link', { name: 'Recargar Página' }).count()).toBe(1);
    await context.close();
  });
});
