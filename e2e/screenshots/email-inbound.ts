// Inbound e-mail for docs/screenshots/email-inbound-*.png (called by e2e/screenshots.ts, group
// `email-inbound`), at desktop (1366 wide) and 375 px: the webhook card of the «Recepción» tab,
// the «Retenidos» tab with one held reply and the notice on the ticket page
// (docs/email.md#webhook, docs/email.md#held-messages).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { apiCall } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';
import { holdReply, webhookSecret } from '../support/inbound-mail';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

/** Lets toasts leave and the pointer rest away from the page. */
async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500);
}

async function seed(baseUrl: string, adminToken: string): Promise<{ id: string }> {
  await apiCall(baseUrl, adminToken, 'PUT', '/feature-flags/emailConfig', { enabled: true });
  const { department } = await apiCall<{ department: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/departments',
    { name: 'Soporte de correo' },
  );
  const { ticket } = await apiCall<{ ticket: { id: string; number: number } }>(
    baseUrl,
    adminToken,
    'POST',
    '/tickets',
    {
      title: 'La ticketera no imprime la boleta',
      description: 'Desde ayer la ticketera de caja no imprime las boletas electrónicas.',
      departmentId: department.id,
      priority: 'ALTA',
    },
  );
  await holdReply(
    baseUrl,
    await webhookSecret(baseUrl, adminToken),
    ticket.number,
    'Buenas tardes, soy el técnico del proveedor de la ticketera. Mañana a las 9:00 pasamos a revisarla; por favor tengan el equipo encendido.',
  );
  return ticket;
}

export async function captureEmailInboundPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  const ticket = await seed(baseUrl, adminToken);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);

    await page.goto('/admin/email-config?tab=recepcion');
    const card = page.getByRole('region', { name: 'Webhook de correo entrante' });
    await card.getByText('Secreto de firma').first().waitFor();
    await still(page);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: path.join(outDir, `email-inbound-webhook-${size}.png`) });

    await page.goto('/admin/email-config?tab=retenidos');
    await page.getByRole('button', { name: 'Aceptar como comentario' }).waitFor();
    await still(page);
    await page.screenshot({
      path: path.join(outDir, `email-inbound-held-${size}.png`),
      fullPage: true,
    });

    await page.goto(`/tickets/${ticket.id}`);
    await page.getByTestId('held-emails').waitFor();
    await still(page);
    await page.screenshot({ path: path.join(outDir, `email-inbound-ticket-${size}.png`) });
    await context.close();
  }
}
