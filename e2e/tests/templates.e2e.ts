import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const VIEWPORTS = [
  ['desktop', { width: 1366, height: 860 }, 'Restablecer contraseña'],
  ['375 px', { width: 375, height: 812 }, 'Comentario nuevo'],
] as const;

describe('/admin/template-management', () => {
  it.each(VIEWPORTS)(
    'lets an administrator edit a message with the chips and the live preview, refuses an unknown variable, saves and restores, axe clean (%s)',
    async (size, viewport, name) => {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signIn(
        page,
        ACCOUNTS.ADMIN.email,
        ACCOUNTS.ADMIN.password,
        '/admin/template-management',
      );
      await page.getByRole('heading', { level: 1, name: 'Plantillas de mensajes' }).waitFor();
      for (const kind of ['Tickets', 'Alertas de SLA', 'Cuenta', 'Formulario público']) {
        await page.getByRole('heading', { level: 2, name: kind }).waitFor();
      }
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: new RegExp(name) }).click();
      await page.getByRole('heading', { level: 2, name: new RegExp(name) }).waitFor();
      expect(page.url()).toContain('plantilla=');

      // A chip inserts its variable where the cursor was; the preview follows with samples.
      const subject = page.getByLabel('Asunto del correo');
      const stamp = `Aviso ${size} ${Date.now()}`;
      await subject.fill(`${stamp} para `);
      await subject.press('End');
      await page.getByRole('button', { name: /Insertar \{\{nombre\}\}/ }).click();
      await expect.poll(() => subject.inputValue()).toBe(`${stamp} para {{nombre}}`);
      await page.getByText(`${stamp} para Carla Díaz`).waitFor();

      // An unknown variable: shown in the preview, refused on save with its name.
      const plain = page.getByLabel('Correo en texto plano');
      await plain.fill('Hola {{nombre}}, tu saldo es {{saldo}}.');
      await page.getByText('Variables desconocidas: {{saldo}}', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.getByText('{{saldo}} no es una variable de esta plantilla').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await plain.fill('Hola {{nombre}}, revisa tu cuenta.');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.getByText('Plantilla guardada.').waitFor();
      await page
        .getByRole('heading', { level: 2, name: new RegExp(name) })
        .getByText('Editada', { exact: true })
        .waitFor();
      await page.getByRole('tab', { name: 'Texto' }).click();
      await page.getByText('Hola Carla Díaz, revisa tu cuenta.').waitFor();

      await page.getByRole('button', { name: 'Restaurar original' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('¿Restaurar el texto original?').waitFor();
      await confirm.getByRole('button', { name: 'Restaurar' }).click();
      await page.getByText('Se restauró el texto original.').waitFor();
      await expect.poll(() => subject.inputValue()).not.toContain(stamp);
      expect(await page.getByRole('button', { name: 'Restaurar original' }).isDisabled()).toBe(
        true,
      );
      await context.close();
    },
  );

  it('tells a técnico the page is for administrators, and the API refuses them', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(
      page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      '/admin/template-management',
    );
    await page.getByText('Esta página es solo para administradores.').waitFor();
    expect(await page.getByLabel('Asunto del correo').count()).toBe(0);
    const login = await page.request.post('/api/auth/login', {
      data: { email: ACCOUNTS.TECHNICIAN.email, password: ACCOUNTS.TECHNICIAN.password },
    });
    const { accessToken } = (await login.json()).data as { accessToken: string };
    const response = await page.request.get('/api/templates', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status()).toBe(403);
    await context.close();
  });
});
