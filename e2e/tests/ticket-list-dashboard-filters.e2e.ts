import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

/*
 * docs/product/tickets.md#ticket-list: the dashboards link into the list with `source` (Canal)
 * and `customerId` (Empresa); the list reads them from the address, names them in Spanish on
 * its chips and drops them when a chip is removed.
 */

const baseUrl = inject('baseUrl');
const STAMP = Date.now();
const COMPANY = `Pollería El Sabor ${STAMP}`;
let browser: Browser;
let customerId = '';

const VIEWPORTS = [
  ['1440 px', { width: 1440, height: 900 }],
  ['375 px', { width: 375, height: 812 }],
] as const;

beforeAll(async () => {
  browser = await launchBrowser();
  const adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  const created = await apiCall<{ customer: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/customers-unified',
    { name: COMPANY },
  );
  customerId = created.customer.id;
});
afterAll(async () => browser.close());

/** Below 768 px the chips are in the "Filtros (n)" sheet. */
async function chipsOf(page: Page, isPhone: boolean) {
  if (isPhone) {
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByRole('dialog').waitFor();
    return page.getByRole('dialog');
  }
  return page.locator('#main-content');
}

describe('the ticket list reads the dashboards’ filters', () => {
  it.each(VIEWPORTS)(
    'names the channel and the company on its chips (%s)',
    async (size, viewport) => {
      const isPhone = size === '375 px';
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signIn(
        page,
        ACCOUNTS.ADMIN.email,
        ACCOUNTS.ADMIN.password,
        `/tickets?source=WHATSAPP,EMAIL&customerId=${customerId}&view=open`,
      );
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (isPhone) {
        await page.getByRole('button', { name: 'Filtros (2)' }).waitFor();
      }
      const scope = await chipsOf(page, isPhone);
      await scope.getByRole('button', { name: 'Quitar filtro Canal: Email' }).waitFor();
      expect(
        await scope.getByRole('button', { name: 'Quitar filtro Canal: WhatsApp' }).count(),
      ).toBe(1);
      // No ticket names the new company yet: its name comes from the customer's record.
      await scope.getByRole('button', { name: `Quitar filtro Empresa: ${COMPANY}` }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await scope.getByRole('button', { name: 'Quitar filtro Canal: Email' }).click();
      await page.waitForURL((url) => url.searchParams.get('source') === 'WHATSAPP');
      await scope.getByRole('button', { name: `Quitar filtro Empresa: ${COMPANY}` }).click();
      await page.waitForURL((url) => !url.searchParams.has('customerId'));
      expect(new URL(page.url()).searchParams.get('view')).toBe('open');
      await context.close();
    },
  );
});
