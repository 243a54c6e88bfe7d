import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

/*
 * docs/reports.md#scheduled-reports: an administrator creates a schedule on a desktop and another
 * on a 375 px phone (the dialog opened prefilled from a report's "Programar envío" link), sends one
 * with «Enviar ahora» and finds the delivery in "Historial de envíos"; bad input is told on its
 * field; a técnico is refused (page and API); the public /reportes/baja explains a missing or a
 * forged link. Axe clean throughout.
 */

const baseUrl = inject('baseUrl');
const STAMP = Date.now();
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const SLOW = { timeout: 20_000 };
const JOURNEY_MS = 180_000;
const PAGE_PATH = '/admin/reports/schedules';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** The schedule's card in the list, found by its heading. */
function card(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Envíos programados', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

/** The text the field's aria-describedby points at (its hint and its error). */
async function description(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), where).toEqual([]);
}

/** The page never scrolls sideways. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

/** Types an address into the recipients box and adds it as a chip. */
async function addRecipient(dialog: Locator, email: string): Promise<void> {
  const box = dialog.getByRole('textbox', { name: 'Destinatarios', exact: true });
  await box.fill(email);
  await box.press('Enter');
  await dialog
    .getByRole('list', { name: 'Destinatarios', exact: true })
    .getByRole('button', { name: `Quitar ${email}`, exact: true })
    .waitFor();
}

