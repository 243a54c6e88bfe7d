import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS, PASSWORD } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn, signInThroughForm } from '../support/browser';

/**
 * The técnico's queue (docs/product/tickets.md#ticket-list): the split view at 1440 px, view tabs
 * with live counts, the Escalados view and its heading, the assignment picker with each person's
 * load; on a 375 px phone the "Filtros (n)" sheet, header titles that are never cut, and skeletons
 * instead of a false empty state on a slow connection.
 */
const baseUrl = inject('baseUrl');
const STAMP = Date.now();
const DEPARTMENT = `Cola de caja ${STAMP}`;
const FULL_TECHNICIAN = `Ana Cupo ${STAMP}`;

let browser: Browser;
let adminToken = '';
let technicianToken = '';
const ticketIds: string[] = [];
const ticketNumbers: number[] = [];

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

async function userIdOf(email: string): Promise<string> {
  const token = await apiLogin(baseUrl, email, PASSWORD);
  return (await api<{ user: { id: string } }>('/auth/me', token, 'GET')).user.id;
}

/** The Escalados count the server gives the técnico (what the tab must show). */
async function escalatedCount(): Promise<number> {
  const { counts } = await api<{ counts: { id: string; count: number }[] }>(
    '/saved-views/counts',
    technicianToken,
    'GET',
  );
  return counts.find((count) => count.id === 'escalated')?.count ?? -1;
}

function escalate(ticketId: string) {
  return api('/tickets/bulk', adminToken, 'POST', {
    action: 'status',
    ticketIds: [ticketId],
    status: 'ESCALADO',
  });
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The figure a view tab shows next to its name ("Escalados 2" → 2). */
/**
 * On a phone the header's title is for screen readers only (no room beside its buttons) and the
 * page's h1 shows the title whole: not cut with "…", not wider than its box, on whole words.
 */
async function expectTitleWhole(page: Page, headerTitle: string, heading: string): Promise<void> {
  const header = page.locator('header p').first();
  await expect.poll(() => header.textContent()).toBe(headerTitle);
  expect(
    await header.evaluate((element) => element.getBoundingClientRect().width),
  ).toBeLessThanOrEqual(1);
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await h1.waitFor();
  const fits = await h1.evaluate((element) => ({
    whole: element.scrollWidth <= element.clientWidth,
    ellipsis: getComputedStyle(element).textOverflow === 'ellipsis',
    lines: Math.round(
      element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    ),
  }));
  expect(fits).toEqual({ whole: true, ellipsis: false, lines: 1 });
}

async function tabCount(page: Page, name: string): Promise<number> {
  const tab = page.getByRole('navigation', { name: 'Vistas' }).getByRole('link', {
    name: new RegExp(`^${name}`),
  });
  const text = (await tab.textContent()) ?? '';
  const match = /(\d+)\+?,/.exec(text.replace(name, ''));
  return match ? Number(match[1]) : -1;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  technicianToken = await apiLogin(baseUrl, ACCOUNTS.TECHNICIAN.email, PASSWORD);
  const created = await api<{ department?: { id: string }; id?: string }>(
    '/departments',
    adminToken,
    'POST',
    { name: DEPARTMENT, description: 'Cajas y boletas' },
  );
  const departmentId = created.department?.id ?? created.id ?? '';
  // A técnico already at their maximum of one open ticket.
  const full = await api<{ technician: { id: string } }>('/technicians', adminToken, 'POST', {
    name: FULL_TECHNICIAN,
    email: `ana.cupo.${STAMP}@atiende.pe`,
    password: PASSWORD,
    departmentIds: [departmentId],
    maxOpenTickets: 1,
  });
  const technicianId = await userIdOf(ACCOUNTS.TECHNICIAN.email);
  await api(`/departments/${departmentId}/members`, adminToken, 'PUT', {
    userIds: [technicianId, full.technician.id],
  });
  const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, PASSWORD);
  for (const title of ['Caja 1 no abre', 'Boletas duplicadas', 'Ticketera sin papel']) {
    const { ticket } = await api<{ ticket: { id: string; number: number } }>(
      '/tickets',
      clientToken,
      'POST',
      { title: `${title} ${STAMP}`, description: 'Desde la apertura.', departmentId },
    );
    ticketIds.push(ticket.id);
    ticketNumbers.push(ticket.number);
  }
  await api(`/tickets/${ticketIds[0]}/assign`, adminToken, 'POST', {
    assignedToId: full.technician.id,
  });
  await escalate(ticketIds[1]!);
});
afterAll(async () => browser.close());

