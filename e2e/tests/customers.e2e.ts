import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';
import { callApi, seedCustomers, submitPublicTicket } from '../screenshots/customers';

const baseUrl = inject('baseUrl');
// Other journeys share the server: every name here is unique to this run.
const suffix = ` ${Date.now().toString(36)}`;
let browser: Browser;
let adminToken: string;
let departmentId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  ({ departmentId } = await seedCustomers(baseUrl, adminToken, suffix));
});
afterAll(async () => browser.close());

describe('customers (CRM) — issue 6', () => {
  it('unifies a public-form requester into a customer the administrator finds and opens', async () => {
    const business = `Juguería Mamá Lucha${suffix}`;
    const number = await submitPublicTicket(baseUrl, {
      departmentId,
      title: 'La balanza no envía el peso al sistema',
      name: 'Lucía Flores',
      email: `lucia${suffix.trim()}@mamalucha.pe`,
      business,
      cargo: 'gerente',
    });

    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/customers');
    await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
    await page.getByLabel('Buscar', { exact: true }).fill(`Mamá Lucha${suffix}`);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.waitForURL(/search=/);
    const link = page.getByRole('link', { name: business });
    await link.waitFor();
    const row = page.getByRole('row').filter({ has: link });
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('1');
    expect(await axeViolations(page)).toEqual([]);

    await link.click();
    await page.getByRole('heading', { level: 1, name: business }).waitFor();
    const contacts = page.getByRole('region', { name: 'Contactos' });
    await contacts.getByText('Lucía Flores').waitFor();
    expect(await contacts.getByText('Origen: Formulario público').count()).toBe(1);
    expect(await contacts.getByText('Gerente').count()).toBe(1);
    const ticket = page.getByRole('link', { name: 'La balanza no envía el peso al sistema' });
    await ticket.waitFor();
    expect(await page.getByText(`#${number}`).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await ticket.click();
    await page.waitForURL(`**/tickets/${number}`);
    await context.close();
  });

  it('merges two duplicates after a confirmation, moving the tickets to the one kept', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/customers');
    await page.getByRole('button', { name: /^Posibles duplicados/ }).click();
    const pair = page
      .getByRole('listitem')
      .filter({ hasText: `Mismo email: pepe${suffix.trim()}@donpepe.pe` });
    await pair.waitFor();
    expect(await pair.getByRole('link', { name: `Don Pepe Broaster${suffix}` }).count()).toBe(1);
    await pair.getByRole('button', { name: 'Fusionar' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Posibles duplicados' });
    await dialog.waitFor();
    await dialog.getByLabel(`Broastería Don Pepe${suffix}`).check();
    expect(await dialog.getByText(/Los tickets, usuarios del portal y contactos de/).count()).toBe(
      1,
    );
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Fusionar clientes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Clientes fusionados en Broastería Don Pepe${suffix}`).waitFor();

    const { customers } = await callApi<{
      customers: Array<{ name: string; stats: { ticketsTotal: number } }>;
    }>(baseUrl, adminToken, 'GET', `/customers-unified?search=Don Pepe${suffix}&includeStats=true`);
    expect(customers.map((customer) => [customer.name, customer.stats.ticketsTotal])).toEqual([
      [`Broastería Don Pepe${suffix}`, 2],
    ]);
    await context.close();
  });

  it('shows the list as cards at 375 px and the CRM panel with its charts and tables', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(
      page,
      ACCOUNTS.TECH_LEAD.email,
      ACCOUNTS.TECH_LEAD.password,
      `/customers?search=${encodeURIComponent(suffix.trim())}`,
    );
    await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
    await page
      .getByRole('link', { name: new RegExp(`^Chifa Dragón Rojo Miraflores${suffix}`) })
      .waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Nuevo cliente' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Panel CRM' }).click();
    await page.waitForURL(/tab=crm/);
    await page.getByRole('heading', { name: 'Tickets por cadena' }).waitFor();
    expect(await page.getByText('Clientes activos').count()).toBe(1);
    const chain = page.getByRole('region', { name: 'Tickets por cadena' });
    await chain.getByRole('tab', { name: 'Tabla' }).click();
    await chain.getByRole('cell', { name: 'Dragón Rojo' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('keeps the pages from clients', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password, '/customers');
    await page.getByText('Esta sección es para el equipo de soporte.').waitFor();
    await context.close();
  });
});
