import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

/*
 * docs/product/tickets.md#live-updates live list: a técnico has the list open; a client creates a
 * ticket in the técnico's department and an administrator changes two shown tickets. Without a
 * reload, "1 nuevo ticket — Mostrar" appears and the new row waits behind it; the changed row
 * updates in place and the one that left the view stays, dimmed and marked. "Mostrar" inserts the
 * row and focuses it.
 */

const baseUrl = inject('baseUrl');
const STAMP = Date.now();
const DEPARTMENT = `En vivo ${STAMP}`;

/** expect.poll gives up after 1 s by default; a socket frame and a refetch may take longer. */
const POLL = { timeout: 10_000 };

let browser: Browser;
let adminToken = '';
let clientToken = '';
let departmentId = '';

async function api<T>(path: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { data: T }).data;
}

async function createTicket(title: string): Promise<{ id: string; number: number }> {
  const { ticket } = await api<{ ticket: { id: string; number: number } }>(
    '/tickets',
    clientToken,
    'POST',
    { title, description: 'La balanza no conecta con la caja.', departmentId },
  );
  return ticket;
}

const bulk = (body: Record<string, unknown>) => api('/tickets/bulk', adminToken, 'POST', body);

/** The titles of the table's rows, top to bottom. */
const rowTitles = (page: Page) => page.locator('tbody [data-ticket-link]').allTextContents();

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
  const technicianToken = await apiLogin(
    baseUrl,
    ACCOUNTS.TECHNICIAN.email,
    ACCOUNTS.TECHNICIAN.password,
  );
  const { user } = await api<{ user: { id: string } }>('/auth/me', technicianToken);
  const created = await api<{ department?: { id: string }; id?: string }>(
    '/departments',
    adminToken,
    'POST',
    { name: DEPARTMENT },
  );
  departmentId = created.department?.id ?? created.id ?? '';
  await api(`/departments/${departmentId}/members`, adminToken, 'PUT', {
    userIds: [user.id],
  });
});
afterAll(async () => browser.close());

describe('the ticket list under live updates (docs/product/tickets.md#live-updates)', () => {
  it('holds a new ticket behind "1 nuevo ticket — Mostrar", then inserts and focuses it', async () => {
    const stays = await createTicket(`Balanza sin conexión ${STAMP}`);
    const leaves = await createTicket(`Cajón trabado ${STAMP}`);
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(
      page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      `/tickets?departmentId=${departmentId}&status=PENDIENTE`,
    );
    await page.locator('[data-realtime="connected"]').waitFor({ timeout: 15_000 });
    await expect.poll(() => rowTitles(page), POLL).toHaveLength(2);
    const before = await rowTitles(page);
    // A reload would drop this marker.
    await page.evaluate(() => Object.assign(window, { ticketsLiveMarker: true }));

    // Others change the view: a priority in place, a status that takes a row out of it.
    await bulk({ action: 'priority', ticketIds: [stays.id], priority: 'ALTA' });
    await bulk({ action: 'status', ticketIds: [leaves.id], status: 'EN_PROGRESO' });
    const staysRow = page.locator(`tr[data-ticket-id="${stays.id}"]`);
    const leavesRow = page.locator(`tr[data-ticket-id="${leaves.id}"]`);
    await expect.poll(() => leavesRow.getAttribute('data-gone').catch(() => null), POLL).toBe('');
    await expect.poll(() => staysRow.textContent(), POLL).toContain('Alta');
    expect(await leavesRow.textContent()).toContain('Ya no está en esta vista');
    expect(await rowTitles(page)).toEqual(before);

    const created = await createTicket(`Impresora de cocina apagada ${STAMP}`);
    const show = page.getByRole('button', { name: '1 nuevo ticket — Mostrar' });
    await show.waitFor({ timeout: 10_000 });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'nuevo ticket' }).allTextContents())
      .toEqual(['1 nuevo ticket']);
    // Nothing inserted, removed or reordered while the button waits.
    expect(await rowTitles(page)).toEqual(before);
    expect(await page.evaluate(() => 'ticketsLiveMarker' in window)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await show.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), POLL)
      .toBe(`Impresora de cocina apagada ${STAMP}`);
    const after = await rowTitles(page);
    expect(after).toContain(`Impresora de cocina apagada ${STAMP}`);
    expect(after).toContain(`Balanza sin conexión ${STAMP}`);
    expect(after).not.toContain(`Cajón trabado ${STAMP}`);
    expect(await show.count()).toBe(0);
    expect(await page.locator('[data-gone]').count()).toBe(0);
    expect(await page.locator(`tr[data-ticket-id="${created.id}"]`).count()).toBe(1);
    await context.close();
  });

  it('holds new tickets the same way on a phone, in cards', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 780 });
    await signIn(
      page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      `/tickets?departmentId=${departmentId}`,
    );
    await page.locator('[data-realtime="connected"]').waitFor({ timeout: 15_000 });
    const cards = page.locator('ul [data-ticket-link]');
    await expect.poll(() => cards.count(), POLL).toBeGreaterThan(0);
    const before = await cards.count();

    const created = await createTicket(`Lector de códigos sin luz ${STAMP}`);
    const show = page.getByRole('button', { name: '1 nuevo ticket — Mostrar' });
    await show.waitFor({ timeout: 10_000 });
    expect(await cards.count()).toBe(before);

    await show.click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-ticket-id')), POLL)
      .toBe(created.id);
    expect(await cards.count()).toBe(before + 1);
    await context.close();
  });
  it("tells of someone else's change on the open ticket and keeps the composer's text", async () => {
    const ticket = await createTicket(`Pantalla de cocina en negro ${STAMP}`);
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(
      page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      `/tickets/${ticket.id}`,
    );
    await page.locator('[data-realtime="connected"]').waitFor({ timeout: 15_000 });
    const composer = page.getByRole('textbox', { name: 'Mensaje' });
    await composer.fill('Revisé el cable HDMI y');

    await bulk({ action: 'status', ticketIds: [ticket.id], status: 'EN_PROGRESO' });
    const notice = page.getByRole('status').filter({ hasText: 'cambió el estado a En progreso' });
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.textContent()).toMatch(/cambió el estado a En progreso · hace un momento$/);
    expect(await composer.inputValue()).toBe('Revisé el cable HDMI y');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Cerrar aviso' }).click();
    expect(await notice.count()).toBe(0);
    await context.close();
  });
});
