import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCreateUser, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

// Unique names per run: the e2e server's database outlives one test file.
const run = Date.now().toString().slice(-6);
const csv = [
  '\uFEFFRazón social;RUC;Correo;Teléfono;Cadena',
  `Pollería Ñañez ${run} S.A.C.;;ventas${run}@nanez.pe;01 444 5555;Ñañez`,
  `Café Azul ${run} E.I.R.L.;;cafe${run}@azul.pe;987654321;`,
  `Chifa Dragón ${run};;chifa${run}@dragon.pe;;Dragón`,
].join('\r\n');

async function importThroughWizard(page: Page): Promise<void> {
  await page.locator('#import-file').setInputFiles({
    name: 'clientes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('button', { name: 'Subir y continuar' }).click();
  await page.getByRole('heading', { level: 2, name: 'Columnas · clientes.csv' }).waitFor();
  expect(await page.getByLabel('Razón social', { exact: true }).inputValue()).toBe('name');
  await page.getByRole('button', { name: 'Validar archivo' }).click();
  await page.getByRole('heading', { level: 2, name: 'Validación · clientes.csv' }).waitFor();
}

function figure(page: Page, label: string) {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

beforeAll(async () => {
  browser = await launchBrowser();
  const adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await apiCreateUser(baseUrl, adminToken, ACCOUNTS.TECHNICIAN).catch(() => undefined);
});
afterAll(async () => browser.close());

describe('spreadsheet import (issue 6, /admin/excel-import)', () => {
  it('imports a customers CSV through the wizard; the same file again creates nothing', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/excel-import');
    await page.getByRole('heading', { level: 1, name: 'Importar desde Excel' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await importThroughWizard(page);
    expect(await figure(page, 'Se crearán').textContent()).toBe('3');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Importar 3 filas' }).click();
    const bar = page.getByRole('progressbar', { name: 'Progreso de la importación' });
    await bar.waitFor();
    await page.getByText('Importación completada').waitFor({ timeout: 20_000 });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await figure(page, 'Creados').textContent()).toBe('3');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Empezar otra importación' }).click();
    await importThroughWizard(page);
    expect(await figure(page, 'Se crearán').textContent()).toBe('0');
    expect(await figure(page, 'Ya existen (se omiten)').textContent()).toBe('3');
    await page.getByRole('button', { name: 'Importar 3 filas' }).click();
    await page.getByText('Importación completada').waitFor({ timeout: 20_000 });
    expect(await figure(page, 'Creados').textContent()).toBe('0');
    expect(await figure(page, 'Ya existían').textContent()).toBe('3');
    const history = page.getByRole('table', {
      name: 'Importaciones, de la más reciente a la más antigua',
    });
    expect(
      await history.getByRole('row').filter({ hasText: 'clientes.csv' }).count(),
    ).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it('tells a técnico the page is for administrators', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(
      page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      '/admin/excel-import',
    );
    await page.getByRole('heading', { level: 1, name: 'Solo para administradores' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
