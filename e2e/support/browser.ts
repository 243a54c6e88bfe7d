import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { followPage } from './failure-context';

// The flags this machine needs (README of the workplace): no sandbox as root, no network chatter.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export async function newPage(
  browser: Browser,
  baseUrl: string,
  viewport = { width: 1366, height: 860 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
  });
  const page = await context.newPage();
  followPage(page);
  return { context, page };
}

/** Signs in through the login form and waits for the landing page. */
export async function signInThroughForm(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Signs in through the API (the same POST /api/auth/login the form sends, its refresh cookie kept
 * by the page's context) and opens `path`, where the app restores the session from the cookie.
 * For journeys about another screen: one page load instead of the login page and the landing page.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  path: string,
): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok())
    throw new Error(`signIn ${email}: ${response.status()} ${await response.text()}`);
  await page.goto(path);
}
