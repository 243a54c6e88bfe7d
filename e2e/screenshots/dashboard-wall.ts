// The wall screen and the light dashboard for docs/screenshots/dashboard-wall-*.png and
// dashboard-simple-*.png (called by e2e/screenshots.ts, group `dashboard-wall`): the wall as an
// administrator at 1920×1080 and 1440 px, what a técnico sees there, and /dashboard-simple for
// an administrator (1440 and 375 px), a técnico and a client (375 px)
// (docs/dashboards.md "Pantalla de pared y versión ligera").
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const TICKETS = [
  ['La impresora de comandas de cocina no imprime', 'URGENTE', 'technician'],
  ['El cajón monedero no se abre al cobrar', 'ALTA', 'lead'],
  ['Boletas rechazadas por SUNAT desde ayer', 'ALTA', null],
  ['Agregar un nuevo plato a la carta del sistema', 'BAJA', 'technician'],
  ['El wifi de clientes se cae en las tardes', 'MEDIA', null],
  ['La pantalla de cocina no muestra los pedidos', 'MEDIA', 'technician'],
  ['No cuadra el cierre de caja del turno noche', 'ALTA', 'lead'],
] as const;

/** Lets toasts leave and the pointer rest away from the page. */
async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500);
}

async function seed(baseUrl: string, adminToken: string): Promise<void> {
  const token = (account: { email: string; password: string }) =>
    apiLogin(baseUrl, account.email, account.password);
  const [technicianToken, leadToken, clientToken] = await Promise.all([
    token(ACCOUNTS.TECHNICIAN),
    token(ACCOUNTS.TECH_LEAD),
    token(ACCOUNTS.CLIENT),
  ]);
  const me = (accessToken: string) =>
    apiCall<{ user: { id: string } }>(baseUrl, accessToken, 'GET', '/auth/me');
  const [{ user: technician }, { user: lead }] = await Promise.all([
    me(technicianToken),
    me(leadToken),
  ]);
  const { department } = await apiCall<{ department: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/departments',
    { name: `Sistemas POS ${Date.now()}`, description: 'Cajas, comanderas y boletas' },
  );
  await apiCall(baseUrl, adminToken, 'PUT', `/departments/${department.id}/members`, {
    userIds: [technician.id, lead.id],
  });
  const assignees = { technician: technicianToken, lead: leadToken };
  const ids = { technician: technician.id, lead: lead.id };
  for (const [title, priority, who] of TICKETS) {
    const { ticket } = await apiCall<{ ticket: { id: string } }>(
      baseUrl,
      clientToken,
      'POST',
      '/tickets',
      {
        title,
        description: 'Desde la apertura del local. Ya reiniciamos el equipo y sigue igual.',
        departmentId: department.id,
        priority,
      },
    );
    if (who) {
      await apiCall(baseUrl, assignees[who], 'POST', `/tickets/${ticket.id}/assign`, {
        assignedToId: ids[who],
      });
      await apiCall(baseUrl, assignees[who], 'POST', `/tickets/${ticket.id}/comments`, {
        body: 'Hola, ya estamos revisando tu caso. Te escribimos en unos minutos.',
        isInternal: false,
      });
    }
  }
}

export async function captureDashboardWallPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  await seed(baseUrl, adminToken);
  const shot = (name: string) => path.join(outDir, `${name}.png`);

  for (const [size, viewport] of [
    ['1920', { width: 1920, height: 1080 }],
    ['1440', { width: 1440, height: 900 }],
  ] as const) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.goto('/dashboard-test');
    await page.getByText('En vivo', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Carga por técnico' }).waitFor();
    await still(page);
    await page.screenshot({ path: shot(`dashboard-wall-${size}`) });
    await context.close();
  }

  const forbidden = await newPage(browser, baseUrl, { width: 1440, height: 900 });
  await signInThroughForm(forbidden.page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
  await forbidden.page.goto('/dashboard-test');
  await forbidden.page.getByRole('link', { name: 'Ir a mi panel' }).waitFor();
  await still(forbidden.page);
  await forbidden.page.screenshot({ path: shot('dashboard-wall-technician') });
  await forbidden.context.close();

  const simple = [
    ['admin-desktop', ACCOUNTS.ADMIN, { width: 1440, height: 900 }, 'Carga por técnico'],
    ['admin-mobile', ACCOUNTS.ADMIN, { width: 375, height: 812 }, 'Carga por técnico'],
    ['technician-mobile', ACCOUNTS.TECHNICIAN, { width: 375, height: 812 }, 'Mi cola'],
    ['client-mobile', ACCOUNTS.CLIENT, { width: 375, height: 812 }, 'Mis tickets'],
  ] as const;
  for (const [name, account, viewport, heading] of simple) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, account.email, account.password);
    await page.goto('/dashboard-simple');
    await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
    await still(page);
    await page.screenshot({ path: shot(`dashboard-simple-${name}`), fullPage: true });
    await context.close();
  }
}
