// IMAP mailboxes for docs/screenshots/email-mailboxes-*.png (called by e2e/screenshots.ts, group
// `email-mailboxes`), at desktop (1366 wide) and 375 px: the «Recepción» tab of
// /admin/email-config with two mailboxes, and the dialog of a new one (docs/email.md#mailboxes-imap).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { apiCall } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

/** Lets toasts leave and the pointer rest away from the page. */
async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500);
}

async function seed(baseUrl: string, adminToken: string): Promise<void> {
  // The page is behind its flag until the whole of /admin/email-config is built.
  await apiCall(baseUrl, adminToken, 'PUT', '/feature-flags/emailConfig', { enabled: true });
  const mailbox = (body: object) =>
    apiCall(baseUrl, adminToken, 'POST', '/email/mailboxes', {
      port: 993,
      security: 'TLS',
      folder: 'INBOX',
      processedFolder: null,
      departmentId: null,
      isActive: true,
      ...body,
    });
  // Public addresses: names would need DNS, which the screenshots' machine may not have.
  await mailbox({
    name: 'Soporte',
    host: '34.120.10.20',
    username: 'soporte@bodega-central.pe',
    password: 'clave-de-ejemplo-1',
    processedFolder: 'Atendidos',
  });
  await mailbox({
    name: 'Facturación',
    host: '52.95.110.1',
    port: 143,
    security: 'STARTTLS',
    username: 'facturacion@bodega-central.pe',
    password: 'clave-de-ejemplo-2',
    isActive: false,
  });
}

export async function captureEmailMailboxPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  await seed(baseUrl, adminToken);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.goto('/admin/email-config?tab=recepcion');
    await page.getByRole('heading', { name: 'Buzones IMAP' }).waitFor();
    await page.getByRole('heading', { name: 'Facturación' }).waitFor();
    await still(page);
    await page.screenshot({
      path: path.join(outDir, `email-mailboxes-${size}.png`),
      fullPage: true,
    });

    await page.getByRole('button', { name: 'Agregar buzón' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Agregar buzón IMAP' });
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Ventas');
    await dialog.getByRole('textbox', { name: 'Servidor IMAP' }).fill('imap.bodega-central.pe');
    await dialog.getByRole('textbox', { name: 'Usuario' }).fill('ventas@bodega-central.pe');
    await still(page);
    await page.screenshot({ path: path.join(outDir, `email-mailboxes-form-${size}.png`) });
    await context.close();
  }
}
