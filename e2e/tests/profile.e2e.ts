import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCreateUser, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';
import { makePng } from '../support/png';

const baseUrl = inject('baseUrl');
let browser: Browser;
const person = {
  name: 'Rosa Mendoza',
  email: 'rosa.perfil.e2e@atiende.pe',
  password: 'Perfil-E2E-Segura-2026',
  role: 'TECHNICIAN',
};
const photographed = {
  name: 'Marco Quispe',
  email: 'marco.foto.e2e@atiende.pe',
  password: 'Foto-E2E-Segura-2026',
  role: 'TECH_LEAD',
};

beforeAll(async () => {
  browser = await launchBrowser();
  const adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await apiCreateUser(baseUrl, adminToken, person);
  await apiCreateUser(baseUrl, adminToken, photographed);
});
afterAll(async () => browser.close());

const me = async (token: string) =>
  (await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('Mi Perfil (/profile)', () => {
  it('changes the name, signs out another device and changes the password', async () => {
    const otherDevice = await apiLogin(baseUrl, person.email, person.password);
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, person.email, person.password, '/profile');
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

  it('uploads a photo shrunk to a 256 px square, shows it in the header, and removes it', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, photographed.email, photographed.password, '/profile');
    await page.getByRole('heading', { level: 2, name: 'Foto de perfil' }).waitFor();
    const menuTrigger = page.getByRole('button', { name: /Marco Quispe/ });
    expect(await menuTrigger.locator('img').count()).toBe(0);

    // The page refuses an SVG itself, with the server's message.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'La foto debe ser una imagen PNG, JPEG o WebP' })
      .waitFor();

    await page.locator('input[type="file"]').setInputFiles({
      name: 'foto-carnet.png',
      mimeType: 'image/png',
      buffer: makePng(480, 320),
    });
    const preview = page.getByRole('img', { name: 'Vista previa de tu nueva foto' });
    await preview.waitFor();
    expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
    // The pressed button is gone: focus waits on the one that does the next thing.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focused()).toBe('Guardar foto');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Guardar foto' }).click();
    await page.getByText('Tu foto se guardó.').waitFor();

    // The header's user menu shows the photo at once, named after the person.
    const headerPhoto = menuTrigger.getByRole('img', { name: photographed.name });
    await headerPhoto.waitFor();
    expect(await focused()).toBe('Cambiar foto');
    const size = await headerPhoto.evaluate((image: HTMLImageElement) => [
      image.naturalWidth,
      image.naturalHeight,
    ]);
    expect(size).toEqual([256, 256]);

    // What was stored is the shrunk WebP, not the 480 × 320 PNG.
    const token = await apiLogin(baseUrl, photographed.email, photographed.password);
    const headers = { authorization: `Bearer ${token}` };
    const meBody = (await (await fetch(`${baseUrl}/api/auth/me`, { headers })).json()) as {
      data: { user: { avatar: string } };
    };
    const file = await fetch(`${baseUrl}${meBody.data.user.avatar}`, { headers });
    expect(file.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    // After a reload the photo comes from the server.
    await page.reload();
    await menuTrigger.getByRole('img', { name: photographed.name }).waitFor();
    await menuTrigger.click();
    await page.getByRole('menu').getByRole('img', { name: photographed.name }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Quitar foto' }).click();
    await page.getByText('Se quitó tu foto.').waitFor();
    await menuTrigger.locator('img').waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows a client no keyboard shortcuts and works at 375 px', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password, '/profile');
    await page.getByRole('heading', { level: 1, name: 'Mi Perfil' }).waitFor();
    await page.getByText('Este dispositivo', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Atajos de teclado' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
