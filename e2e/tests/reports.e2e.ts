import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

/*
 * docs/reports.md#pages: an administrator opens Reportes, every family's first report, reads a
 * figure of a department seeded here (three tickets: two waiting, one resolved), follows "Ver
 * tickets" into the ticket list and downloads the PDF and the Excel through the buttons; the same
 * report on a 375 px phone (filters folded, the table scrolling inside its region, the downloads at
 * hand), axe clean; a lead sees the reports of their departments only; a técnico is told no.
 */

const baseUrl = inject('baseUrl');
const STAMP = Date.now();
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
// Reports are computed on a loaded host: give them longer than the default.
const SLOW = { timeout: 20_000 };
/** A journey through seven reports, each axe-checked, or a seed and two downloads. */
const LONG_JOURNEY_MS = 300_000;
const JOURNEY_MS = 180_000;

/** Each family's card title and its first report (REPORT_TYPES' order). */
const FAMILIES = [
  ['Tickets', 'Tickets por estado', 'tickets/status'],
  ['SLA', 'Cumplimiento de SLA', 'sla/compliance'],
  ['Técnicos', 'Productividad de técnicos', 'technicians/productivity'],
  ['Clientes', 'Clientes con más tickets', 'customers/top'],
  ['Productividad', 'Productividad por técnico', 'productivity/by-technician'],
  ['Pausas', 'Pausas por técnico', 'breaks/by-technician'],
  ['Cumplimiento', 'Cumplimiento por técnico', 'compliance/by-technician'],
] as const;

let browser: Browser;
let adminToken = '';
let clientToken = '';
let leadId = '';

type Seeded = { department: { id: string; name: string }; titles: string[] };

/** A department (the lead's, or nobody's) with two waiting tickets and a resolved one. */
async function seed(label: string, { isLeads = false } = {}): Promise<Seeded> {
  const name = `Reportes ${label} ${STAMP}`;
  const { department } = await apiCall<{ department: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/departments',
    { name, description: 'Boletas y facturas', ...(isLeads ? { leadId } : {}) },
  );
  const titles = ['La caja no abre', 'La boleta sale sin RUC', 'No imprime la comanda'].map(
    (title) => `${title} ${label} ${STAMP}`,
  );
  const ids: string[] = [];
  for (const title of titles) {
    const { ticket } = await apiCall<{ ticket: { id: string } }>(
      baseUrl,
      clientToken,
      'POST',
      '/tickets',
      { title, description: 'Desde esta mañana.', departmentId: department.id, priority: 'ALTA' },
    );
    ids.push(ticket.id);
  }
  await apiCall(baseUrl, adminToken, 'POST', '/tickets/bulk', {
    action: 'status',
    ticketIds: [ids[2]],
    status: 'RESUELTO',
    resolution: 'Se cambió el rollo.',
  });
  return { department: { id: department.id, name }, titles };
}

/** The texts of a table row, found by the name its first cell gives it. */
async function rowCells(page: Page, rowName: string): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Tickets por estado', exact: true });
  const row = table.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: rowName, exact: true }),
  });
  await row.first().waitFor(SLOW);
  return (await row.first().locator('th, td').allTextContents()).map((text) => text.trim());
}

/** The report on screen loaded: its detail table or its empty state, and no failure. */
async function reportShown(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page
    .getByRole('heading', { level: 2, name: 'Detalle' })
    .or(page.getByText('No hay datos con estos filtros.', { exact: false }))
    .first()
    .waitFor(SLOW);
  expect(await page.getByText('No se pudo cargar el reporte.').count(), title).toBe(0);
  expect(await page.getByRole('alert').count(), title).toBe(0);
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
  const leadToken = await apiLogin(baseUrl, ACCOUNTS.TECH_LEAD.email, ACCOUNTS.TECH_LEAD.password);
  leadId = (await apiCall<{ user: { id: string } }>(baseUrl, leadToken, 'GET', '/auth/me')).user.id;
});
afterAll(async () => browser.close());

