import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS, PASSWORD } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn, signInThroughForm } from '../support/browser';

/**
 * The list's assignment pickers and its export (docs/product/tickets.md#ticket-list,
 * docs/exports.md): `a` on a row offers that ticket's department's staff with their load, the bulk
 * bar's Asignar the staff of the selected tickets' departments; "Exportar" downloads what the list
 * shows, with the Solución; a client has no export.
 */
const baseUrl = inject('baseUrl');
const STAMP = Date.now();
const ANA = `Ana Carga ${STAMP}`;
const BETO = `Beto Carga ${STAMP}`;
const RESOLUTION = `Se cambió el rollo de la ticketera ${STAMP}`;

let browser: Browser;
let adminToken = '';
const ids = { cajaOpen: '', ventasOpen: '', cajaResolved: '' };
let anaId = '';

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

/** A department with one técnico of its own (maximum `max` open tickets, or none). */
async function departmentWith(name: string, person: string, max: number | null) {
  const created = await api<{ department?: { id: string }; id?: string }>(
    '/departments',
    adminToken,
    'POST',
    { name },
  );
  const departmentId = created.department?.id ?? created.id ?? '';
  const { technician } = await api<{ technician: { id: string } }>(
    '/technicians',
    adminToken,
    'POST',
    {
      name: person,
      email: `${person.split(' ')[0]!.toLowerCase()}.${STAMP}@atiende.pe`,
      password: PASSWORD,
      departmentIds: [departmentId],
      maxOpenTickets: max,
    },
  );
  await api(`/departments/${departmentId}/members`, adminToken, 'PUT', {
    userIds: [technician.id],
  });
  return { departmentId, technicianId: technician.id };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  const caja = await departmentWith(`Caja ${STAMP}`, ANA, 2);
  const ventas = await departmentWith(`Ventas ${STAMP}`, BETO, null);
  anaId = caja.technicianId;
  const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, PASSWORD);
  const file = async (title: string, departmentId: string) =>
    (
      await api<{ ticket: { id: string } }>('/tickets', clientToken, 'POST', {
        title: `${title} ${STAMP}`,
        description: 'Desde la apertura de hoy.',
        departmentId,
      })
    ).ticket.id;
  ids.cajaOpen = await file('Caja 2 no imprime', caja.departmentId);
  ids.ventasOpen = await file('Cotización sin precio', ventas.departmentId);
  ids.cajaResolved = await file('Ticketera sin papel', caja.departmentId);
  const result = await api<{ failed: unknown[] }>('/tickets/bulk', adminToken, 'POST', {
    action: 'status',
    ticketIds: [ids.cajaResolved],
    status: 'RESUELTO',
    resolution: RESOLUTION,
  });
  expect(result.failed).toEqual([]);
});
afterAll(async () => browser.close());

/** The first sheet of a downloaded XLSX as rows of cell texts, the header row first. */
async function xlsxRows(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((value) => (value == null ? '' : String(value))));
  });
  return rows;
}

