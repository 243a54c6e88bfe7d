import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { apiCreateUser, apiLogin } from '../support/api';
import { launchBrowser, newPage, signIn, signInThroughForm } from '../support/browser';

// Issue 6: /admin/team "Equipo y Roles" (docs/team.md).

const baseUrl = inject('baseUrl');
let browser: Browser;

const NEW_TECHNICIAN = {
  name: 'Milagros Huamán',
  email: 'milagros.e2e@atiende.pe',
  password: 'Papa-a-la-Huancaina-2026',
};

/** Edited by the step-up journey: their e-mail, then their role. */
const EDITED = {
  name: 'Rocío Ccori',
  email: 'rocio.e2e@atiende.pe',
  password: 'Lomo-Saltado-Seguro-2026',
  role: 'TECHNICIAN',
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('team and roles (issue 6)', () => {
  it('the administrator creates a técnico, who signs in and lands on /tickets; deactivating them signs them out', async () => {
    const admin = await newPage(browser, baseUrl);
    await signIn(admin.page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/team');
    await admin.page.getByRole('heading', { level: 1, name: 'Equipo y Roles' }).waitFor();
    await admin.page.getByRole('row').filter({ hasText: ACCOUNTS.TECHNICIAN.email }).waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);

    await admin.page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Nuevo usuario' });
    await dialog.waitFor();
    await dialog.getByLabel('Nombre', { exact: true }).fill(NEW_TECHNICIAN.name);
    await dialog.getByLabel('Email', { exact: true }).fill(NEW_TECHNICIAN.email);
    await dialog.getByLabel('Rol', { exact: true }).selectOption('TECHNICIAN');
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
    await signIn(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password, '/admin/team');
    await page.getByText('No tienes permiso para ver el equipo', { exact: false }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await context.close();
  });

  it("asks for the administrator's own password to change an e-mail or a role (docs/team.md#step-up)", async () => {
    const adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await apiCreateUser(baseUrl, adminToken, EDITED);
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/team');
    const row = page.getByRole('row').filter({ hasText: EDITED.email });
    await row.getByRole('button', { name: `Acciones para ${EDITED.name}` }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: `Editar a ${EDITED.name}` });
    await dialog.waitFor();
    const password = dialog.getByLabel('Tu contraseña actual', { exact: true });
    // Other fields need no password; the same e-mail in capitals is not a change either.
    await dialog.getByLabel('Email', { exact: true }).fill(EDITED.email.toUpperCase());
    expect(await password.count()).toBe(0);

    const newEmail = 'rocio.ccori.e2e@atiende.pe';
    await dialog.getByLabel('Email', { exact: true }).fill(newEmail);
    await password.waitFor();
    const hint = 'Para cambiar el correo o el rol, confirma con tu contraseña.';
    const hintId = await dialog.getByText(hint).getAttribute('id');
    expect(await password.getAttribute('aria-describedby')).toContain(hintId);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await dialog.getByText('Confirma tu contraseña para cambiar el correo o el rol.').waitFor();
    expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);

    await password.fill('no-es-la-clave');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    const wrong = dialog.getByText('La contraseña no es correcta.');
    await wrong.waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await password.getAttribute('aria-describedby')).toContain(
      await wrong.getAttribute('id'),
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByRole('row').filter({ hasText: newEmail }).count()).toBe(0);

    await password.fill(ACCOUNTS.ADMIN.password);
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await dialog.waitFor({ state: 'detached' });
    const edited = page.getByRole('row').filter({ hasText: newEmail });
    await edited.waitFor();

    // "Cambiar rol" asks the same once another role is chosen.
    await edited.getByRole('button', { name: `Acciones para ${EDITED.name}` }).click();
    await page.getByRole('menuitem', { name: 'Cambiar rol' }).click();
    const roleDialog = page.getByRole('dialog', { name: `Cambiar el rol de ${EDITED.name}` });
    await roleDialog.waitFor();
    const rolePassword = roleDialog.getByLabel('Tu contraseña actual', { exact: true });
    expect(await rolePassword.count()).toBe(0);
    await roleDialog.getByLabel('Líder Técnico', { exact: true }).check();
    await rolePassword.fill('tampoco-es');
    await roleDialog.getByRole('button', { name: 'Cambiar rol' }).click();
    await roleDialog.getByText('La contraseña no es correcta.').waitFor();
    await rolePassword.fill(ACCOUNTS.ADMIN.password);
    await roleDialog.getByRole('button', { name: 'Cambiar rol' }).click();
    await roleDialog.waitFor({ state: 'detached' });
    await edited.getByText('Líder Técnico').waitFor();
    await context.close();
  });
});