describe('Reportes (docs/reports.md#pages)', () => {
  it(
    'opens every family’s first report from the cards, axe clean',
    async () => {
      const { context, page } = await newPage(browser, baseUrl, DESKTOP);
      await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/dashboard');
      const nav = page.getByRole('navigation', { name: 'Navegación principal' });
      await nav.getByRole('link', { name: 'Reportes' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/reports');
      await page.getByRole('heading', { level: 1, name: 'Reportes' }).waitFor();
      for (const [family] of FAMILIES) {
        await page.getByRole('heading', { level: 2, name: family, exact: true }).waitFor(SLOW);
      }
      expect(await axeViolations(page)).toEqual([]);

      for (const [family, title, path] of FAMILIES) {
        await page.goto('/admin/reports');
        await page
          .getByRole('list', { name: `Reportes de ${family}` })
          .getByRole('link', { name: new RegExp(`^${title}`) })
          .click();
        await page.waitForURL((url) => url.pathname === `/admin/reports/${path}`);
        await reportShown(page, title);
        expect(await axeViolations(page), path).toEqual([]);
      }
      await context.close();
    },
    LONG_JOURNEY_MS,
  );

  it(
    'reads a seeded figure, follows it into the ticket list, and downloads the PDF and the Excel',
    async () => {
      const seeded = await seed('admin');
      const { context, page } = await newPage(browser, baseUrl, DESKTOP);
      const address = `/admin/reports/tickets/status?period=7d&departmentId=${seeded.department.id}`;
      await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, address);
      await reportShown(page, 'Tickets por estado');
      // The filters come from the address.
      expect(await page.getByLabel('Periodo', { exact: true }).inputValue()).toBe('7d');
      expect(await page.getByLabel('Departamento', { exact: true }).inputValue()).toBe(
        seeded.department.id,
      );
      await expect
        .poll(async () => (await rowCells(page, 'Pendiente')).includes('2'), SLOW)
        .toBe(true);
      expect(await rowCells(page, 'Resuelto')).toContain('1');
      expect(await rowCells(page, 'Cerrado')).toContain('0');
      await page.getByRole('tab', { name: 'Gráfico' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // A filter changes the address, so the report can be shared as it is.
      await page.getByLabel('Periodo', { exact: true }).selectOption('30d');
      await page.waitForURL((url) => !url.searchParams.has('period'));
      await expect
        .poll(async () => (await rowCells(page, 'Pendiente')).includes('2'), SLOW)
        .toBe(true);

      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar a PDF (.pdf)' }).click(),
      ]);
      expect(pdf.suggestedFilename()).toMatch(
        /^reporte-tickets-por-estado-\d{4}-\d{2}-\d{2}\.pdf$/,
      );
      const pdfBytes = await readFile((await pdf.path())!);
      expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const [xlsx] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar a Excel (.xlsx)' }).click(),
      ]);
      expect(xlsx.suggestedFilename()).toMatch(
        /^reporte-tickets-por-estado-\d{4}-\d{2}-\d{2}\.xlsx$/,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile((await xlsx.path())!);
      const rows: string[][] = [];
      workbook.worksheets[0]!.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
      });
      expect(rows.flat()).toContain('Tickets por estado');
      expect(rows.flat().some((cell) => cell.includes(seeded.department.name))).toBe(true);
      const waiting = rows.find((row) => row[0] === 'Pendiente');
      expect(waiting).toContain('2');

      // "Ver tickets" opens the list with the row's filters: the two waiting tickets.
      await page.getByRole('link', { name: 'Ver los tickets de Pendiente' }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/tickets' &&
          url.searchParams.get('status') === 'PENDIENTE' &&
          url.searchParams.get('departmentId') === seeded.department.id,
      );
      for (const title of seeded.titles.slice(0, 2)) {
        await page.getByText(title).first().waitFor(SLOW);
      }
      expect(await page.getByText(seeded.titles[2]!).count()).toBe(0);
      await context.close();
    },
    JOURNEY_MS,
  );

  it(
    'fits a 375 px phone: folded filters, a table that scrolls in its region, the downloads at hand',
    async () => {
      const seeded = await seed('phone');
      const { context, page } = await newPage(browser, baseUrl, PHONE);
      await signIn(
        page,
        ACCOUNTS.ADMIN.email,
        ACCOUNTS.ADMIN.password,
        `/admin/reports/tickets/status?departmentId=${seeded.department.id}`,
      );
      await reportShown(page, 'Tickets por estado');
      await expect
        .poll(async () => (await rowCells(page, 'Pendiente')).includes('2'), SLOW)
        .toBe(true);
      const toggle = page.getByRole('button', { name: 'Filtros (1)' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByLabel('Departamento', { exact: true }).isVisible()).toBe(false);
      await toggle.click();
      expect(await page.getByLabel('Departamento', { exact: true }).isVisible()).toBe(true);
      for (const name of [
        'Exportar a CSV (.csv)',
        'Exportar a Excel (.xlsx)',
        'Exportar a PDF (.pdf)',
      ]) {
        const button = page.getByRole('button', { name });
        const box = await button.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, name).toBe(true);
        expect(box!.height, name).toBeGreaterThanOrEqual(40);
      }
      // The page never scrolls sideways; the table does, inside its region, its first column fixed.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      const firstCell = page
        .getByRole('table', { name: 'Tickets por estado', exact: true })
        .getByRole('rowheader', { name: 'Pendiente', exact: true });
      expect(await firstCell.evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky');
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
    JOURNEY_MS,
  );

  it(
    "gives a lead their departments' reports and refuses another department",
    async () => {
      const own = await seed('lead', { isLeads: true });
      const other = await seed('ajeno');
      const { context, page } = await newPage(browser, baseUrl, DESKTOP);
      await signIn(
        page,
        ACCOUNTS.TECH_LEAD.email,
        ACCOUNTS.TECH_LEAD.password,
        '/admin/departments',
      );
      const nav = page.getByRole('navigation', { name: 'Navegación principal' });
      await nav.getByRole('link', { name: 'Reportes' }).click();
      await page.getByRole('heading', { level: 1, name: 'Reportes' }).waitFor();
      await page
        .getByRole('list', { name: 'Reportes de Tickets' })
        .getByRole('link', { name: /^Tickets por estado/ })
        .click();
      await reportShown(page, 'Tickets por estado');
      const options = await page
        .getByLabel('Departamento', { exact: true })
        .locator('option')
        .allTextContents();
      expect(options).toContain(own.department.name);
      expect(options).not.toContain(other.department.name);
      expect(options[0]).toBe('Todos mis departamentos');
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/admin/reports/tickets/status?departmentId=${other.department.id}`);
      await page.getByText('No puedes ver reportes de ese departamento.').waitFor(SLOW);
      await context.close();
    },
    JOURNEY_MS,
  );

  it('tells a técnico the reports are not theirs, and an unknown report is not found', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await signIn(
      page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      '/admin/reports/tickets/status',
    );
    await page.getByText('Los reportes son para administradores y jefes de equipo.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.goto('/admin/reports/tickets/weather');
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    await context.close();
  });
});
