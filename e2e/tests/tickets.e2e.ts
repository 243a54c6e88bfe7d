import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

const baseUrl = inject('baseUrl');
const STAMP = Date.now();
const TITLE = `La impresora de boletas no imprime ${STAMP}`;
const NOTE = `Revisar el driver de la ticketera antes de llamar ${STAMP}`;
const REPLY = `Hola, ya estamos revisando tu impresora ${STAMP}`;
const DEPARTMENT = `Soporte de caja ${STAMP}`;

let browser: Browser;
let ticketPath = '';

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

async function userIdOf(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { data: { user: { id: string } } }).data.user.id;
}

async function expectText(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByText(text).count(), { timeout: 10_000 }).toBeGreaterThan(0);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  // Setup through the API: a department with the technician as a member.
  const adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  const created = await api<{ department?: { id: string }; id?: string }>(
    '/departments',
    adminToken,
    'POST',
    { name: DEPARTMENT, description: 'Impresoras, cajas y boletas' },
  );
  const departmentId = created.department?.id ?? created.id ?? '';
  const technicianId = await userIdOf(ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
  await api(`/departments/${departmentId}/members`, adminToken, 'PUT', {
    userIds: [technicianId],
  });
});
afterAll(async () => browser.close());

describe('a ticket from the client to resolution', () => {
  it('lets a client create a ticket and find it in Mis Tickets', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password, '/tickets/create');
    await page.getByRole('heading', { level: 1, name: 'Nuevo Ticket' }).waitFor();
    // Submitting empty shows the messages under their fields and sends nothing.
    await page.getByRole('button', { name: 'Crear ticket' }).click();
    await expectText(page, 'El título es obligatorio');
    await page.getByLabel('Título').fill(TITLE);
    await page.getByLabel('Descripción').fill('Desde esta mañana la ticketera no responde.');
    await page.getByLabel('Departamento').selectOption({ label: DEPARTMENT });
    // The department's message leaves once it is chosen; click after the form settles.
    await expect.poll(() => page.getByText('El departamento es obligatorio').count()).toBe(0);
    await page.getByRole('radio', { name: /Alta: afecta a varias personas/ }).check();
    await page.getByRole('button', { name: 'Crear ticket' }).click();
    await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
    ticketPath = new URL(page.url()).pathname;
    await expectText(page, /Ticket #\d+ creado/);
    await expectText(page, 'Recibimos tu ticket. Un técnico lo tomará pronto.');

    await page.goto('/tickets');
    await page.getByRole('heading', { level: 1, name: 'Mis Tickets' }).waitFor();
    await page.getByRole('link', { name: new RegExp(TITLE) }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('lets a technician add an internal note and a public reply', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(
      page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      '/tickets?assignedToId=none&view=open',
    );
    // The heading follows the view (docs/product/tickets.md#ticket-list).
    await page.getByRole('heading', { level: 1, name: 'Sin asignar' }).waitFor();
    await page.getByRole('link', { name: TITLE }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: TITLE }).click();
    // The list links by number (docs/tickets.md#ticket-numbers) and keeps its view in the query.
    await page.waitForURL(/\/tickets\/\d+(\?|$)/);
    await page.getByRole('heading', { level: 1, name: new RegExp(TITLE) }).waitFor();

    await page.getByRole('button', { name: 'Asignarme' }).click();
    await expectText(page, `Ticket asignado a ${ACCOUNTS.TECHNICIAN.name}`);

    // The composer starts on "Nota interna" (docs/product/tickets.md#ticket-detail).
    expect(await page.getByRole('radio', { name: 'Nota interna' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    // An empty message is refused with the contract's text, and the box gets the focus.
    await page.getByLabel('Mensaje').fill('   ');
    await page.getByRole('button', { name: 'Guardar nota interna' }).click();
    await expectText(page, 'Escribe un mensaje');
    expect(await page.getByLabel('Mensaje').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Mensaje').fill(NOTE);
    await page.getByRole('button', { name: 'Guardar nota interna' }).click();
    await page
      .getByRole('article', { name: `Nota interna de ${ACCOUNTS.TECHNICIAN.name}` })
      .waitFor();

    await page.getByRole('radio', { name: 'Respuesta pública' }).check({ force: true });
    await page.getByLabel('Mensaje').fill(REPLY);
    await page.getByLabel('Mensaje').press('Control+Enter');
    await expectText(page, 'Respuesta enviada');
    await page.getByRole('article', { name: `Mensaje de ${ACCOUNTS.TECHNICIAN.name}` }).waitFor();
    // After every send it goes back to "Nota interna".
    expect(await page.getByRole('radio', { name: 'Nota interna' }).isChecked()).toBe(true);
    await context.close();
  });

  it('shows the client the reply but never the internal note', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password, ticketPath);
    await expectText(page, REPLY);
    expect(await page.getByText(NOTE).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Nota interna' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Enviar', exact: true }).waitFor();
    await context.close();
  });

  it('resolves the ticket through "¿Cómo se resolvió?" and lists it as completed', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password, ticketPath);
    await page.getByRole('button', { name: /Cambiar estado/ }).click();
    await page.getByRole('menuitem', { name: 'Resuelto' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cómo se resolvió?' });
    await dialog.waitFor();
    // The resolution is required.
    await dialog.getByRole('button', { name: 'Marcar como resuelto' }).click();
    await expectText(page, 'Cuenta cómo se resolvió el ticket');
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Resolución').fill('Se reinstaló el driver de la ticketera.');
    await dialog.getByRole('button', { name: 'Marcar como resuelto' }).click();
    await expectText(page, 'Estado cambiado a Resuelto');

    await page.goto('/tickets/completed');
    await page.getByRole('heading', { level: 1, name: 'Tickets Completados' }).waitFor();
    await page.getByRole('link', { name: TITLE }).waitFor();
    await context.close();
  });
});

describe('custom statuses and the history of a ticket', () => {
  const ON_SITE = `Soporte en local ${STAMP}`;
  const ON_SITE_TITLE = `El cajón monedero no abre ${STAMP}`;
  let onSitePath = '';

  beforeAll(async () => {
    // A department of its own with a custom status, so the journeys above keep their menus.
    const adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    const { department } = await api<{ department: { id: string } }>(
      '/departments',
      adminToken,
      'POST',
      {
        name: ON_SITE,
        statuses: [{ name: 'Esperando al cliente', baseStatus: 'EN_PROGRESO', pausesSla: true }],
      },
    );
    const technicianId = await userIdOf(ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    await api(`/departments/${department.id}/members`, adminToken, 'PUT', {
      userIds: [technicianId],
    });
    const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    const { ticket } = await api<{ ticket: { id: string } }>('/tickets', clientToken, 'POST', {
      title: ON_SITE_TITLE,
      description: 'El cajón no se abre al cobrar en efectivo.',
      departmentId: department.id,
    });
    await api(`/tickets/${ticket.id}/assign`, adminToken, 'POST', { assignedToId: technicianId });
    onSitePath = `/tickets/${ticket.id}`;
  });

  it('lets a technician pick a custom status by keyboard and names it and the assignee', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password, onSitePath);
    await page.getByRole('heading', { level: 1, name: new RegExp(ON_SITE_TITLE) }).waitFor();
    // The history names who was assigned, not just who assigned.
    await expectText(page, `${ACCOUNTS.ADMIN.name} asignó el ticket a ${ACCOUNTS.TECHNICIAN.name}`);

    // Keyboard only: open the menu, walk down to the custom status, choose it.
    await page.getByRole('button', { name: /Cambiar estado/ }).focus();
    await page.keyboard.press('Enter');
    const waiting = page.getByRole('menuitem', { name: 'Esperando al cliente (En progreso)' });
    await waiting.waitFor();
    await expectNoAxeViolations(page);
    for (let step = 0; step < 8; step += 1) {
      if (await waiting.evaluate((item) => item === document.activeElement)) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expectText(page, 'Estado cambiado a Esperando al cliente');
    await expectText(page, `${ACCOUNTS.TECHNICIAN.name} cambió el estado a Esperando al cliente`);
    await page
      .getByRole('button', { name: 'Estado: Esperando al cliente. Cambiar estado' })
      .waitFor();

    // Back to the plain base status from the same menu.
    await page.getByRole('button', { name: /Cambiar estado/ }).click();
    await page.getByRole('menuitem', { name: 'En progreso', exact: true }).click();
    await expectText(page, `${ACCOUNTS.TECHNICIAN.name} cambió el estado a En progreso`);
    await context.close();
  });
});

describe('the ticket list: selection, density and single-key shortcuts (docs/product/tickets.md#ticket-list)', () => {
  const LIST_DEPARTMENT = `Cocina central ${STAMP}`;
  const LIST_SIZE = 55; // more than one page of 50
  let listPath = '';
  let adminToken = '';
  let technicianId = '';

  const rowCheckboxes = (page: Page) =>
    page.getByRole('checkbox', { name: /^Seleccionar ticket #\d+$/ });
  const focusedTicketId = (page: Page) =>
    page.evaluate(() => {
      const href = document.activeElement?.getAttribute('href') ?? '';
      // The link carries the list's query string (the split view keeps the view).
      return href.split('?')[0]?.split('/').pop() ?? '';
    });

  beforeAll(async () => {
    adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    technicianId = await userIdOf(ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    const created = await api<{ department?: { id: string }; id?: string }>(
      '/departments',
      adminToken,
      'POST',
      { name: LIST_DEPARTMENT },
    );
    const departmentId = created.department?.id ?? created.id ?? '';
    await api(`/departments/${departmentId}/members`, adminToken, 'PUT', {
      userIds: [technicianId],
    });
    for (let index = 1; index <= LIST_SIZE; index += 1) {
      await api('/tickets', clientToken, 'POST', {
        title: `Comanda ${index} no llega a cocina ${STAMP}`,
        description: 'La pantalla de cocina no muestra el pedido.',
        departmentId,
      });
    }
    listPath = `/tickets?departmentId=${departmentId}`;
  });

  it('selects a range with Shift+click and clears it the same way', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, listPath);
    await rowCheckboxes(page).first().waitFor();
    await rowCheckboxes(page).nth(1).click();
    await rowCheckboxes(page)
      .nth(4)
      .click({ modifiers: ['Shift'] });
    await expectText(page, '4 seleccionados');
    expect(await rowCheckboxes(page).nth(3).isChecked()).toBe(true);
    expect(await rowCheckboxes(page).nth(0).isChecked()).toBe(false);
    // Shift+click on a selected row deselects from the anchor (row 5) up to it.
    await rowCheckboxes(page)
      .nth(2)
      .click({ modifiers: ['Shift'] });
    await expectText(page, '1 seleccionado');
    expect(await rowCheckboxes(page).nth(1).isChecked()).toBe(true);
    expect(await rowCheckboxes(page).nth(2).isChecked()).toBe(false);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('selects every ticket of the view from the bulk bar, then clears it', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, listPath);
    await page.getByRole('checkbox', { name: 'Seleccionar los tickets de esta página' }).check();
    await expectText(page, '50 seleccionados');
    const selectView = page.getByRole('button', {
      name: `Seleccionar los ${LIST_SIZE} de esta vista`,
    });
    await selectView.waitFor();
    await expectNoAxeViolations(page);
    await selectView.click();
    await expectText(page, `${LIST_SIZE} seleccionados`);
    await expectText(page, `Se seleccionaron los ${LIST_SIZE} de esta vista.`);
    await page.getByRole('button', { name: 'Quitar selección' }).click();
    await page.getByLabel('Buscar tickets').waitFor();
    expect(await page.getByText(/seleccionados?$/).count()).toBe(0);
    await context.close();
  });

  it('switches to "Compacta" rows and remembers it for this user', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, listPath);
    await rowCheckboxes(page).first().waitFor();
    const rowHeight = () =>
      page
        .locator('tbody tr')
        .first()
        .evaluate((row) => row.getBoundingClientRect().height);
    expect(Math.round(await rowHeight())).toBe(40);
    await page.getByRole('button', { name: 'Compacta' }).click();
    expect(await page.getByRole('button', { name: 'Compacta' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expect.poll(async () => Math.round(await rowHeight())).toBe(32);
    await expectNoAxeViolations(page);
    await page.reload();
    await rowCheckboxes(page).first().waitFor();
    expect(Math.round(await rowHeight())).toBe(32);
    await context.close();
  });

  it('keeps the row focused with j / k clear of the sticky bar and table header', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 1366, height: 600 });
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, listPath);
    await rowCheckboxes(page).first().waitFor();
    for (let step = 0; step < 30; step += 1) await page.keyboard.press('j');
    for (let step = 0; step < 20; step += 1) await page.keyboard.press('k');
    const layout = await page.evaluate(() => {
      const row = document.activeElement?.closest('tr')?.getBoundingClientRect();
      const header = document.querySelector('thead')?.getBoundingClientRect();
      return {
        rowTop: row?.top ?? -1,
        headerTop: header?.top ?? -1,
        headerBottom: header?.bottom ?? 0,
      };
    });
    // The header stuck under the bar (not at its place in the page) and the row is below it.
    expect(layout.headerTop).toBeGreaterThan(56);
    expect(layout.rowTop).toBeGreaterThanOrEqual(layout.headerBottom);
    await context.close();
  });

  it('opens "Nuevo ticket" with c, and does nothing once shortcuts are off', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password, listPath);
    await rowCheckboxes(page).first().waitFor();
    await page.keyboard.press('c');
    await page.waitForURL('**/tickets/create');
    await page.goBack();
    await rowCheckboxes(page).first().waitFor();

    await page.getByRole('button', { name: 'Ver atajos de teclado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atajos de teclado' });
    const toggle = dialog.getByRole('switch', { name: 'Usar atajos de teclado de una sola tecla' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    for (const reload of [false, true]) {
      if (reload) {
        await page.reload();
        await rowCheckboxes(page).first().waitFor();
      }
      await page.keyboard.press('c');
      await page.keyboard.press('j');
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/tickets');
      expect(await focusedTicketId(page)).toBe('');
    }
    await context.close();
  });

  it('assigns the focused ticket to me with i', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(
      page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      `${listPath}&assignedToId=none`,
    );
    await rowCheckboxes(page).first().waitFor();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    // The row links by number (docs/tickets.md#ticket-numbers); GET takes it as well as the id.
    const ticketId = await focusedTicketId(page);
    expect(ticketId).toMatch(/^\d+$/);
    await page.keyboard.press('i');
    await expectText(page, /^Ticket #\d+ asignado a ti$/);
    const ticket = await api<{ ticket: { assignedTo: { id: string } | null } }>(
      `/tickets/${ticketId}`,
      adminToken,
      'GET',
    );
    expect(ticket.ticket.assignedTo?.id).toBe(technicianId);
    await context.close();
  });

  it('opens the Estado and Prioridad menus with s and p on the ticket, and i assigns it to me', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(
      page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      `${listPath}&assignedToId=none`,
    );
    await rowCheckboxes(page).first().waitFor();
    await page.keyboard.press('j');
    await page.keyboard.press('o');
    await page.waitForURL(/\/tickets\/\d+(\?|$)/);
    await page.getByRole('button', { name: 'Asignarme' }).waitFor();

    await page.keyboard.press('s');
    await page.getByRole('menuitem', { name: 'En progreso' }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await page.keyboard.press('p');
    await page.getByRole('menuitem', { name: 'Urgente' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });

    await page.keyboard.press('i');
    await expectText(page, `Ticket asignado a ${ACCOUNTS.TECHNICIAN.name}`);
    // Assigned to me now: `a` opens "Reasignar ticket".
    await page.getByRole('button', { name: 'Reasignar' }).waitFor();
    await page.keyboard.press('a');
    await page.getByRole('dialog', { name: 'Reasignar ticket' }).waitFor();
    await context.close();
  });

  it('assigns the focused ticket to someone with a and the picker, by keyboard only', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(
      page,
      ACCOUNTS.ADMIN.email,
      ACCOUNTS.ADMIN.password,
      `${listPath}&assignedToId=none`,
    );
    await rowCheckboxes(page).first().waitFor();
    await page.keyboard.press('j');
    const ticketId = await focusedTicketId(page);
    await page.keyboard.press('a');
    const picker = page.getByRole('dialog', { name: /^Asignar el ticket #\d+ a…$/ });
    await picker.getByRole('combobox', { name: 'Buscar técnico' }).waitFor();
    await expectNoAxeViolations(page);
    // Esc closes it and focus goes back to the row it was opened from.
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedTicketId(page)).toBe(ticketId);
    await page.keyboard.press('a');
    await picker.getByRole('combobox', { name: 'Buscar técnico' }).waitFor();
    await page.keyboard.type('carlos');
    await picker.getByRole('option', { name: ACCOUNTS.TECHNICIAN.name, selected: true }).waitFor();
    await page.keyboard.press('Enter');
    await expectText(page, new RegExp(`^Ticket #\\d+ asignado a ${ACCOUNTS.TECHNICIAN.name}$`));
    const ticket = await api<{ ticket: { assignedTo: { id: string } | null } }>(
      `/tickets/${ticketId}`,
      adminToken,
      'GET',
    );
    expect(ticket.ticket.assignedTo?.id).toBe(technicianId);
    await context.close();
  });

  // Last: it deletes one of the list's tickets.
  it('shows a bulk change that fails for a ticket gone meanwhile as partial, keeping it selected', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, listPath);
    await rowCheckboxes(page).first().waitFor();
    await rowCheckboxes(page).nth(0).click();
    await rowCheckboxes(page)
      .nth(2)
      .click({ modifiers: ['Shift'] });
    await expectText(page, '3 seleccionados');
    // Someone deletes the first one: the server answers it with `number: null`.
    const href = await page
      .locator('tbody tr')
      .first()
      .locator('a[href^="/tickets/"]')
      .first()
      .getAttribute('href');
    // The row links by number; DELETE takes the id, which GET by number answers.
    const shown = await fetch(`${baseUrl}/api/tickets/${href?.split('/').pop() ?? ''}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const shownId = ((await shown.json()) as { data: { ticket: { id: string } } }).data.ticket.id;
    const deleted = await fetch(`${baseUrl}/api/tickets/${shownId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(deleted.status).toBe(200);
    await page.getByRole('button', { name: 'Cambiar prioridad' }).click();
    await page.getByRole('menuitem', { name: 'Alta', exact: true }).click();
    await expectText(
      page,
      /^Se actualizaron 2 de 3 tickets\. No cambiaron: un ticket \(.+\)\. Siguen seleccionados\.$/,
    );
    await expectText(page, '1 seleccionado');
    await context.close();
  });
});
