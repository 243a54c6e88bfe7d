import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { followPage } from '../support/failure-context';
import { launchBrowser, newPage, signIn } from '../support/browser';

/**
 * docs/product/tickets.md#closing: the Solución on the ticket, the client's "¿Se resolvió tu
 * problema?" and rating (two taps on a phone), the closed notice, and staff reading it all.
 */
const baseUrl = inject('baseUrl');
const STAMP = Date.now();
const DEPARTMENT = `Cierre de tickets ${STAMP}`;
const RESOLUTION = `Se cambió el cable de red de la caja 2 (${STAMP}).`;
const PHONE = { width: 375, height: 812 };

let browser: Browser;
let departmentId = '';
let technicianId = '';
const tokens = { admin: '', technician: '', client: '' };

type TicketAnswer = { ticket: { id: string; number: number; version: number } };

async function api<T>(path: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A ticket the client filed, taken and resolved by the técnico through the API. */
async function resolvedTicket(title: string) {
  const { ticket } = await api<TicketAnswer>('/tickets', tokens.client, 'POST', {
    title,
    description: 'La caja 2 no se conecta al servidor desde esta mañana.',
    departmentId,
  });
  await api(`/tickets/${ticket.id}/assign`, tokens.technician, 'POST', {
    assignedToId: technicianId,
  });
  const { ticket: current } = await api<TicketAnswer>(`/tickets/${ticket.id}`, tokens.technician);
  await api(`/tickets/${ticket.id}`, tokens.technician, 'PUT', {
    version: current.version,
    status: 'RESUELTO',
    resolution: RESOLUTION,
  });
  return ticket;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

async function phonePage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
  });
  const page = await context.newPage();
  followPage(page);
  return { context, page };
}

beforeAll(async () => {
  browser = await launchBrowser();
  tokens.admin = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  tokens.technician = await apiLogin(
    baseUrl,
    ACCOUNTS.TECHNICIAN.email,
    ACCOUNTS.TECHNICIAN.password,
  );
  tokens.client = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
  const created = await api<{ department?: { id: string }; id?: string }>(
    '/departments',
    tokens.admin,
    'POST',
    { name: DEPARTMENT, description: 'Redes y cajas' },
  );
  departmentId = created.department?.id ?? created.id ?? '';
  const me = await api<{ user: { id: string } }>('/auth/me', tokens.technician);
  technicianId = me.user.id;
  await api(`/departments/${departmentId}/members`, tokens.admin, 'PUT', {
    userIds: [technicianId],
  });
});
afterAll(async () => browser.close());

let ratedTicket = { id: '', number: 0 };

describe("the client's close", () => {
  it('closes and rates a ticket in two taps on a 375 px phone', async () => {
    const ticket = await resolvedTicket(`Sin red en la caja 2 ${STAMP}`);
    ratedTicket = ticket;
    const { context, page } = await phonePage();
    await signIn(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password, `/tickets/${ticket.id}`);
    const solution = page.getByRole('region', { name: 'Solución' });
    await solution.getByText(RESOLUTION).waitFor();
    await solution.getByText(`Resuelto por ${ACCOUNTS.TECHNICIAN.name}`).waitFor();
    await page.getByRole('heading', { name: '¿Se resolvió tu problema?' }).waitFor();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sí, cerrar ticket' }).tap();
    const star = page.getByRole('button', { name: '4 de 5' });
    await star.waitFor();
    await expectNoAxeViolations(page);
    await star.tap();

    const yours = page.getByRole('region', { name: 'Tu calificación' });
    await yours.getByText('4 de 5').waitFor();
    await yours.getByText('¡Gracias por tu calificación!').waitFor();
    const closed = page.getByRole('region', { name: 'Este ticket está cerrado' });
    const related = closed.getByRole('link', { name: 'Crear un ticket relacionado' });
    expect(await related.getAttribute('href')).toBe(`/tickets/new?related=${ticket.number}`);
    // No reply box on a closed ticket: nothing to send that could fail.
    expect(await page.getByRole('textbox', { name: 'Mensaje' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '¿Se resolvió tu problema?' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();

    const stored = await api<{ rating: { rating: number } }>(
      `/tickets/${ticket.id}/rating`,
      tokens.admin,
    );
    expect(stored.rating.rating).toBe(4);
  });

  it('reopens with a required reason at 1440 px, the reason left in the conversation', async () => {
    const ticket = await resolvedTicket(`La caja 3 se reinicia ${STAMP}`);
    const { context, page } = await newPage(browser, baseUrl, { width: 1440, height: 900 });
    await signIn(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password, `/tickets/${ticket.id}`);
    await page.getByRole('region', { name: 'Solución' }).getByText(RESOLUTION).waitFor();
    // The priority is the team's once the ticket exists: a badge, not a menu.
    expect(await page.getByRole('button', { name: /Cambiar prioridad/ }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'No, sigue el problema' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Qué sigue fallando?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reabrir ticket' }).click();
    await dialog.getByText('Cuéntanos qué sigue fallando').waitFor();
    await expectNoAxeViolations(page);
    const reason = `Volvió a reiniciarse a las 9 ${STAMP}`;
    await dialog.getByLabel('Motivo', { exact: true }).fill(reason);
    await dialog.getByRole('button', { name: 'Reabrir ticket' }).click();
    await page.getByText(`El problema sigue: ${reason}`).waitFor();
    await page.getByText('Recibimos tu ticket. Un técnico lo tomará pronto.').waitFor();
    expect(await page.getByRole('region', { name: 'Solución' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Mensaje' }).count()).toBe(1);
    await context.close();
  });
});

describe('staff on a closed, rated ticket', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    it(`shows the técnico the Solución, the rating and the closed notice at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signIn(
        page,
        ACCOUNTS.TECHNICIAN.email,
        ACCOUNTS.TECHNICIAN.password,
        `/tickets/${ratedTicket.id}`,
      );
      await page.getByRole('region', { name: 'Solución' }).getByText(RESOLUTION).waitFor();
      const rating = page.getByRole('region', { name: 'Calificación del cliente' });
      await rating.getByText('4 de 5').waitFor();
      await rating.getByText(`Calificó ${ACCOUNTS.CLIENT.name}`).waitFor();
      await rating.getByText('Sin comentario').waitFor();
      await page.getByRole('region', { name: 'Este ticket está cerrado' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Mensaje' }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