describe('the queue at 1440 px', () => {
  it('counts the views live, heads Escalados, opens tickets beside the list and moves with j', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 1440, height: 900 });
    await signIn(page, ACCOUNTS.TECHNICIAN.email, PASSWORD, '/tickets');
    await page.getByRole('heading', { level: 1, name: 'Mis Tickets' }).waitFor();

    await page.getByRole('link', { name: /^Escalados/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Escalados' }).waitFor();
    await expect.poll(() => tabCount(page, 'Escalados')).toBe(await escalatedCount());
    // Someone else escalates a ticket: the tab follows without a reload.
    const before = await tabCount(page, 'Escalados');
    await escalate(ticketIds[2]!);
    await expect.poll(() => tabCount(page, 'Escalados'), { timeout: 20_000 }).toBe(before + 1);
    await expectNoAxeViolations(page);

    // The ticket opens beside the list: the list stays, with the view in the URL.
    await page.reload();
    const title = `Ticketera sin papel ${STAMP}`;
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(new RegExp(`/tickets/${ticketNumbers[2]}\\?status=ESCALADO`));
    const list = page.getByRole('region', { name: 'Lista de tickets' });
    const ticket = page.getByRole('region', { name: 'Ticket abierto' });
    await ticket.getByRole('heading', { level: 1, name: /Ticketera sin papel/ }).waitFor();
    const card = list.getByRole('link', { name: new RegExp(title) });
    expect(await card.getAttribute('aria-current')).toBe('page');
    const listBox = await list.boundingBox();
    const ticketBox = await ticket.boundingBox();
    expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(ticketBox!.x);
    await expectNoAxeViolations(page);

    // j opens the next ticket of the view (the newest first: the one escalated before) beside
    // the same list.
    await page.locator('body').press('j');
    await page.waitForURL((url) => url.pathname !== `/tickets/${ticketNumbers[2]}`);
    expect(new URL(page.url()).search).toBe('?status=ESCALADO');
    await list.getByRole('link', { name: /^Escalados/ }).waitFor();
    await context.close();
  });

  it("offers the department's staff with their load and warns about someone full", async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 1440, height: 900 });
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, `/tickets/${ticketIds[1]}`);
    const ticket = page.getByRole('region', { name: 'Ticket abierto' });
    await ticket.getByRole('button', { name: 'Asignar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Asignar ticket' });
    const select = dialog.getByLabel('Técnico');
    await expect
      .poll(() => select.locator('option').allTextContents())
      .toContain(`${FULL_TECHNICIAN} (1/1, sin cupo · disponible)`);
    const options = await select.locator('option').allTextContents();
    expect(options.some((option) => option.startsWith(ACCOUNTS.TECHNICIAN.name))).toBe(true);
    // Administrators are offered only when they belong to the department.
    expect(options.some((option) => option.startsWith(ACCOUNTS.ADMIN.name))).toBe(false);
    await select.selectOption({ label: `${FULL_TECHNICIAN} (1/1, sin cupo · disponible)` });
    await dialog
      .getByText(`${FULL_TECHNICIAN} tiene 1 de 1 ticket abierto. ¿Asignar de todos modos?`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Asignar de todos modos' }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe('the queue on a 375 px phone', () => {
  it('keeps the filters in a sheet behind "Filtros (n)" and the titles whole', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 740 });
    await signIn(page, ACCOUNTS.TECHNICIAN.email, PASSWORD, '/tickets?status=ESCALADO');
    await page.getByRole('heading', { level: 1, name: 'Escalados' }).waitFor();
    const firstCard = page.getByRole('list', { name: 'Tickets' }).getByRole('link').first();
    await firstCard.waitFor();
    // The queue starts near the top instead of under the filters.
    expect((await firstCard.boundingBox())!.y).toBeLessThan(400);
    // The view tabs scroll inside their row: the page is never wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await expectTitleWhole(page, 'Mis Tickets', 'Escalados');

    await page.getByRole('button', { name: 'Filtros (1)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await sheet.getByLabel('Departamento').waitFor();
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: 'Ver tickets' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('shows skeletons, never a false empty state, while a view and a ticket load', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 740 });
    // Still skeletons, so axe can look at them (its helper waits for animations to end).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInThroughForm(page, ACCOUNTS.TECHNICIAN.email, PASSWORD);
    // A view with nothing in it first: its empty answer is what a slow next view used to show.
    await page.goto('/tickets?priority=URGENTE&status=RESUELTO');
    await page.getByText('Sin resultados').waitFor();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/tickets(\?|\/[^/]+$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: /^Todos/ }).click();
    await page.getByTestId('ticket-list-skeleton').waitFor();
    expect(await page.getByText('Aún no hay tickets.').count()).toBe(0);
    expect(await page.getByText('Sin resultados').count()).toBe(0);
    release();
    await page.getByRole('list', { name: 'Tickets' }).getByRole('link').first().waitFor();

    let releaseTicket: () => void = () => {};
    const heldTicket = new Promise<void>((resolve) => {
      releaseTicket = resolve;
    });
    await page.unroute(/\/api\/tickets(\?|\/[^/]+$)/);
    await page.route(`**/api/tickets/${ticketIds[1]}`, async (route) => {
      await heldTicket;
      await route.continue();
    });
    await page.goto(`/tickets/${ticketIds[1]}`);
    await page.getByTestId('ticket-detail-skeleton').waitFor();
    expect(await page.getByText('Cargando...').count()).toBe(0);
    await expectNoAxeViolations(page);
    releaseTicket();
    await page.getByRole('heading', { level: 1, name: /Boletas duplicadas/ }).waitFor();
    await context.close();
  });

  it('opens ticket #n from the search box with Enter', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 740 });
    await signIn(page, ACCOUNTS.TECHNICIAN.email, PASSWORD, '/tickets?view=all');
    await page.getByLabel('Buscar tickets').fill(`#${ticketNumbers[2]}`);
    await page.getByLabel('Buscar tickets').press('Enter');
    await page.waitForURL((url) => url.pathname === `/tickets/${ticketNumbers[2]}`);
    await context.close();
  });

  it("keeps an administrator's long header title whole", async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 740 });
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/team');
    await expectTitleWhole(page, 'Equipo y Roles', 'Equipo y Roles');
    await context.close();
  });
});