describe('Envíos programados (docs/reports.md#scheduled-reports)', () => {
  it(
    'creates a weekly schedule on a desktop, sends it now and finds it in the history',
    async () => {
      const name = `Resumen semanal ${STAMP}`;
      const recipient = `gerencia.${STAMP}@empresa.pe`;
      const { context, page } = await newPage(browser, baseUrl, DESKTOP);
      await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, PAGE_PATH);
      await page.getByRole('heading', { level: 1, name: 'Envíos programados' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Historial de envíos' }).waitFor();
      await expectAxeClean(page, 'list');

      await page.getByRole('button', { name: 'Nuevo envío', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo envío programado', exact: true });
      await dialog.waitFor();

      // Bad input: nothing filled, then a mistyped address, each told on its field.
      await dialog.getByRole('button', { name: 'Crear envío', exact: true }).click();
      const nameField = dialog.getByRole('textbox', { name: 'Nombre del envío', exact: true });
      await dialog.getByText('Ponle un nombre al envío programado.').waitFor();
      expect(await nameField.getAttribute('aria-invalid')).toBe('true');
      expect(await description(nameField)).toContain('Ponle un nombre al envío programado.');
      const recipients = dialog.getByRole('textbox', { name: 'Destinatarios', exact: true });
      await dialog.getByText('Agrega al menos un destinatario.').waitFor();
      expect(await description(recipients)).toContain('Agrega al menos un destinatario.');
      await recipients.fill('gerencia-sin-arroba');
      await recipients.press('Enter');
      await dialog.getByText('Escribe un correo válido, como nombre@empresa.pe.').waitFor();
      expect(await description(recipients)).toContain(
        'Escribe un correo válido, como nombre@empresa.pe.',
      );
      expect(await recipients.getAttribute('aria-invalid')).toBe('true');
      await expectAxeClean(page, 'dialog with errors');

      await nameField.fill(name);
      await dialog
        .getByRole('combobox', { name: 'Reporte', exact: true })
        .selectOption('tickets/priority');
      await dialog
        .getByRole('combobox', { name: 'Frecuencia', exact: true })
        .selectOption('weekly');
      await dialog
        .getByRole('combobox', { name: 'Día de la semana', exact: true })
        .selectOption('1');
      await dialog.getByRole('combobox', { name: 'Hora (Lima)', exact: true }).selectOption('8');
      await dialog.getByRole('radio', { name: 'Excel', exact: true }).check();
      await addRecipient(dialog, recipient);
      expect(await recipients.inputValue()).toBe('');
      await dialog.getByRole('button', { name: 'Crear envío', exact: true }).click();
      await page.getByText('Envío programado creado.').first().waitFor(SLOW);
      await dialog.waitFor({ state: 'hidden' });

      const item = card(page, name);
      await item.waitFor();
      const itemText = await item.innerText();
      expect(itemText).toContain('Cada lunes a las 08:00');
      expect(itemText).toContain('Excel');
      expect(itemText).toContain('Activo');
      expect(await item.getByRole('listitem').allInnerTexts()).toEqual([recipient]);

      await item.getByRole('button', { name: 'Enviar ahora', exact: true }).click();
      await page.getByText('Reporte enviado a 1 destinatario.').first().waitFor(SLOW);
      const history = page.getByRole('table', { name: 'Historial de envíos', exact: true });
      const row = history.getByRole('row').filter({
        has: page.getByRole('rowheader', { name, exact: true }),
      });
      await row.first().waitFor(SLOW);
      const cells = await row.first().locator('th, td').allInnerTexts();
      expect(cells.join(' ')).toContain(recipient);
      expect(cells.join(' ')).toContain('Enviar ahora');
      expect(cells.join(' ')).toMatch(/\.xlsx/);
      expect(cells.join(' ')).not.toContain('Falló');
      await expectAxeClean(page, 'list with history');
      await context.close();
    },
    JOURNEY_MS,
  );

  it(
    'on a 375 px phone: the dialog opened prefilled from a report, usable, and the card',
    async () => {
      const name = `Tickets diarios ${STAMP}`;
      const recipient = `jefa.soporte.${STAMP}@empresa.pe`;
      const { context, page } = await newPage(browser, baseUrl, PHONE);
      await signIn(
        page,
        ACCOUNTS.ADMIN.email,
        ACCOUNTS.ADMIN.password,
        `${PAGE_PATH}?new=1&family=tickets&type=status`,
      );
      const dialog = page.getByRole('dialog', { name: 'Nuevo envío programado', exact: true });
      await dialog.waitFor(SLOW);
      expect(
        await dialog.getByRole('combobox', { name: 'Reporte', exact: true }).inputValue(),
      ).toBe('tickets/status');
      const box = await dialog.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      await expectNoSideScroll(page);
      await expectAxeClean(page, 'phone dialog');

      await dialog.getByRole('textbox', { name: 'Nombre del envío', exact: true }).fill(name);
      await dialog.getByRole('combobox', { name: 'Frecuencia', exact: true }).selectOption('daily');
      expect(
        await dialog.getByRole('combobox', { name: 'Día de la semana', exact: true }).count(),
      ).toBe(0);
      await dialog.getByRole('combobox', { name: 'Hora (Lima)', exact: true }).selectOption('7');
      await addRecipient(dialog, recipient);
      const submit = dialog.getByRole('button', { name: 'Crear envío', exact: true });
      await submit.scrollIntoViewIfNeeded();
      const submitBox = await submit.boundingBox();
      expect(submitBox!.x + submitBox!.width).toBeLessThanOrEqual(PHONE.width);
      await submit.click();
      await page.getByText('Envío programado creado.').first().waitFor(SLOW);
      await dialog.waitFor({ state: 'hidden' });
      // The prefill link is spent: a reload does not open the dialog again.
      expect(new URL(page.url()).search).toBe('');

      const item = card(page, name);
      await item.waitFor();
      const itemText = await item.innerText();
      expect(itemText).toContain('Tickets por estado');
      expect(itemText).toContain('Cada día a las 07:00');
      expect(itemText).toContain('PDF');
      await expectNoSideScroll(page);
      await expectAxeClean(page, 'phone list');
      await context.close();
    },
    JOURNEY_MS,
  );

  it('refuses a técnico on the page and through the API', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await signIn(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password, PAGE_PATH);
    await page
      .getByText('Los envíos programados son para administradores y jefes de equipo.')
      .waitFor(SLOW);
    expect(await page.getByRole('button', { name: 'Nuevo envío', exact: true }).count()).toBe(0);
    await context.close();

    const token = await apiLogin(baseUrl, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = await fetch(`${baseUrl}/api/reports/schedules`, { headers });
    expect(list.status).toBe(403);
    const create = await fetch(`${baseUrl}/api/reports/schedules`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Del técnico ${STAMP}`,
        family: 'tickets',
        type: 'status',
        filters: {},
        frequency: 'daily',
        weekday: null,
        monthDay: null,
        hour: 8,
        format: 'pdf',
        recipients: ['tecnico@empresa.pe'],
      }),
    });
    expect(create.status).toBe(403);
  });

  it('explains a missing or forged unsubscribe link, without an account', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await page.goto('/reportes/baja');
    await page.getByRole('heading', { level: 1, name: 'Dejar de recibir un reporte' }).waitFor();
    await page
      .getByText('Falta el código del enlace. Ábrelo tal como llegó en el correo.')
      .waitFor();
    expect(await page.getByRole('link', { name: 'Ir a Atiende', exact: true }).count()).toBe(1);
    await expectNoSideScroll(page);
    await expectAxeClean(page, 'unsubscribe without token');

    await page.goto('/reportes/baja?token=forjado.abc123');
    await page
      .getByRole('alert')
      .filter({ hasText: 'El enlace no es válido o el envío ya no existe.' })
      .waitFor(SLOW);
    expect(await page.getByText(/Ya no recibirás/).count()).toBe(0);
    await expectAxeClean(page, 'unsubscribe with a forged token');
    await context.close();
  });
});
