import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('system health panel (docs/product/audit-and-monitoring.md#system-health)', () => {
  it('opens from the header heart and shows the backend online', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: /^Salud del sistema/ }).click();
    const panel = page.getByRole('dialog', { name: 'Salud del sistema' });
    await panel.waitFor();
    // docs/product/audit-and-monitoring.md#system-health: healthy/ok is "online".
    await panel.getByText('online', { exact: true }).waitFor();
    expect(await panel.getByRole('heading', { name: 'Memoria' }).count()).toBe(1);
    expect(await panel.getByRole('heading', { name: 'Base de datos' }).count()).toBe(1);
    expect(await panel.getByRole('button', { name: 'Limpieza básica' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await context.close();
  });

  it('gives clients no heart button (docs/product/overview.md#roles-and-permissions)', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password, '/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Salud del sistema/ }).count()).toBe(0);
    await context.close();
  });
});
