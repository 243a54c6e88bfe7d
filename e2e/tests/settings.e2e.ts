import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

/*
 * docs/settings.md: an administrator renames the organisation, uploads a logo, makes Teléfono
 * optional and hides Cargo, and saves; the sign-in page and /support show the new name and logo,
 * /support asks what was configured; switched off, /support shows the notice. A save over a stale
 * version is refused (409); a técnico is told whose page it is. Desktop and 375 px, axe clean.
 * The settings are put back afterwards.
 */

const baseUrl = inject('baseUrl');
const STAMP = Date.now();

type Config = {
  version: number;
  organizationName: string;
  logoUploadId: string | null;
  logoUrl: string | null;
  businessHours: Array<Array<{ start: string; end: string }>>;
  publicForm: Record<string, unknown> & { enabled: boolean };
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let adminToken = '';
let original: Config;

const readConfig = async () =>
  (await apiCall<{ config: Config }>(baseUrl, adminToken, 'GET', '/config')).config;

const putConfig = async (changes: Partial<Config>) => {
  const current = await readConfig();
  const next = { ...current, ...changes };
  return apiCall<{ config: Config }>(baseUrl, adminToken, 'PUT', '/config', {
    version: current.version,
    organizationName: next.organizationName,
    logoUploadId: next.logoUploadId,
    businessHours: next.businessHours,
    publicForm: next.publicForm,
  });
};

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  original = await readConfig();
});
afterAll(async () => {
  await putConfig({
    organizationName: original.organizationName,
    logoUploadId: original.logoUploadId,
    publicForm: original.publicForm,
  });
  await browser.close();
});

describe('Organización', () => {
  it('saves the name, the logo and the public form’s fields, and the public pages show them', async () => {
    const name = `Cevichería Don Lucho ${STAMP}`;
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Organización' }).waitFor();
    await page.getByText('America/Lima', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Nombre de la organización').fill(name);
    await page.locator('#settings-logo-file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('img', { name: `Logo de ${name}` }).waitFor();
    await page.getByLabel('Teléfono').selectOption('optional');
    await page.getByLabel('Cargo').selectOption('hidden');
    await page.getByLabel('Texto de bienvenida').fill('Te respondemos de lunes a sábado.');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Configuración guardada').waitFor();
    await page.getByText('Guardado por última vez', { exact: false }).waitFor();
    // The sidebar heads with the new name at once.
    await page.getByRole('complementary').getByText(name).waitFor();
    await context.close();

    const visitor = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await visitor.page.goto('/support');
    await visitor.page.getByRole('banner').getByText(name).waitFor();
    expect(await visitor.page.getByRole('banner').locator('img').count()).toBe(1);
    await visitor.page.getByText('Te respondemos de lunes a sábado.').waitFor();
    await visitor.page.getByLabel('Teléfono (opcional)').waitFor();
    expect(await visitor.page.getByLabel('Cargo').count()).toBe(0);
    expect(await axeViolations(visitor.page)).toEqual([]);

    await visitor.page.goto('/login');
    await visitor.page.getByText(name).waitFor();
    await visitor.context.close();
  });

  it('shows the notice instead of the form while it is switched off', async () => {
    const notice = `Estamos de inventario hasta el lunes ${STAMP}.`;
    await putConfig({
      publicForm: { ...original.publicForm, enabled: false, closedNotice: notice },
    });
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/support');
    await page.getByText(notice).waitFor();
    expect(await page.getByRole('button', { name: 'Enviar Ticket' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
    await putConfig({ publicForm: original.publicForm });
  });

  it('refuses a save over a version another administrator already replaced', async () => {
    const current = await readConfig();
    const body = {
      version: current.version - 1,
      organizationName: 'Nombre viejo',
      logoUploadId: current.logoUploadId,
      businessHours: current.businessHours,
      publicForm: current.publicForm,
    };
    const response = await fetch(`${baseUrl}/api/config`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'VERSION_CONFLICT',
    );
  });

  it('tells a técnico the page is the administrators’ (375 px)', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password, '/admin/settings');
    await page
      .getByText('La configuración de la organización la administran los administradores.')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
