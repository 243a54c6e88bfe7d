import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCreateUser, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';
import { startServerOnPostgres, type FailedJobsServer } from '../support/failed-jobs';
import { isClusterRun } from '../support/journey-server';

// docs/jobs.md#failures: an administrator sees a job that failed for good on /admin/monitoring
// and puts it back in its queue. The server runs on PostgreSQL so the test can write the failed
// job pg-boss would leave (two instances of it in the cluster run).

let browser: Browser;
let running: FailedJobsServer;

beforeAll(async () => {
  running = await startServerOnPostgres();
  const adminToken = await apiLogin(
    running.server.baseUrl,
    ACCOUNTS.ADMIN.email,
    ACCOUNTS.ADMIN.password,
  );
  await apiCreateUser(running.server.baseUrl, adminToken, ACCOUNTS.TECH_LEAD);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await running?.stop();
});

describe('background jobs on /admin/monitoring', () => {
  it('lists a failed job and retries it, at 375 px, without axe violations', async () => {
    await running.insertFailedJob('audit.retention', 'tiempo de espera agotado');
    const { context, page } = await newPage(browser, running.server.baseUrl, {
      width: 375,
      height: 812,
    });
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/monitoring');
    const section = page.getByRole('region', { name: 'Tareas en segundo plano' });
    await section.waitFor();
    const failed = section.getByRole('table', { name: 'Tareas fallidas' });
    await failed.getByText('tiempo de espera agotado').waitFor();
    expect(await failed.getByRole('rowheader', { name: /Limpieza de auditoría/ }).count()).toBe(1);
    const queues = section.getByRole('table', { name: 'Colas' });
    expect(await queues.getByRole('rowheader', { name: 'Envío de correos' }).count()).toBe(1);
    // The page itself never scrolls sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    // One instance without Redis lists itself; the cluster run's two list both, the one that
    // answered marked (docs/operations.md#health).
    const instances = page.getByRole('list', { name: 'Instancias activas (últimos 2 minutos)' });
    // The health report arrives after the page's first paint (docs/performance.md), so wait
    // for its list rather than count what the first frame shows.
    await expect
      .poll(() => instances.getByRole('listitem').count(), { timeout: 10_000 })
      .toBe(isClusterRun() ? 2 : 1);
    expect(await instances.getByText('esta', { exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await failed.getByRole('button', { name: /^Reintentar Limpieza de auditoría/ }).click();
    await page.getByText('Tarea "Limpieza de auditoría" puesta de nuevo en cola').waitFor();
    await section.getByText('No hay tareas fallidas.').waitFor();
    await context.close();
  });

  it('shows the section to administrators only', async () => {
    const { context, page } = await newPage(browser, running.server.baseUrl);
    await signIn(page, ACCOUNTS.TECH_LEAD.email, ACCOUNTS.TECH_LEAD.password, '/admin/monitoring');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('heading', { name: 'Estado actual' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Tareas en segundo plano' }).count()).toBe(0);
    await context.close();
  });
});
