import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

const baseUrl = inject('baseUrl');
const TEST_ERROR = 'Error de prueba provocado desde /admin/error-test';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('audit log and error reporting (docs/product/audit-and-monitoring.md#error-reports; issue 4)', () => {
  it('reports an induced render error once, and shows it in /admin/audit-logs', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/audit-logs')) {
        reports.push(request.postData() ?? '');
      }
    });
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/error-test');
    await page.getByRole('heading', { level: 1, name: 'Prueba de errores' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const reported = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/audit-logs') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Provocar error de pantalla' }).click();
    await page.getByRole('heading', { level: 1, name: '¡Oops! Algo salió mal' }).waitFor();
    expect((await reported).status()).toBe(201);
    await page.waitForTimeout(300);
    expect(reports).toHaveLength(1);
    expect(JSON.parse(reports[0]!)).toMatchObject({
      eventType: 'REACT_ERROR_BOUNDARY',
      details: { errorMessage: TEST_ERROR, url: '/admin/error-test' },
    });

    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await page.goto('/admin/audit-logs?action=REACT_ERROR_BOUNDARY');
    await page.getByRole('heading', { level: 1, name: 'Auditoría' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: TEST_ERROR });
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.getByText('Error', { exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: /^Ver detalle de Error de pantalla/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Detalle del registro' });
    await dialog.waitFor();
    expect(await dialog.getByText(ACCOUNTS.ADMIN.email).count()).toBe(1);
    expect(await dialog.getByText('/admin/error-test', { exact: false }).count()).toBeGreaterThan(
      0,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('lists entries as cards at 375 px and keeps the page from non-administrators', async () => {
    const admin = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(
      admin.page,
      ACCOUNTS.ADMIN.email,
      ACCOUNTS.ADMIN.password,
      '/admin/audit-logs?action=LOGIN_SUCCEEDED',
    );
    await admin.page.getByRole('heading', { level: 1, name: 'Auditoría' }).waitFor();
    await admin.page.getByRole('listitem').getByText('Inicio de sesión').first().waitFor();
    expect(await admin.page.getByRole('table').count()).toBe(0);
    expect(await axeViolations(admin.page)).toEqual([]);
    await admin.context.close();

    const technician = await newPage(browser, baseUrl);
    await signIn(
      technician.page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      '/admin/audit-logs',
    );
    await technician.page.getByText('Esta página es solo para administradores.').waitFor();
    expect(await technician.page.getByRole('table').count()).toBe(0);
    await technician.context.close();
  });
});