describe('at 1440 px', () => {
  it("offers a row's department staff with their load on a", async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 1440, height: 900 });
    await signIn(
      page,
      ACCOUNTS.ADMIN.email,
      ACCOUNTS.ADMIN.password,
      `/tickets?view=all&status=PENDIENTE&search=${encodeURIComponent(`Caja 2 no imprime ${STAMP}`)}`,
    );
    await page
      .getByRole('checkbox', { name: /^Seleccionar ticket #\d+$/ })
      .first()
      .waitFor();
    await page.keyboard.press('j');
    await page.keyboard.press('a');
    const picker = page.getByRole('dialog', { name: /^Asignar el ticket #\d+ a…$/ });
    await picker.getByRole('combobox', { name: 'Buscar técnico' }).waitFor();
    const options = await picker.getByRole('option').allTextContents();
    // The department's técnico with their load; nobody of another department, and the
    // administrator only as "Asignarme" (they do not belong to Caja).
    expect(options).toContain(`${ANA} (0/2 · disponible)`);
    expect(options.some((option) => option.startsWith(BETO))).toBe(false);
    expect(options.filter((option) => option.includes(ACCOUNTS.ADMIN.name))).toEqual([
      `Asignarme (${ACCOUNTS.ADMIN.name})`,
    ]);
    await expectNoAxeViolations(page);
    await page.keyboard.type('ana carga');
    await picker
      .getByRole('option', { name: `${ANA} (0/2 · disponible)`, selected: true })
      .waitFor();
    await page.keyboard.press('Enter');
    await page
      .getByText(new RegExp(`^Ticket #\\d+ asignado a ${ANA}$`))
      .first()
      .waitFor();
    const { ticket } = await api<{ ticket: { assignedTo: { id: string } | null } }>(
      `/tickets/${ids.cajaOpen}`,
      adminToken,
      'GET',
    );
    expect(ticket.assignedTo?.id).toBe(anaId);
    await context.close();
  });

  it("offers a bulk selection the staff of the selected tickets' departments", async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 1440, height: 900 });
    await signIn(
      page,
      ACCOUNTS.ADMIN.email,
      ACCOUNTS.ADMIN.password,
      `/tickets?view=all&status=PENDIENTE&search=${STAMP}`,
    );
    await page
      .getByRole('checkbox', { name: /^Seleccionar ticket #\d+$/ })
      .nth(1)
      .waitFor();
    await page.getByRole('checkbox', { name: 'Seleccionar los tickets de esta página' }).check();
    const bar = page.getByRole('region', { name: 'Acciones en lote' });
    await bar.getByRole('button', { name: 'Asignar' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: new RegExp(`^${BETO}`) }).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Asignarme',
      `${ANA} (1/2 · disponible)`,
      `${BETO} (0 abiertos · disponible)`,
    ]);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('exports the filtered list to Excel with the Solución', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 1440, height: 900 });
    await signIn(
      page,
      ACCOUNTS.ADMIN.email,
      ACCOUNTS.ADMIN.password,
      `/tickets?view=all&status=RESUELTO&search=${STAMP}`,
    );
    await page
      .getByRole('checkbox', { name: /^Seleccionar ticket #\d+$/ })
      .first()
      .waitFor();
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar a Excel (.xlsx)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tickets-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [header, ...rows] = await xlsxRows((await download.path())!);
    const title = header!.indexOf('Título');
    const solution = header!.indexOf('Solución');
    expect(solution).toBeGreaterThan(-1);
    // The list's filters: only the resolved ticket of this run.
    expect(rows.map((row) => [row[title], row[solution]])).toEqual([
      [`Ticketera sin papel ${STAMP}`, RESOLUTION],
    ]);
    await context.close();
  });

  it('has no export for a client, on the page or the API', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 1440, height: 900 });
    await signIn(page, ACCOUNTS.CLIENT.email, PASSWORD, '/tickets');
    await page
      .getByRole('link', { name: /Nuevo ticket/i })
      .first()
      .waitFor();
    expect(await page.getByRole('group', { name: 'Exportar' }).count()).toBe(0);
    const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, PASSWORD);
    const response = await fetch(`${baseUrl}/api/tickets/export?format=csv`, {
      headers: { authorization: `Bearer ${clientToken}` },
    });
    expect(response.status).toBe(403);
    await context.close();
  });
});

describe('on a 375 px phone', () => {
  it('fits the export in the header and downloads the CSV with the Solución', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 740 });
    await signIn(
      page,
      ACCOUNTS.ADMIN.email,
      ACCOUNTS.ADMIN.password,
      `/tickets?view=all&status=RESUELTO&search=${STAMP}`,
    );
    const csvButton = page.getByRole('button', { name: 'Exportar a CSV (.csv)' });
    await csvButton.waitFor();
    // Excel, CSV and "Nuevo ticket" share one row under the title, inside the phone's width.
    const newTicket = (await page.getByRole('link', { name: 'Nuevo ticket' }).boundingBox())!;
    const excel = (await page
      .getByRole('button', { name: 'Exportar a Excel (.xlsx)' })
      .boundingBox())!;
    const csv = (await csvButton.boundingBox())!;
    expect(excel.x).toBeGreaterThanOrEqual(0);
    expect(newTicket.x + newTicket.width).toBeLessThanOrEqual(375);
    expect(Math.abs(csv.y - newTicket.y)).toBeLessThan(8);
    expect(Math.abs(excel.y - newTicket.y)).toBeLessThan(8);
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), csvButton.click()]);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file).toContain('Solución');
    expect(file).toContain(RESOLUTION);
    await context.close();
  });

  it("offers a row's department staff with their load on a, in a picker that fits", async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 740 });
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    const search = encodeURIComponent(`Cotización sin precio ${STAMP}`);
    await page.goto(`/tickets?view=all&search=${search}`);
    await page.getByRole('list', { name: 'Tickets' }).getByRole('link').first().waitFor();
    await page.keyboard.press('j');
    await page.keyboard.press('a');
    const picker = page.getByRole('dialog', { name: /^Asignar el ticket #\d+ a…$/ });
    await picker.getByRole('option', { name: `${BETO} (0 abiertos · disponible)` }).waitFor();
    const options = await picker.getByRole('option').allTextContents();
    expect(options.some((option) => option.startsWith(ANA))).toBe(false);
    const box = (await picker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    await context.close();
  });
});
