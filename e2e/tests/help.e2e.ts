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

describe('help menu and FAQ (docs/product/help-and-pwa.md)', () => {
  it.each([
    [
      'TECHNICIAN',
      'Ayuda para Técnicos',
      '¿Quién ve las notas internas?',
      '¿Cómo configuro el email?',
    ],
    // docs/help.md: the e-mail settings are built, so their entry shows; the clients' own
    // questions do not.
    [
      'ADMIN',
      'Ayuda para Administradores',
      '¿Cómo configuro el email?',
      '¿Puedo enviar un ticket sin tener cuenta?',
    ],
  ] as const)(
    'shows the %s the FAQ of their role, searchable, with no axe violation',
    async (role, title, seen, hidden) => {
      const { context, page } = await newPage(browser, baseUrl);
      await signIn(page, ACCOUNTS[role].email, ACCOUNTS[role].password, '/profile');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('button', { name: 'Ayuda' }).click();
      await page.getByRole('menuitem', { name: 'Preguntas frecuentes' }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      expect(await dialog.getByText(seen).count()).toBe(1);
      if (hidden) expect(await dialog.getByText(hidden).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByRole('searchbox', { name: 'Buscar en la ayuda' }).fill('ESCALAR');
      await dialog.getByText('¿Qué pasa al escalar o reasignar un ticket?').waitFor();
      expect(await dialog.getByRole('listitem').count()).toBe(1);
      await dialog.getByText('¿Qué pasa al escalar o reasignar un ticket?').click();
      await dialog.getByText(/avisa al jefe técnico del departamento/).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await context.close();
    },
  );

  it('shows a client the client FAQ without the team questions', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password, '/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: 'Ayuda' }).click();
    await page.getByRole('menuitem', { name: 'Preguntas frecuentes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ayuda para Clientes' });
    await dialog.waitFor();
    expect(await dialog.getByText('¿Puedo enviar un ticket sin tener cuenta?').count()).toBe(1);
    expect(await dialog.getByText('¿Quién ve las notas internas?').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
