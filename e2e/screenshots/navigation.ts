// The administrator's sidebar with every group open (docs/product/app-shell.md "Sidebar": only
// built pages) and the FAQ without the entries that wait for their feature (docs/help.md), for
// docs/screenshots/sidebar-admin-desktop.png and faq-{desktop,mobile}.png, and the list with the
// dashboards' Canal filter (ticket-list-filters-desktop.png) and, on a phone, the filters' sheet
// (ticket-list-filters-mobile.png). Called by
// e2e/screenshots.ts (group "navigation").
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

export async function captureNavigationPages(
  browser: Browser,
  baseUrl: string,
  outDir: string,
): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.getByText('Inicio de sesión exitoso').waitFor({ state: 'detached' });
    if (size === 'desktop') {
      const nav = page.getByRole('navigation', { name: 'Navegación principal' });
      const closed = nav.locator('button[aria-expanded="false"]');
      while ((await closed.count()) > 0) await closed.first().click();
      await page.screenshot({ path: path.join(outDir, 'sidebar-admin-desktop.png') });
    }
    if (size === 'desktop') {
      // The list as a dashboard's channel figure opens it (docs/product/tickets.md#ticket-list).
      await page.goto('/tickets?source=WHATSAPP,EMAIL&view=open');
      await page.getByRole('button', { name: 'Quitar filtro Canal: WhatsApp' }).waitFor();
      await page.screenshot({ path: path.join(outDir, 'ticket-list-filters-desktop.png') });
    } else {
      // On a phone the filters are in a sheet; the staff's names arrive as it opens
      // (docs/performance.md#first-paint).
      await page.goto('/tickets?view=open');
      await page.getByRole('button', { name: /^Filtros/ }).click();
      const assignee = page.getByRole('dialog', { name: 'Filtros' }).getByLabel('Asignado a');
      await assignee.locator('option', { hasText: ACCOUNTS.TECHNICIAN.name }).waitFor({
        state: 'attached',
      });
      await page.waitForTimeout(400); // the sheet's slide
      await page.screenshot({ path: path.join(outDir, 'ticket-list-filters-mobile.png') });
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: 'Ayuda', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Preguntas frecuentes' }).click();
    await page.getByRole('dialog', { name: 'Ayuda para Administradores' }).waitFor();
    await page.waitForTimeout(400); // the overlay's fade
    await page.screenshot({ path: path.join(outDir, `faq-${size}.png`) });
    await context.close();
  }
}
