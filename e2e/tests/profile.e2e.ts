import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCreateUser, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signInThroughForm } from '../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
const person = {
  name: 'Rosa Mendoza',
  email: 'rosa.perfil.e2e@atiende.pe',
  password: 'Perfil-E2E-Segura-2026',
  role: 'TECHNICIAN',
};

beforeAll(async () => {
  browser = await launchBrowser();
  const adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await apiCreateUser(baseUrl, adminToken, person);
});
afterAll(async () => browser.close());

const me = async (token: string) =>
  (await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('Mi Perfil (/profile)', () => {
  it('changes the name, signs out another device and changes the password', async () => {
    const otherDevice = await apiLogin(baseUrl, person.email, person.password);
    const { context, page } = await newPage(browser, baseUrl);
    await signInThroughForm(page, person.email, person.password);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Mi Perfil' }).waitFor();
    await page.getByText('Este dispositivo', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Nombre').fill('Rosa Mendoza Paredes');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Tus datos se guardaron.').waitFor();
    // The header's user menu shows the new name without a reload.
    await page.getByRole('button', { name: /Rosa Mendoza Paredes/ }).waitFor();

    await page
      .getByRole('button', { name: 'Cerrar sesión en todos los demás dispositivos' })
      .click();
    await page.getByText('Se cerró 1 sesión en otros dispositivos.').waitFor();
    expect(await me(otherDevice)).toBe(401);

    await page.getByLabel('Contraseña actual', { exact: true }).fill('No-Es-Mi-Clave-2026');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Perfil-Nueva-Segura-2027');
    await page
      .getByLabel('Confirma la nueva contraseña', { exact: true })
      .fill('Perfil-Nueva-Segura-2027');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('La contraseña actual no es correcta').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Contraseña actual', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('Tu contraseña se cambió.').waitFor();
    expect(await apiLogin(baseUrl, person.email, 'Perfil-Nueva-Segura-2027')).toBeTruthy();
    await context.close();
  });

  it('shows a client no keyboard shortcuts and works at 375 px', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signInThroughForm(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Mi Perfil' }).waitFor();
    await page.getByText('Este dispositivo', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Atajos de teclado' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
