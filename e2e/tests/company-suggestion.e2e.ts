import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';
import { seedCompanySuggestion } from '../screenshots/company-suggestion';
import { callApi } from '../screenshots/customers';

const baseUrl = inject('baseUrl');
// Other journeys share the server: every name here is unique to this run.
const suffix = ` ${Date.now().toString(36)}`;
let browser: Browser;
let adminToken: string;
let seeded: Awaited<ReturnType<typeof seedCompanySuggestion>>;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  seeded = await seedCompanySuggestion(baseUrl, adminToken, suffix, 2);
});
afterAll(async () => browser.close());

type Customer = { contacts: Array<{ email: string | null }> };

describe('company suggestion — issue 15 security finding', () => {
  it('staff link a suggested company at 375 px, adding the requester as its contact', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signIn(
      page,
      ACCOUNTS.ADMIN.email,
      ACCOUNTS.ADMIN.password,
      `/tickets/${seeded.numbers[0]}`,
    );
    const notice = page.getByRole('region', { name: `Empresa sugerida: ${seeded.company}` });
    await notice.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await notice
      .getByRole('checkbox', { name: 'Agregar a Jorge Salinas como contacto de la empresa' })
      .check();
    await notice.getByRole('button', { name: 'Vincular a la empresa' }).click();
    await page.getByText(`Ticket vinculado a ${seeded.company}`).waitFor();
    await notice.waitFor({ state: 'detached' });
    await page
      .getByText(`vinculó el ticket a la empresa ${seeded.company}`, { exact: false })
      .first()
      .waitFor();
    const { customer } = await callApi<{ customer: Customer }>(
      baseUrl,
      adminToken,
      'GET',
      `/customers-unified/${seeded.companyId}`,
    );
    expect(customer.contacts.map((contact) => contact.email)).toContain(
      `jorge0${suffix.trim()}@correo.pe`,
    );
    await context.close();
  });

  it('staff dismiss a suggested company on a desktop; the ticket keeps no company', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 1440, height: 900 });
    await signIn(
      page,
      ACCOUNTS.ADMIN.email,
      ACCOUNTS.ADMIN.password,
      `/tickets/${seeded.numbers[1]}`,
    );
    const notice = page.getByRole('region', { name: `Empresa sugerida: ${seeded.company}` });
    await notice.getByRole('button', { name: 'Descartar' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.getByText('Sin empresa asociada').waitFor();
    await context.close();
  });
});
