import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signInThroughForm } from '../support/browser';

// Issue 6: /admin/team "Equipo y Roles" (docs/team.md).

const baseUrl = inject('baseUrl');
let browser: Browser;

const NEW_TECHNICIAN = {
  name: 'Milagros Huamán',
  email: 'milagros.e2e@atiende.pe',
  password: 'Papa-a-la-Huancaina-2026',
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('team and roles (issue 6)', () => {
  it('the administrator creates a técnico, who signs in and lands on /tickets; deactivating them signs them out', async () => {
    const admin = await newPage(browser, baseUrl);
    await signInThroughForm(admin.page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await admin.page.goto('/admin/team');
    await admin.page.getByRole('heading', { level: 1, name: 'Equipo y Roles' }).waitFor();
    await admin.page.getByRole('row').filter({ hasText: ACCOUNTS.TECHNICIAN.email }).waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);

    await admin.page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Nuevo usuario' });
    await dialog.waitFor();
    await dialog.getByLabel('Nombre', { exact: true }).fill(NEW_TECHNICIAN.name);
    await dialog.getByLabel('Email', { exact: true }).fill(NEW_TECHNICIAN.email);
    await dialog.getByLabel('Rol').selectOption('TECHNICIAN');
    await dialog.getByRole('button', { name: 'Generar' }).click();
    expect(await dialog.getByLabel('Contraseña', { exact: true }).inputValue()).toHaveLength(16);
    await dialog.getByLabel('Contraseña', { exact: true }).fill(NEW_TECHNICIAN.password);
    await dialog.getByLabel('Capacidad (tickets abiertos a la vez, opcional)').fill('-2');
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await dialog.getByText('La capacidad no puede ser negativa').waitFor();
    await dialog.getByLabel('Capacidad (tickets abiertos a la vez, opcional)').fill('8');
    expect(await axeViolations(admin.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = admin.page.getByRole('row').filter({ hasText: NEW_TECHNICIAN.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('0/8');

    const technician = await newPage(browser, baseUrl);
    await signInThroughForm(technician.page, NEW_TECHNICIAN.email, NEW_TECHNICIAN.password);
    await technician.page.waitForURL('**/tickets');
    expect(new URL(technician.page.url()).pathname).toBe('/tickets');

    // Deactivation ends the técnico's sessions at once: their open app goes back to /login.
    await row.getByRole('button', { name: `Acciones para ${NEW_TECHNICIAN.name}` }).click();
    await admin.page.getByRole('menuitem', { name: 'Desactivar' }).click();
    const confirm = admin.page.getByRole('alertdialog', {
      name: `¿Desactivar a ${NEW_TECHNICIAN.name}?`,
    });
    await confirm.getByText('se cerrarán sus sesiones abiertas', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Desactivar usuario' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.getByText('Inactivo').waitFor();
    await technician.page.waitForURL('**/login', { timeout: 15_000 });
    await technician.context.close();
    await admin.context.close();
  });

  it('tells a técnico who opens /admin/team they have no permission', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signInThroughForm(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    await page.goto('/admin/team');
    await page.getByText('No tienes permiso para ver el equipo', { exact: false }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await context.close();
  });
});
