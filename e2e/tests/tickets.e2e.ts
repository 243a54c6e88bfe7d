import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signInThroughForm } from '../support/browser';

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
    await signInThroughForm(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    await page.goto('/tickets/create');
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
    await signInThroughForm(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    await page.goto('/tickets?assignedToId=none&view=open');
    await page.getByRole('heading', { level: 1, name: 'Mis Tickets' }).waitFor();
    await page.getByRole('link', { name: TITLE }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(`**${ticketPath}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(TITLE) }).waitFor();

    await page.getByRole('button', { name: 'Asignarme' }).click();
    await expectText(page, `Ticket asignado a ${ACCOUNTS.TECHNICIAN.name}`);

    // The composer starts on "Nota interna" (UX.md §2.2).
    expect(await page.getByRole('radio', { name: 'Nota interna' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
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
    await signInThroughForm(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    await page.goto(ticketPath);
    await expectText(page, REPLY);
    expect(await page.getByText(NOTE).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Nota interna' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Enviar', exact: true }).waitFor();
    await context.close();
  });

  it('resolves the ticket through "¿Cómo se resolvió?" and lists it as completed', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signInThroughForm(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    await page.goto(ticketPath);
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
