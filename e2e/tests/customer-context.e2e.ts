import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn, signInThroughForm } from '../support/browser';
import { seedCustomerContext } from '../screenshots/customer-context';
import { callApi } from '../screenshots/customers';

const baseUrl = inject('baseUrl');
// Other journeys share the server: every name here is unique to this run.
const suffix = ` ${Date.now().toString(36)}`;
let browser: Browser;
let seeded: Awaited<ReturnType<typeof seedCustomerContext>>;

beforeAll(async () => {
  browser = await launchBrowser();
  const adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  seeded = await seedCustomerContext(baseUrl, adminToken, suffix);
});
afterAll(async () => browser.close());

const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 375, height: 812 }],
] as const;

describe('customer context — issue 13', () => {
  for (const [size, viewport] of VIEWPORTS) {
    it(`opens /tickets/<number>, shows the customer beside it and follows another of their tickets (${size})`, async () => {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signIn(
        page,
        ACCOUNTS.ADMIN.email,
        ACCOUNTS.ADMIN.password,
        `/tickets/${seeded.current}`,
      );
      await page
        .getByRole('heading', { level: 1, name: /No sale la boleta electrónica/ })
        .waitFor();
      const panel = page.getByRole('region', { name: 'Cliente' });
      const toggle = panel.getByRole('button', { name: /^Cliente/ });
      // Open beside the ticket on a desktop; closed under it on a phone, saying who it is.
      if (size === 'phone') {
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        await toggle.getByText(new RegExp(seeded.company)).waitFor();
        await toggle.click();
      }
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await panel.getByText(seeded.company, { exact: true }).waitFor();
      await panel.getByRole('link', { name: `carmen${suffix.trim()}@lalucha.pe` }).waitFor();
      await panel.getByText('Abren a las 8. Llamar a Carmen antes de ir al local.').waitFor();
      const others = panel.getByRole('link', { name: /^#\d+ / });
      await others.first().waitFor();
      expect(await others.count()).toBe(2);
      expect(await axeViolations(page)).toEqual([]);

      await panel
        .getByRole('link', { name: `#${seeded.other} El lector de códigos no lee` })
        .click();
      await page.waitForURL(`**/tickets/${seeded.other}`);
      await page.getByRole('heading', { level: 1, name: /El lector de códigos no lee/ }).waitFor();
      await context.close();
    });

    it(`finds the company's tickets by its name in the list (${size})`, async () => {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
      const search = `sangucheria la lucha${suffix}`;
      await page.goto(
        `/tickets?departmentId=${seeded.departmentId}&search=${encodeURIComponent(search)}`,
      );
      for (const title of [
        'No sale la boleta electrónica',
        'El lector de códigos no lee',
        'La gaveta de la caja 2 no abre',
      ]) {
        await page.getByRole('link', { name: title }).first().waitFor();
      }
      expect(
        await page.getByRole('link', { name: 'La impresora de cocina no corta el papel' }).count(),
      ).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it("shows a company's client the company on their portal ticket, never the panel, and 404s another's number", async () => {
    const adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    const client = {
      name: 'Carmen Rojas',
      email: `carmen.portal${suffix.trim()}@lalucha.pe`,
      password: 'Portal-Carmen-2026',
      role: 'CLIENT',
      customerId: seeded.companyId,
    };
    await callApi(baseUrl, adminToken, 'POST', '/users', client);
    const clientToken = await apiLogin(baseUrl, client.email, client.password);
    const { ticket } = await callApi<{ ticket: { number: number } }>(
      baseUrl,
      clientToken,
      'POST',
      '/tickets',
      {
        title: 'La pantalla de la caja parpadea',
        description: 'Desde ayer en la tarde.',
        departmentId: seeded.departmentId,
      },
    );
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(page, client.email, client.password, `/tickets/${ticket.number}`);
    await page
      .getByRole('heading', { level: 1, name: /La pantalla de la caja parpadea/ })
      .waitFor();
    const details = page.getByRole('complementary', { name: 'Detalles del ticket' });
    await details.getByText(seeded.company, { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Cliente' }).count()).toBe(0);
    expect(await page.getByText('Abren a las 8', { exact: false }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // A ticket of the same department filed by another restaurant: as if it did not exist.
    await page.goto(`/tickets/${seeded.unrelated}`);
    await page.getByRole('heading', { level: 1, name: 'No se encontró el ticket' }).waitFor();
    await context.close();
  });

  it('lets staff write a note about the company from the panel', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 1440, height: 900 });
    await signInThroughForm(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    // A técnico outside the department: the ticket answers as missing, the panel never shows.
    await page.goto(`/tickets/${seeded.earlier}`);
    await page.getByRole('heading', { level: 1, name: 'No se encontró el ticket' }).waitFor();
    await context.close();

    const admin = await newPage(browser, baseUrl, { width: 1440, height: 900 });
    await signIn(
      admin.page,
      ACCOUNTS.ADMIN.email,
      ACCOUNTS.ADMIN.password,
      `/tickets/${seeded.earlier}`,
    );
    const panel = admin.page.getByRole('region', { name: 'Cliente' });
    await panel.getByRole('button', { name: 'Editar notas: Notas sobre la empresa' }).click();
    const notes = panel.getByRole('textbox', { name: 'Notas sobre la empresa' });
    expect(await notes.evaluate((element) => element === document.activeElement)).toBe(true);
    await notes.fill('x'.repeat(2001));
    await panel.getByRole('button', { name: 'Guardar notas' }).click();
    await panel.getByText('Las notas no pueden superar los 2000 caracteres').waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
    await notes.fill('Pagan a 30 días. Pedir la orden de compra.');
    await panel.getByRole('button', { name: 'Guardar notas' }).click();
    await panel.getByText('Pagan a 30 días. Pedir la orden de compra.').waitFor();
    await admin.page.reload();
    await panel.getByText('Pagan a 30 días. Pedir la orden de compra.').waitFor();
    await admin.context.close();
  });
});
