import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

// Issue 6: /admin/departments and /admin/services (docs/departments.md).

const baseUrl = inject('baseUrl');
const NBSP = '\u00a0';
let browser: Browser;

async function api<T>(token: string, method: string, route: string, body?: object) {
  const response = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('departments, products and services (issue 6)', () => {
  it('an administrator creates a department and a service priced in soles', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/departments');
    await page.getByRole('heading', { level: 1, name: 'Departamentos' }).waitFor();

    await page.getByRole('button', { name: 'Nuevo departamento' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo departamento' });
    await dialog.waitFor();
    await dialog.getByLabel('Nombre', { exact: true }).fill('Cocina y comandas');
    await dialog.getByRole('button', { name: 'Agregar estado' }).click();
    await dialog.getByLabel('Nombre del estado').fill('Esperando repuesto');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Crear departamento' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Cocina y comandas' });
    await row.waitFor();
    expect(await row.getByText('1 estado personalizado').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/admin/services');
    // The catalogue's own tabs (the sidebar links to Servicios too, docs/product/app-shell.md).
    await page
      .getByRole('navigation', { name: 'Tipo' })
      .getByRole('link', { name: 'Servicios' })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    await page.getByRole('button', { name: 'Nuevo servicio' }).click();
    const serviceDialog = page.getByRole('dialog', { name: 'Nuevo servicio' });
    await serviceDialog.getByLabel('Nombre', { exact: true }).fill('Instalación de impresora');
    await serviceDialog.getByLabel('Precio en soles').fill('-3');
    await serviceDialog.getByLabel('Departamento').selectOption({ label: 'Cocina y comandas' });
    await serviceDialog.getByRole('button', { name: 'Crear' }).click();
    await serviceDialog.getByText('El precio no puede ser negativo').waitFor();
    await serviceDialog.getByLabel('Precio en soles').fill('1,250.5');
    await serviceDialog.getByRole('button', { name: 'Crear' }).click();
    await serviceDialog.waitFor({ state: 'detached' });
    const serviceRow = page.getByRole('row').filter({ hasText: 'Instalación de impresora' });
    await serviceRow.waitFor();
    expect(await serviceRow.textContent()).toContain(`S/${NBSP}1,250.50`);
    expect(await axeViolations(page)).toEqual([]);

    // The products tab does not list the service.
    await page
      .getByRole('navigation', { name: 'Tipo' })
      .getByRole('link', { name: 'Productos', exact: true })
      .click();
    await page.waitForURL('**/admin/products');
    await page.getByRole('button', { name: 'Nuevo producto' }).waitFor();
    expect(await page.getByRole('main').getByText('Instalación de impresora').count()).toBe(0);
    await context.close();
  });

  it('refuses to delete a department with tickets and offers to deactivate it', async () => {
    const adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    const { department } = await api<{ department: { id: string } }>(
      adminToken,
      'POST',
      '/departments',
      { name: 'Caja con historial' },
    );
    const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    await api(clientToken, 'POST', '/tickets', {
      title: 'La caja no cuadra',
      description: 'El cierre de ayer muestra una diferencia de S/ 20.',
      departmentId: department.id,
    });

    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/departments');
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Caja con historial' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Eliminar Caja con historial' }).click();
    const confirm = page.getByRole('alertdialog', { name: /¿Eliminar el departamento/ });
    await confirm.getByRole('button', { name: 'Eliminar departamento' }).click();
    await confirm
      .getByRole('alert')
      .getByText('El departamento tiene tickets: desactívalo en lugar de eliminarlo.')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Desactivar departamento' }).click();
    await confirm.waitFor({ state: 'detached' });
    // Active departments only by default: it left the list (the toast names it, outside main).
    await page.getByRole('main').getByText('Caja con historial').waitFor({ state: 'detached' });
    await context.close();
  });

  it('keeps the pages from people without permission', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password, '/admin/products');
    await page.getByText('Solo los administradores pueden administrar productos').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.goto('/admin/departments');
    await page.getByText('Solo los administradores y los líderes técnicos').waitFor();
    await context.close();
  });
});
