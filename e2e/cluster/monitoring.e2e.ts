import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

/*
 * docs/operations.md#health: /admin/monitoring says what /health's `cluster` block knows — both
 * instances with their versions, and live events crossing between them through Redis.
 */

const balancerUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the instances on /admin/monitoring, through the balancer', () => {
  it('lists both instances, each with its version, and Redis carrying live events', async () => {
    const { context, page } = await newPage(browser, balancerUrl, { width: 1440, height: 900 });
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/monitoring');
    const instances = page.getByRole('list', { name: 'Instancias activas (últimos 2 minutos)' });
    // The page asks /health once it has loaded, which takes seconds on a loaded machine.
    await expect.poll(() => instances.getByRole('listitem').count(), { timeout: 20_000 }).toBe(2);
    expect(await instances.getByText(/^versión \d+\.\d+\.\d+/).count()).toBe(2);
    // Exactly one of them answered this page.
    expect(await instances.getByText('esta', { exact: true }).count()).toBe(1);
    await page.getByText('Conectados por Redis').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
