import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

/*
 * docs/sla.md#dashboard: each test seeds a department of its own, led by the shared lead, with a
 * policy whose first response is due in 30 minutes (so a new ticket is at once "por vencer"):
 * one ticket answered in time, one resolved, one waiting. The administrator reads the figures at
 * desktop and 375 px (axe clean), sees a new ticket join the at-risk list live, and follows the
 * panel's SLA card to the dashboard; a lead is scoped to their departments; a técnico is refused.
 */

const baseUrl = inject('baseUrl');
const STAMP = Date.now();
const VIEWPORTS = [
  ['desktop', { width: 1366, height: 860 }],
  ['375 px', { width: 375, height: 812 }],
] as const;
// Figures arrive with a refetch: on a loaded host it takes longer than expect.poll's default.
const SLOW = { timeout: 15_000 };

let browser: Browser;
let adminToken = '';
let clientToken = '';
let leadId = '';

type Ticket = { id: string; number: number; title: string };

const targets = (firstResponseMinutes: number, resolutionMinutes: number) =>
  Object.fromEntries(
    ['BAJA', 'MEDIA', 'ALTA', 'URGENTE'].map((priority) => [
      priority,
      { firstResponseMinutes, resolutionMinutes },
    ]),
  );

async function fileTicket(departmentId: string, title: string): Promise<Ticket> {
  const { ticket } = await apiCall<{ ticket: { id: string; number: number } }>(
    baseUrl,
    clientToken,
    'POST',
    '/tickets',
    { title, description: 'Desde esta mañana.', departmentId, priority: 'ALTA' },
  );
  return { ...ticket, title };
}

/** A department of the lead's with its 30-minute policy and three tickets (see the header). */
async function seed(label: string, { isLeads = true } = {}) {
  const name = `Caja ${label} ${STAMP}`;
  const { department } = await apiCall<{ department: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/departments',
    { name, description: 'Cajas y boletas', ...(isLeads ? { leadId } : {}) },
  );
  await apiCall(baseUrl, adminToken, 'POST', '/sla/policies', {
    name: `SLA ${label} ${STAMP}`,
    departmentId: department.id,
    targets: targets(30, 480),
  });
  const answered = await fileTicket(department.id, `La caja no abre ${label} ${STAMP}`);
  const resolved = await fileTicket(department.id, `Boleta sin RUC ${label} ${STAMP}`);
  const waiting = await fileTicket(department.id, `La ticketera no imprime ${label} ${STAMP}`);
  await apiCall(baseUrl, adminToken, 'POST', `/tickets/${answered.id}/comments`, {
    body: 'Hola, ya lo estamos revisando.',
    isInternal: false,
  });
  await apiCall(baseUrl, adminToken, 'POST', '/tickets/bulk', {
    action: 'status',
    ticketIds: [resolved.id],
    status: 'RESUELTO',
    resolution: 'Se corrigió la boleta.',
  });
  return { department: { id: department.id, name }, answered, resolved, waiting };
}

/** The big figure of a tile in "Cifras de SLA". */
async function tile(page: Page, label: string): Promise<string> {
  const item = page
    .getByRole('region', { name: 'Cifras de SLA' })
    .getByRole('listitem')
    .filter({ hasText: label });
  return (await item.locator('span.text-2xl').textContent()) ?? '';
}

const atRiskList = (page: Page) =>
  page.getByRole('list', { name: 'Tickets por vencer, el más próximo primero' });

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
  const leadToken = await apiLogin(baseUrl, ACCOUNTS.TECH_LEAD.email, ACCOUNTS.TECH_LEAD.password);
  leadId = (await apiCall<{ user: { id: string } }>(baseUrl, leadToken, 'GET', '/auth/me')).user.id;
});
afterAll(async () => browser.close());

