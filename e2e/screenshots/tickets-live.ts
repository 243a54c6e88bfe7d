// The ticket list under live updates for docs/screenshots/tickets-live-*.png (called by
// e2e/screenshots.ts, group `tickets-live`): a técnico's "Pendiente" view after others changed
// it — "1 nuevo ticket — Mostrar" waiting, one row dimmed as "Ya no está en esta vista" — at
// desktop (1366 wide) and 375 px (cards).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 375, height: 812 },
};

const TITLES = [
  ['La impresora de comandas no imprime', 'URGENTE'],
  ['El cajón monedero no se abre al cobrar', 'ALTA'],
  ['Boletas rechazadas por SUNAT desde ayer', 'ALTA'],
  ['La tablet del mozo no sincroniza pedidos', 'MEDIA'],
  ['El lector de códigos no enciende', 'MEDIA'],
  ['Agregar un nuevo plato a la carta del sistema', 'BAJA'],
] as const;

/** Waits until the page drew the others' changes and nothing is moving or toasting. */
async function settle(page: Page): Promise<void> {
  await page.locator('[data-gone]').first().waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: /nuevo ticket — Mostrar$/ }).waitFor({ timeout: 15_000 });
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500); // let the notification toasts and the 1 s fade end
}

export async function captureTicketsLivePages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
  const technicianToken = await apiLogin(
    baseUrl,
    ACCOUNTS.TECHNICIAN.email,
    ACCOUNTS.TECHNICIAN.password,
  );
  const { user } = await apiCall<{ user: { id: string } }>(
    baseUrl,
    technicianToken,
    'GET',
    '/auth/me',
  );
  const { department } = await apiCall<{ department: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/departments',
    { name: 'Caja y salón en vivo' },
  );
  await apiCall(baseUrl, adminToken, 'PUT', `/departments/${department.id}/members`, {
    userIds: [user.id],
  });
  const create = async (title: string, priority: string) =>
    (
      await apiCall<{ ticket: { id: string } }>(baseUrl, clientToken, 'POST', '/tickets', {
        title,
        description: 'Desde la apertura del local. Ya reiniciamos el equipo y sigue igual.',
        departmentId: department.id,
        priority,
      })
    ).ticket.id;
  const ids: string[] = [];
  for (const [title, priority] of TITLES) ids.push(await create(title, priority));

  const arrivals = [
    ['La balanza de la barra no conecta', 'ALTA'],
    ['El wifi del salón se corta a cada rato', 'MEDIA'],
  ] as const;
  for (const [index, [size, viewport]] of Object.entries(VIEWPORTS).entries()) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    await page.goto(`/tickets?departmentId=${department.id}&status=PENDIENTE`);
    await page.locator('[data-realtime="connected"]').waitFor({ timeout: 15_000 });
    await page.locator('[data-ticket-link]').first().waitFor();
    await page.waitForTimeout(3_500); // the sign-in toast leaves
    // Someone else takes one ticket out of "Pendiente" and a client writes in a new one.
    await apiCall(baseUrl, adminToken, 'POST', '/tickets/bulk', {
      action: 'status',
      ticketIds: [ids[index + 1]],
      status: 'EN_PROGRESO',
    });
    const [title, priority] = arrivals[index] ?? arrivals[0];
    await create(title, priority);
    await settle(page);
    await page.screenshot({ path: path.join(outDir, `tickets-live-${size}.png`), fullPage: true });
    await context.close();
  }
}
