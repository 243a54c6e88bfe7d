import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogout } from '../support/api';
import { launchBrowser, newPage, signInThroughForm } from '../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('signing in', () => {
  it.each([
    ['ADMIN', '/admin/dashboard'],
    ['TECH_LEAD', '/dashboard'],
    ['TECHNICIAN', '/tickets'],
    ['CLIENT', '/dashboard'],
  ] as const)('takes a %s to %s and shows who is signed in', async (role, landing) => {
    const { context, page } = await newPage(browser, baseUrl);
    const account = ACCOUNTS[role];
    await signInThroughForm(page, account.email, account.password);
    await page.waitForURL(`**${landing}`);
    await expect.poll(() => page.getByText('Inicio de sesión exitoso').count()).toBeGreaterThan(0);
    await page
      .getByRole('button', { name: new RegExp(account.name) })
      .first()
      .click();
    await expect.poll(() => page.getByText(account.email).count()).toBeGreaterThan(0);
    // A signed-in user who opens /login goes back to the landing page
    // (docs/product/auth.md#screens).
    await page.keyboard.press('Escape');
    await page.goto('/login');
    await page.waitForURL(`**${landing}`);
    await context.close();
  });

  it('shows the server message when the password is wrong, and stays on /login', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/login');
    await page.getByLabel('Email').fill(ACCOUNTS.CLIENT.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect
      .poll(() => page.getByText('El email o la contraseña no son correctos.').count())
      .toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('sends a logged-out visitor of a protected page to /login', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/tickets');
    await page.waitForURL('**/login');
    await page.goto('/');
    await page.waitForURL('**/login');
    await context.close();
  });
});

describe('registering', () => {
  it('creates a client account and lands on the client panel', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill('Renato Vargas');
    await page.getByLabel('Email').fill(`renato.${Date.now()}@polleria.pe`);
    await page.getByLabel('Contraseña', { exact: true }).fill('Pollo-Brasa-2026');
    await page.getByLabel('Confirmar contraseña').fill('Pollo-Brasa-2026');
    await page.getByRole('button', { name: 'Crear Cuenta' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Registro exitoso').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('says the passwords do not match and sends nothing', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill('Julia Mendoza');
    await page.getByLabel('Email').fill('julia.e2e@cafeteria.pe');
    await page.getByLabel('Contraseña', { exact: true }).fill('Cafe-Pasado-2026');
    await page.getByLabel('Confirmar contraseña').fill('Cafe-Pasado-2027');
    await page.getByRole('button', { name: 'Crear Cuenta' }).click();
    await expect
      .poll(() => page.getByText('Las contraseñas no coinciden').count())
      .toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/register');
    await context.close();
  });
});

describe('leaving', () => {
  it('logs out from the user menu and cannot come back with the old session', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signInThroughForm(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    await page
      .getByRole('button', { name: new RegExp(ACCOUNTS.TECHNICIAN.name) })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByText('Sesión cerrada').count()).toBeGreaterThan(0);
    // The socket closed first: the server's close for the ended session is not "expired".
    expect(await page.getByText(/Tu sesión ha expirado/).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/tickets');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('redirects to /login with the expired-session message when the session ends elsewhere', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    // No real-time socket here: this is the path of a page opened after the session ended.
    await context.route('**/api/auth/ws-ticket', (route) => route.abort());
    await signInThroughForm(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    // Close the tab first: an open page would notice on its own next request (and show the
    // message itself, which the live test below covers).
    await page.close();
    await apiLogout(baseUrl, token!); // the server revokes the session: its tokens now get 401
    const later = await context.newPage();
    await later.goto('/dashboard');
    await later.waitForURL('**/login');
    await later
      .getByText(/Tu sesión ha expirado|Sesión expirada o token inválido/)
      .first()
      .waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('signs out an open page at once when its session ends elsewhere (real-time socket)', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signInThroughForm(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    await page.locator('[data-realtime="connected"]').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await apiLogout(baseUrl, token!); // e.g. "cerrar en todos" from another device
    // No reload: the server closes the socket (1008 session_ended) and the app signs out.
    await page.waitForURL('**/login');
    await expect
      .poll(
        () => page.getByText(/Tu sesión ha expirado|Sesión expirada o token inválido/).count(),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    await context.close();
  });
});
