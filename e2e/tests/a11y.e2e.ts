import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signInThroughForm } from '../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('accessibility (axe-core, WCAG 2.2 AA and best practices)', () => {
  it.each(['/login', '/register', '/forgot-password', '/reset-password/enlace-de-prueba'])(
    '%s has no violation',
    async (path) => {
      const { context, page } = await newPage(browser, baseUrl);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('/login showing its errors has no violation', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-email');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', { width: 1366, height: 860 }],
    ['375 px', { width: 375, height: 812 }],
  ])(
    'the administrator layout at %s has no violation, with the user menu open',
    async (_size, viewport) => {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page
        .getByRole('button', { name: new RegExp(ACCOUNTS.ADMIN.name) })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
