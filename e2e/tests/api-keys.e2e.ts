import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

const baseUrl = inject('baseUrl');
const STAMP = Date.now();

let browser: Browser;
let adminToken = '';
let departmentId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  const created = await apiCall<{ department: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/departments',
    { name: `Integraciones ${STAMP}`, description: 'Tickets que llegan por la API' },
  );
  departmentId = created.department.id;
});
afterAll(async () => browser.close());

const VIEWPORTS = [
  ['desktop', { width: 1366, height: 860 }],
  ['375 px', { width: 375, height: 812 }],
] as const;

describe('/admin/api-management and /admin/token-test (docs/api-keys.md)', () => {
  it.each(VIEWPORTS)(
    'lets an administrator create a key shown once, use it, test it and revoke it (%s)',
    async (size, viewport) => {
      const name = `ERP ${size} ${STAMP}`;
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/api-management');
      await page.getByRole('heading', { level: 1, name: 'Gestión de API' }).waitFor();
      await page.getByRole('button', { name: 'Nueva clave' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva clave de API' });
      // Nothing chosen: the contract's messages, nothing sent.
      await dialog.getByRole('button', { name: 'Crear clave' }).click();
      await dialog.getByText('Escribe un nombre para la clave').waitFor();
      await dialog.getByText('Elige al menos un permiso').waitFor();
      await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name);
      await dialog.getByRole('checkbox', { name: /Crear tickets/ }).check();
      await dialog
        .getByRole('checkbox', { name: /Ver los tickets creados con esta clave/ })
        .check();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Crear clave' }).click();

      const shown = page.getByRole('dialog', { name: 'Copia tu clave ahora' });
      const secret = (await shown.getByTestId('api-key-secret').textContent()) ?? '';
      expect(secret).toMatch(/^atk_[0-9a-f]{8}_/);
      expect(await axeViolations(page)).toEqual([]);
      await shown.getByRole('button', { name: 'Ya la guardé' }).click();
      await shown.waitFor({ state: 'hidden' });
      // The list shows the prefix only.
      const item = page.getByRole('listitem').filter({ hasText: name });
      await item.getByText(`${secret.split('_').slice(0, 2).join('_')}_…`).waitFor();
      expect(await page.content()).not.toContain(secret);

      // The key works on its routes.
      const created = await fetch(`${baseUrl}/api/tickets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': secret },
        body: JSON.stringify({ title: `Desde el ERP ${size}`, description: 'Error', departmentId }),
      });
      expect(created.status).toBe(201);

      // The token test names it, its scopes and routes, without showing it back.
      await page.goto('/admin/token-test');
      await page.getByRole('heading', { level: 1, name: 'Prueba de tokens' }).waitFor();
      await page.getByRole('textbox', { name: 'Clave de API o token de acceso' }).fill(secret);
      await page.getByRole('button', { name: 'Probar' }).click();
      const result = page.getByRole('region', { name: /Resultado/ });
      await result.getByText('Válido').waitFor();
      await result.getByText(name).waitFor();
      await result.getByText('POST /api/tickets').waitFor();
      expect(await result.textContent()).not.toContain(secret);
      expect(await axeViolations(page)).toEqual([]);

      // Revoked: asked first, then refused by the API.
      await page.goto('/admin/api-management');
      await page.getByRole('button', { name: `Revocar ${name}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Revocar clave' });
      await confirm.getByRole('button', { name: 'Revocar' }).click();
      await page
        .getByRole('listitem')
        .filter({ hasText: name })
        .getByText('Revocada', { exact: true })
        .waitFor();
      const refused = await fetch(`${baseUrl}/api/tickets`, { headers: { 'x-api-key': secret } });
      expect(refused.status).toBe(401);
      await context.close();
    },
  );

  it('tells a técnico the pages are for administrators', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 1366, height: 860 });
    await signIn(
      page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      '/admin/api-management',
    );
    await page.getByText('Solo los administradores gestionan las claves de API.').waitFor();
    await page.goto('/admin/token-test');
    await page.getByText('Solo los administradores pueden probar claves y tokens.').waitFor();
    await context.close();
  });
});
