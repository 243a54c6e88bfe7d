import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

const baseUrl = inject('baseUrl');
const STAMP = Date.now();
const DEPARTMENT = `Soporte de plantillas ${STAMP}`;
const MACRO = `Reinicio de ticketera ${STAMP}`;

let browser: Browser;
let clientToken = '';
let departmentId = '';

async function api<T>(path: string, token: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const activeRole = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('role') ?? '');

beforeAll(async () => {
  browser = await launchBrowser();
  const adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  const technicianToken = await apiLogin(
    baseUrl,
    ACCOUNTS.TECHNICIAN.email,
    ACCOUNTS.TECHNICIAN.password,
  );
  clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
  const created = await api<{ department: { id: string } }>('/departments', adminToken, 'POST', {
    name: DEPARTMENT,
    description: 'Ticketeras y boletas',
  });
  departmentId = created.department.id;
  const me = await api<{ user: { id: string } }>('/auth/me', technicianToken, 'GET');
  await api(`/departments/${departmentId}/members`, adminToken, 'PUT', { userIds: [me.user.id] });
  // The técnico's own plantilla with changes to the ticket (docs/macros.md).
  await api('/macros', technicianToken, 'POST', {
    name: MACRO,
    body: 'Hola {{cliente}}, soy {{tecnico}}. Reinicia la ticketera del ticket {{ticket}}.',
    actions: {
      status: 'EN_PROGRESO',
      priority: 'ALTA',
      assignTo: 'me',
      internalNote: 'Se pidió reiniciar la ticketera a {{cliente}}',
    },
  });
});
afterAll(async () => browser.close());

const VIEWPORTS = [
  ['desktop', { width: 1366, height: 860 }],
  ['375 px', { width: 375, height: 812 }],
] as const;

describe('plantillas in the composer', () => {
  it.each(VIEWPORTS)(
    'lets a técnico answer with a plantilla using only the keyboard (%s)',
    async (_size, viewport) => {
      const ticket = await api<{ ticket: { id: string; number: number } }>(
        '/tickets',
        clientToken,
        'POST',
        { title: `No imprime boletas ${_size} ${STAMP}`, description: 'Desde hoy.', departmentId },
      );
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signIn(
        page,
        ACCOUNTS.TECHNICIAN.email,
        ACCOUNTS.TECHNICIAN.password,
        `/tickets/${ticket.ticket.id}`,
      );
      await page.getByRole('heading', { level: 1, name: /No imprime boletas/ }).waitFor();

      // `r` opens the public reply and puts the focus in the composer.
      await page.keyboard.press('r');
      await expect.poll(() => activeId(page)).toBe('composer');
      // A `/` at the start opens the list in its search field; Escape leaves the `/` as typed.
      await page.keyboard.type('/');
      await expect.poll(() => activeRole(page)).toBe('combobox');
      await page.keyboard.press('Escape');
      await expect.poll(() => activeId(page)).toBe('composer');
      expect(await page.getByRole('textbox', { name: 'Mensaje' }).inputValue()).toBe('/');
      await page.keyboard.press('Backspace');

      await page.keyboard.type('/');
      await expect.poll(() => activeRole(page)).toBe('combobox');
      const search = page.getByRole('combobox', { name: 'Buscar plantillas' });
      await page.keyboard.type('ticketera');
      const option = page.getByRole('option', { name: new RegExp(MACRO) });
      await option.waitFor();
      await page.keyboard.press('ArrowDown');
      expect(await search.getAttribute('aria-activedescendant')).toBe(
        await option.getAttribute('id'),
      );
      expect(await option.getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Enter');

      // The rendered text, editable, and what the plantilla will also do on send.
      await expect.poll(() => activeId(page)).toBe('composer');
      const expected = `Hola ${ACCOUNTS.CLIENT.name}, soy ${ACCOUNTS.TECHNICIAN.name}. Reinicia la ticketera del ticket #${ticket.ticket.number}.`;
      expect(await page.getByRole('textbox', { name: 'Mensaje' }).inputValue()).toBe(expected);
      const pending = page.getByRole('region', { name: new RegExp(`la plantilla "${MACRO}"`) });
      await pending.getByText('Estado: En progreso').waitFor();
      await pending.getByText(`Asignar a ${ACCOUNTS.TECHNICIAN.name}`).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.type(' Gracias.');
      await page.keyboard.press('Control+Enter');

      await page.getByText(`Plantilla "${MACRO}" aplicada`).waitFor();
      await page
        .getByRole('article')
        .filter({ hasText: `${expected} Gracias.` })
        .waitFor();
      await page
        .getByRole('article', { name: `Nota interna de ${ACCOUNTS.TECHNICIAN.name}` })
        .waitFor();
      await expect
        .poll(() =>
          api<{
            ticket: { status: string; priority: string; assignedTo: { name: string } | null };
          }>(`/tickets/${ticket.ticket.id}`, clientToken, 'GET').then(({ ticket: current }) => [
            current.status,
            current.priority,
            current.assignedTo?.name,
          ]),
        )
        .toEqual(['EN_PROGRESO', 'ALTA', ACCOUNTS.TECHNICIAN.name]);
      expect(await page.getByRole('textbox', { name: 'Mensaje' }).inputValue()).toBe('');
      await context.close();
    },
  );

  it('tells the client that the support team reads their reply', async () => {
    const ticket = await api<{ ticket: { id: string } }>('/tickets', clientToken, 'POST', {
      title: `Consulta del cliente ${STAMP}`,
      description: 'Una duda.',
      departmentId,
    });
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(
      page,
      ACCOUNTS.CLIENT.email,
      ACCOUNTS.CLIENT.password,
      `/tickets/${ticket.ticket.id}`,
    );
    await page.getByText('El equipo de soporte verá tu mensaje').waitFor();
    expect(await page.getByText('El cliente verá este mensaje').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Plantillas' }).count()).toBe(0);
    await context.close();
  });
});

describe('the Plantillas page', () => {
  it.each(VIEWPORTS)(
    'lets a técnico create and delete their own, axe clean (%s)',
    async (size, viewport) => {
      const name = `Saludo ${size} ${STAMP}`;
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signIn(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password, '/macros');
      await page.getByRole('heading', { level: 1, name: 'Plantillas' }).waitFor();
      await page.getByRole('heading', { level: 3, name: new RegExp(MACRO) }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Nueva plantilla' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva plantilla' });
      await dialog.waitFor();
      // A técnico makes personal plantillas only: no scope to choose.
      expect(await dialog.getByRole('radio', { name: 'Del equipo' }).count()).toBe(0);
      await dialog.getByLabel('Nombre').fill(name);
      await dialog.getByLabel('Texto', { exact: true }).fill('Hola {{nombre}}');
      await dialog.getByRole('button', { name: 'Crear plantilla' }).click();
      await dialog.getByText('{{nombre}} no es una variable conocida', { exact: false }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog
        .getByLabel('Texto', { exact: true })
        .fill('Hola {{cliente}}, gracias por escribirnos.');
      await dialog.getByLabel('Prioridad').selectOption({ label: 'Baja' });
      await dialog.getByRole('button', { name: 'Crear plantilla' }).click();
      await page.getByText(`Plantilla "${name}" creada`).waitFor();
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await item.getByText('Prioridad: Baja').waitFor();
      await item.getByText('Sin usar').waitFor();

      await item.getByRole('button', { name: `Eliminar ${name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
      await page.getByText(`Plantilla "${name}" eliminada`).waitFor();
      await expect.poll(() => page.getByRole('heading', { name }).count()).toBe(0);
      await context.close();
    },
  );
});