describe('Panel de SLA', () => {
  it.each(VIEWPORTS)(
    'shows an administrator the compliance and the live at-risk list (%s)',
    async (size, viewport) => {
      const seeded = await seed(`admin ${size}`);
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signIn(
        page,
        ACCOUNTS.ADMIN.email,
        ACCOUNTS.ADMIN.password,
        `/admin/sla-dashboard?period=30d&departmentId=${seeded.department.id}`,
      );
      await page.getByRole('heading', { level: 1, name: 'Panel de SLA' }).waitFor();
      // The filters come from the address.
      expect(await page.getByLabel('Periodo', { exact: true }).inputValue()).toBe('30d');
      await expect.poll(() => tile(page, 'Cumplimiento de primera respuesta'), SLOW).toBe('100 %');
      expect(await tile(page, 'Cumplimiento de resolución')).toBe('100 %');
      await expect.poll(() => tile(page, 'Por vencer'), SLOW).toBe('1');
      expect(await tile(page, 'Vencidos')).toBe('0');
      const list = atRiskList(page);
      const waiting = list.getByRole('link', { name: new RegExp(seeded.waiting.title) });
      await waiting.waitFor();
      expect(await waiting.textContent()).toContain('Primera respuesta');
      expect(await waiting.textContent()).toMatch(/Vence en \d+ min/);
      expect(await waiting.getAttribute('href')).toBe(`/tickets/${seeded.waiting.number}`);
      const priority = page.getByRole('region', { name: 'Cumplimiento por prioridad' });
      expect(await priority.textContent()).toContain('1 a tiempo · 0 vencidos');
      expect(await axeViolations(page)).toEqual([]);

      // A new ticket joins the list as its event arrives, without a reload.
      const late = await fileTicket(seeded.department.id, `Sin señal en caja 2 ${size} ${STAMP}`);
      await list.getByRole('link', { name: new RegExp(late.title) }).waitFor(SLOW);
      await expect.poll(() => tile(page, 'Por vencer'), SLOW).toBe('2');

      await waiting.click();
      await page.waitForURL(new RegExp(`/tickets/${seeded.waiting.number}$`));
      await context.close();
    },
  );

  it("leads from the panel's SLA card to the dashboard with the same filters", async () => {
    const seeded = await seed('panel');
    const { context, page } = await newPage(browser, baseUrl, { width: 1366, height: 860 });
    await signIn(
      page,
      ACCOUNTS.ADMIN.email,
      ACCOUNTS.ADMIN.password,
      `/admin/dashboard?departmentId=${seeded.department.id}`,
    );
    const card = page.getByRole('region', { name: 'SLA', exact: true });
    await expect
      .poll(
        async () =>
          (await card
            .getByRole('link', { name: /^Por vencer/ })
            .locator('span.text-2xl')
            .textContent()) ?? '',
        SLOW,
      )
      .toBe('1');
    await card.getByRole('link', { name: 'Ver el panel de SLA' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/admin/sla-dashboard' &&
        url.searchParams.get('departmentId') === seeded.department.id,
    );
    await page.getByRole('heading', { level: 1, name: 'Panel de SLA' }).waitFor();
    await atRiskList(page)
      .getByRole('link', { name: new RegExp(seeded.waiting.title) })
      .waitFor();
    await context.close();
  });

  it("scopes a lead to their departments and refuses another department's figures", async () => {
    const own = await seed('lead');
    const other = await seed('ajeno', { isLeads: false });
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(
      page,
      ACCOUNTS.TECH_LEAD.email,
      ACCOUNTS.TECH_LEAD.password,
      '/admin/sla-dashboard',
    );
    await page.getByRole('heading', { level: 1, name: 'Panel de SLA' }).waitFor();
    const list = atRiskList(page);
    await list.getByRole('link', { name: new RegExp(own.waiting.title) }).waitFor(SLOW);
    expect(await list.getByRole('link', { name: new RegExp(other.waiting.title) }).count()).toBe(0);
    const options = await page
      .getByLabel('Departamento', { exact: true })
      .locator('option')
      .allTextContents();
    expect(options).toContain(own.department.name);
    expect(options).not.toContain(other.department.name);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/admin/sla-dashboard?departmentId=${other.department.id}`);
    await page.getByText('Solo puedes ver los paneles de tus departamentos.').waitFor(SLOW);
    expect(
      await page.getByRole('list', { name: 'Tickets por vencer, el más próximo primero' }).count(),
    ).toBe(0);
    await context.close();
  });

  it('tells a técnico the page is not theirs', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(
      page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      '/admin/sla-dashboard',
    );
    await page
      .getByText('El panel de SLA es de los administradores y los líderes técnicos.', {
        exact: false,
      })
      .waitFor();
    expect(await page.getByRole('region', { name: 'Cifras de SLA' }).count()).toBe(0);
    await context.close();
  });
});
