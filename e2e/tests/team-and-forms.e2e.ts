import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

// Issue 13: Equipo y Roles fits 1440 px with staff and clients on two tabs; one toast per outcome
// (none beside a field message); the signed-in client's "Nuevo Ticket" with files, focus on the
// first invalid field and `?related=N` (docs/team.md, docs/tickets.md#creating-a-ticket).

const baseUrl = inject('baseUrl');
const STAMP = Date.now();
const DEPARTMENT = `Mesa de ayuda ${STAMP}`;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d8a8d90000000049454e44ae426082',
  'hex',
);
let browser: Browser;
let adminToken: string;

async function api<T>(method: string, route: string, body?: object, token = adminToken) {
  const response = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** Nothing wider than the window: the page does not scroll sideways. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Two frames after the last change: a toast raised with it would be in the DOM by now. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
const toastCount = (page: Page) => page.locator('[data-sonner-toast]').count();
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await api('POST', '/departments', { name: DEPARTMENT, description: null });
});
afterAll(async () => browser.close());

describe('Equipo y Roles: staff and clients on two tabs', () => {
  it('fits 1440 px with Acciones in view, and keeps the tab in the URL', async () => {
    const { context, page } = await newPage(browser, baseUrl, DESKTOP);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/team');
    await page.getByRole('heading', { level: 1, name: 'Equipo y Roles' }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Personas' });
    expect(await tabs.getByRole('tab', { name: 'Equipo' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const technicianRow = page.getByRole('row').filter({ hasText: ACCOUNTS.TECHNICIAN.email });
    await technicianRow.waitFor();
    expect(await page.getByRole('row').filter({ hasText: ACCOUNTS.CLIENT.email }).count()).toBe(0);
    const actions = technicianRow.getByRole('button', {
      name: `Acciones para ${ACCOUNTS.TECHNICIAN.name}`,
    });
    const box = await actions.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(DESKTOP.width);
    // Neither the page nor the table's own region scrolls sideways.
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const tableOverflow = await page
      .getByRole('table')
      .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
    // One pixel of rounding between the table's and its frame's widths is not a scrollbar.
    expect(tableOverflow).toBeLessThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);

    await tabs.getByRole('tab', { name: 'Clientes' }).click();
    await page.waitForURL(/[?&]tab=clientes/);
    const clientRow = page.getByRole('row').filter({ hasText: ACCOUNTS.CLIENT.email });
    await clientRow.waitFor();
    expect(await page.getByRole('row').filter({ hasText: ACCOUNTS.TECHNICIAN.email }).count()).toBe(
      0,
    );
    await clientRow
      .getByRole('button', { name: `Acciones para ${ACCOUNTS.CLIENT.name}` })
      .waitFor();
    expect(await page.getByRole('columnheader', { name: 'Empresa' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The address opens the same tab.
    await page.reload();
    await page.getByRole('row').filter({ hasText: ACCOUNTS.CLIENT.email }).waitFor();
    expect(await tabs.getByRole('tab', { name: 'Clientes' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await context.close();
  });

  it('shows the clients tab as cards at 375 px, nothing wider than the phone', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/team?tab=clientes');
    const card = page.getByRole('listitem').filter({ hasText: ACCOUNTS.CLIENT.email });
    await card.waitFor();
    const actions = card.getByRole('button', { name: `Acciones para ${ACCOUNTS.CLIENT.name}` });
    const box = await actions.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Equipo' }).click();
    await page.getByRole('listitem').filter({ hasText: ACCOUNTS.TECHNICIAN.email }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBeNull();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('one toast per outcome', () => {
  it('an empty or taken department name shows the field message and no toast', async () => {
    const { context, page } = await newPage(browser, baseUrl, DESKTOP);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/departments');
    await page.getByRole('heading', { level: 1, name: 'Departamentos' }).waitFor();
    await page.getByRole('button', { name: 'Nuevo departamento' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo departamento' });
    await dialog.getByRole('button', { name: 'Crear departamento' }).click();
    await dialog.getByText('El nombre es obligatorio').waitFor();
    await settle(page);
    expect(await toastCount(page)).toBe(0);
    expect(await focusedId(page)).toBe('department-name');

    // The server's refusal of a taken name is a field message too, not a toast beside it.
    await dialog.getByLabel('Nombre', { exact: true }).fill(DEPARTMENT);
    await dialog.getByRole('button', { name: 'Crear departamento' }).click();
    await dialog.getByText('Ya existe un departamento con ese nombre.').waitFor();
    await settle(page);
    expect(await toastCount(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('places a toast clear of the page buttons: top centre at 1440 px, bottom at 375 px', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/departments');
      await page.getByRole('button', { name: 'Nuevo departamento' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo departamento' });
      await dialog.getByLabel('Nombre', { exact: true }).fill(`Caja ${viewport.width} ${STAMP}`);
      await dialog.getByRole('button', { name: 'Crear departamento' }).click();
      const toast = page.locator('[data-sonner-toast]').first();
      await toast.waitFor();
      const toastBox = (await toast.boundingBox())!;
      const newButton = page.getByRole('button', { name: 'Nuevo departamento' }).first();
      const buttonBox = (await newButton.boundingBox())!;
      const overlaps =
        toastBox.x < buttonBox.x + buttonBox.width &&
        buttonBox.x < toastBox.x + toastBox.width &&
        toastBox.y < buttonBox.y + buttonBox.height &&
        buttonBox.y < toastBox.y + toastBox.height;
      expect(overlaps).toBe(false);
      if (viewport === PHONE) expect(toastBox.y).toBeGreaterThan(viewport.height / 2);
      else expect(toastBox.y).toBeLessThan(viewport.height / 2);
      await context.close();
    }
  });
});

describe('the client\'s "Nuevo Ticket"', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`focuses the title on an empty submit and sends a file (${viewport.width} px)`, async () => {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signIn(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password, '/tickets/new');
      await page.getByRole('heading', { level: 1, name: 'Nuevo Ticket' }).waitFor();
      await page.getByRole('button', { name: 'Crear ticket' }).click();
      await page.getByText('El título es obligatorio').waitFor();
      expect(await focusedId(page)).toBe('ticket-title');
      await settle(page);
      expect(await toastCount(page)).toBe(0);

      const title = `Boletas sin logo ${viewport.width} ${STAMP}`;
      await page.getByLabel('Título').fill(title);
      await page.getByLabel('Descripción').fill('Las boletas salen sin el logo desde ayer.');
      await page.getByLabel('Departamento').selectOption({ label: DEPARTMENT });
      // A file over 10 MB says so on its row and blocks sending; "Quitar" takes it away.
      await page.locator('input[type="file"]').setInputFiles({
        name: 'video.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(10_485_761, 0x20),
      });
      await page.getByText('El archivo video.pdf excede el tamaño máximo de 10MB').waitFor();
      await page.getByRole('button', { name: 'Crear ticket' }).click();
      await expect.poll(() => focusedId(page)).toMatch(/^ticket-remove-/);
      await page.getByRole('button', { name: /Quitar.*video\.pdf/ }).click();
      await page.locator('input[type="file"]').setInputFiles({
        name: 'boleta.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await page.getByRole('list', { name: 'Archivos elegidos' }).getByText('boleta.png').waitFor();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Crear ticket' }).click();
      await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);

      const ticketId = new URL(page.url()).pathname.split('/').pop()!;
      const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
      const { attachments } = await api<{ attachments: Array<{ fileName: string }> }>(
        'GET',
        `/tickets/${ticketId}/attachments`,
        undefined,
        clientToken,
      );
      expect(attachments.map((file) => file.fileName)).toEqual(['boleta.png']);
      await context.close();
    });
  }

  it('starts the description with the related ticket from ?related=N, editable', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await signIn(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password, '/tickets/new?related=8');
    const description = page.getByLabel('Descripción');
    await description.waitFor();
    expect(await description.inputValue()).toMatch(/^Relacionado con el ticket #8\./);
    expect(await page.getByLabel('Título').inputValue()).toBe('');
    await description.fill('Otro texto');
    expect(await description.inputValue()).toBe('Otro texto');
    // Not a ticket number: nothing is prefilled.
    await page.goto('/tickets/new?related=abc');
    await page.getByLabel('Descripción').waitFor();
    expect(await page.getByLabel('Descripción').inputValue()).toBe('');
    await context.close();
  });
});
