import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // Leave every feature on for the other journeys, whatever happened here.
  const token = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await fetch(`${baseUrl}/api/feature-flags/errorTest`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ enabled: true }),
  });
  await browser.close();
});

describe('feature flags on /admin/development-control (docs/product/app-shell.md feature checks)', () => {
  it('turns a feature off for everyone and back on', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/development-control');
    const toggle = page.getByRole('switch', { name: 'Prueba de errores' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await toggle.click();
    await page.getByText('Se apagó "Prueba de errores".').waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');

    // Another user's browser, signed in afresh, finds the page switched off.
    const lead = await newPage(browser, baseUrl);
    await signIn(
      lead.page,
      ACCOUNTS.TECH_LEAD.email,
      ACCOUNTS.TECH_LEAD.password,
      '/admin/error-test',
    );
    await lead.page.getByText('Esta función está apagada').waitFor();
    expect(await axeViolations(lead.page)).toEqual([]);
    await lead.context.close();

    await toggle.click();
    await page.getByText('Se encendió "Prueba de errores".').waitFor();
    await page.goto('/admin/error-test');
    expect(await page.getByText('Esta función está apagada').count()).toBe(0);
    await context.close();
  });
});
