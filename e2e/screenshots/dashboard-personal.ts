// The personal dashboards for docs/screenshots/dashboard-*.png (called by e2e/screenshots.ts,
// group `dashboard-personal`), at desktop (1366 wide) and 375 px: the técnico's dashboard, the
// client's portal with a company, and a brand-new client's first visit (docs/dashboards.md).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { newPage, signInThroughForm } from '../support/browser';
import { seedPersonalDashboards } from '../support/dashboard-personal-seed';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

/** Lets toasts leave and the pointer rest away from the page. */
async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500);
}

export async function capturePersonalDashboardPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  const seed = await seedPersonalDashboards(baseUrl, adminToken, Date.now(), {
    tagNames: false,
  });
  const shots = [
    ['dashboard-technician', seed.technician.email, '/technician/dashboard', 'Panel del Técnico'],
    ['dashboard-client', seed.client.email, '/dashboard', 'Portal de Cliente'],
    ['dashboard-client-new', seed.newClient.email, '/dashboard', 'Portal de Cliente'],
  ] as const;
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const [name, email, route, heading] of shots) {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signInThroughForm(page, email, seed.password);
      await page.goto(route);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByText(/Actualizado a las/).waitFor();
      await still(page);
      await page.screenshot({ path: path.join(outDir, `${name}-${size}.png`), fullPage: true });
      await context.close();
    }
  }
}
