import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

/*
 * docs/sla.md#página-de-administración: an administrator creates a department policy (a name
 * already taken is refused by the server under its field), edits a calendar's working hours, is
 * told in Spanish that two intervals of one day overlap, and saves; a lead reads the page only.
 * Desktop and 375 px, axe clean.
 */

const baseUrl = inject('baseUrl');
const STAMP = Date.now();

let browser: Browser;
let adminToken = '';

type Calendar = { id: string; week: Array<Array<{ start: string; end: string }>> };

const VIEWPORTS = [
  ['desktop', { width: 1366, height: 860 }],
  ['375 px', { width: 375, height: 812 }],
] as const;

const OFFICE_DAY = [
  { start: '09:00', end: '13:00' },
  { start: '14:00', end: '18:00' },
];

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
});
afterAll(async () => browser.close());

/** The row (desktop) or card (375 px) that names `name`. */
function itemNamed(page: Page, name: string): Locator {
  return page.locator('tr, li').filter({ hasText: name });
}

describe('Gestión de SLA', () => {
  it.each(VIEWPORTS)(
    'lets an administrator create a department policy and edit a calendar (%s)',
    async (size, viewport) => {
      const department = `Cocinas ${size} ${STAMP}`;
      const policy = `SLA de cocinas ${size} ${STAMP}`;
      const calendarName = `Horario de cocinas ${size} ${STAMP}`;
      await apiCall(baseUrl, adminToken, 'POST', '/departments', { name: department });
      const created = await apiCall<{ calendar: Calendar }>(
        baseUrl,
        adminToken,
        'POST',
        '/sla/calendars',
        {
          name: calendarName,
          week: [[], OFFICE_DAY, OFFICE_DAY, OFFICE_DAY, OFFICE_DAY, OFFICE_DAY, []],
          holidayCountry: 'PE',
        },
      );

      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/sla-management');
      await page.getByRole('heading', { level: 1, name: 'Gestión de SLA' }).waitFor();
      const defaultPolicy = itemNamed(page, 'Política predeterminada').first();
      await defaultPolicy.getByText('Predeterminada', { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // The default policy cannot be deleted: the page says why instead of offering it.
      await defaultPolicy.getByRole('button', { name: 'Eliminar Política predeterminada' }).click();
      const refusal = page.getByRole('alertdialog', {
        name: 'La política predeterminada no se puede eliminar',
      });
      await refusal
        .getByText('Es la que rige cuando ninguna otra coincide', { exact: false })
        .waitFor();
      expect(await refusal.getByRole('button', { name: 'Eliminar política' }).count()).toBe(0);
      await refusal.getByRole('button', { name: 'Cerrar' }).first().click();

      await page.getByRole('button', { name: 'Nueva política' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva política' });
      await dialog.waitFor();
      await dialog.getByLabel('Nombre', { exact: true }).fill('Política predeterminada');
      await dialog.getByLabel('Departamento', { exact: true }).selectOption({ label: department });
      await dialog.getByLabel('Primera respuesta, prioridad Urgente').fill('30 min');
      await dialog.getByLabel('Resolución, prioridad Urgente').fill('4 h');
      await dialog.getByLabel('Primera respuesta, prioridad Alta').fill('5 h');
      await dialog.getByLabel('Resolución, prioridad Alta').fill('4 h');
      await dialog.getByRole('button', { name: 'Crear política' }).click();
      // Checked in the browser, in Spanish, under the field.
      await dialog
        .getByText('La primera respuesta no puede vencer después de la resolución.')
        .waitFor();
      await dialog.getByLabel('Primera respuesta, prioridad Alta').fill('2 h');
      await dialog.getByRole('button', { name: 'Crear política' }).click();
      // Refused by the server (the name is taken), shown under the name.
      await dialog.getByText('Ya existe una política de SLA con ese nombre.').waitFor();
      expect(await dialog.getByLabel('Nombre', { exact: true }).getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByLabel('Nombre', { exact: true }).fill(policy);
      await dialog.getByRole('button', { name: 'Crear política' }).click();
      await page.getByText(`Política "${policy}" creada`).waitFor();
      const row = itemNamed(page, policy);
      await row.getByText('30 min · 4 h').waitFor();
      await row.getByText('2 h · 4 h').waitFor();
      // The scope: a table cell on a desktop, a line of the card on a phone.
      const scope = size === 'desktop' ? department : `Alcance: ${department}`;
      await row.getByText(scope, { exact: true }).waitFor();

      await page.getByRole('tab', { name: 'Calendarios' }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'calendarios');
      const calendarRow = itemNamed(page, calendarName);
      await calendarRow.getByText('lun a vie 09:00–13:00 y 14:00–18:00').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await calendarRow.getByRole('button', { name: `Editar ${calendarName}` }).click();
      const editor = page.getByRole('dialog', { name: `Editar ${calendarName}` });
      await editor.waitFor();
      await editor.getByText('America/Lima').waitFor();
      await editor.getByLabel('Lunes, horario 1: desde').fill('08:00');
      await editor.getByRole('button', { name: 'Agregar horario el Lunes' }).click();
      await editor.getByLabel('Lunes, horario 3: desde').fill('12:00');
      await editor.getByLabel('Lunes, horario 3: hasta').fill('15:00');
      await editor.getByRole('button', { name: 'Guardar' }).click();
      await editor.getByText('Los horarios de un mismo día no pueden superponerse.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await editor.getByRole('button', { name: 'Quitar horario 3 del Lunes' }).click();
      await editor.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText(`Calendario "${calendarName}" guardado`).waitFor();
      await calendarRow.getByText('lun 08:00–13:00 y 14:00–18:00', { exact: false }).waitFor();
      const saved = await apiCall<{ calendar: Calendar }>(
        baseUrl,
        adminToken,
        'GET',
        `/sla/calendars/${created.calendar.id}`,
      );
      expect(saved.calendar.week[1]).toEqual([
        { start: '08:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ]);
      await context.close();
    },
  );

  it('shows a lead the policies and calendars without changing them', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 1366, height: 860 });
    await signIn(
      page,
      ACCOUNTS.TECH_LEAD.email,
      ACCOUNTS.TECH_LEAD.password,
      '/admin/sla-management',
    );
    await page.getByRole('heading', { level: 1, name: 'Gestión de SLA' }).waitFor();
    await itemNamed(page, 'Política predeterminada').first().waitFor();
    expect(await page.getByRole('button', { name: 'Nueva política' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Editar / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Eliminar / }).count()).toBe(0);
    await context.close();
  });

  it('tells a técnico the page is not theirs', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(
      page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      '/admin/sla-management',
    );
    await page
      .getByText('Solo los administradores y los líderes técnicos pueden ver los SLA.', {
        exact: false,
      })
      .waitFor();
    expect(await page.getByRole('tab', { name: 'Políticas' }).count()).toBe(0);
    await context.close();
  });
});
