// The background jobs of /admin/monitoring for docs/screenshots/background-jobs-*.png, and its
// instances for monitoring-instances-*.png (called by
// e2e/screenshots.ts): two failed jobs, at desktop (1366×860) and 375 px. Its own server on
// PostgreSQL, where the failed jobs can be written as pg-boss leaves them.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { newPage, signInThroughForm } from '../support/browser';
import { startServerOnPostgres } from '../support/failed-jobs';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

export async function captureBackgroundJobPages(browser: Browser, outDir: string): Promise<void> {
  const running = await startServerOnPostgres();
  try {
    await running.insertFailedJob('mail.outbox', 'connect ECONNREFUSED 10.0.0.25:587', 95);
    await running.insertFailedJob(
      'notifications.retention',
      'canceling statement due to statement timeout',
      12,
    );
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page } = await newPage(browser, running.server.baseUrl, viewport);
      await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
      await page.goto('/admin/monitoring');
      const section = page.getByRole('region', { name: 'Tareas en segundo plano' });
      await section.getByRole('table', { name: 'Tareas fallidas' }).waitFor();
      await page.waitForTimeout(3_500); // let the sign-in toast leave
      // The whole page at 375 px: an element shot would slide under the sticky header.
      const file = path.join(outDir, `background-jobs-${size}.png`);
      if (size === 'mobile') await page.screenshot({ path: file, fullPage: true });
      else await section.screenshot({ path: file });
      // The instances this page lists (docs/operations.md#health).
      await page
        .locator('section', { has: page.getByRole('heading', { name: 'Instancias', exact: true }) })
        .first()
        .screenshot({ path: path.join(outDir, `monitoring-instances-${size}.png`) });
      await context.close();
    }
  } finally {
    await running.stop();
  }
}
