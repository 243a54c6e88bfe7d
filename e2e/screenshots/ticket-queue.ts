// The técnico's queue for docs/screenshots/ticket-queue-*.png (called by e2e/screenshots.ts,
// group `ticket-queue`): at 1440 px the Escalados view with its counts and a ticket open beside
// the list, and the assignment picker with each person's load; at 375 px the queue under its
// "Filtros (n)" button, the filter sheet, and the list's skeleton on a slow connection.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ACCOUNTS, PASSWORD } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const TITLES = [
  'La impresora de comandas no imprime',
  'El cajón monedero no se abre al cobrar',
  'Boletas rechazadas por SUNAT desde ayer',
  'La tablet del mozo no sincroniza pedidos',
];

/** A department with the técnico and a full colleague, four tickets, two of them escalated. */
async function seedQueue(baseUrl: string, adminToken: string): Promise<string[]> {
  const stamp = Date.now();
  const created = await apiCall<{ department: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/departments',
    {
      name: `Caja y boletas ${stamp}`,
      description: 'Cajas, impresoras y boletas',
    },
  );
  const departmentId = created.department.id;
  const full = await apiCall<{ technician: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/technicians',
    {
      name: 'Ana Torres',
      email: `ana.torres.${stamp}@atiende.pe`,
      password: PASSWORD,
      departmentIds: [departmentId],
      maxOpenTickets: 1,
    },
  );
  const technicianToken = await apiLogin(baseUrl, ACCOUNTS.TECHNICIAN.email, PASSWORD);
  const me = await apiCall<{ user: { id: string } }>(baseUrl, technicianToken, 'GET', '/auth/me');
  await apiCall(baseUrl, adminToken, 'PUT', `/departments/${departmentId}/members`, {
    userIds: [me.user.id, full.technician.id],
  });
  const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, PASSWORD);
  const ids: string[] = [];
  for (const title of TITLES) {
    const { ticket } = await apiCall<{ ticket: { id: string } }>(
      baseUrl,
      clientToken,
      'POST',
      '/tickets',
      {
        title,
        description: 'Desde la apertura del local.',
        departmentId,
      },
    );
    ids.push(ticket.id);
  }
  await apiCall(baseUrl, adminToken, 'POST', `/tickets/${ids[3]}/assign`, {
    assignedToId: full.technician.id,
  });
  await apiCall(baseUrl, adminToken, 'POST', `/tickets/${ids[0]}/assign`, {
    assignedToId: me.user.id,
  });
  await apiCall(baseUrl, adminToken, 'POST', '/tickets/bulk', {
    action: 'status',
    ticketIds: [ids[1], ids[2]],
    status: 'ESCALADO',
  });
  return ids;
}

export async function captureTicketQueuePages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  const ids = await seedQueue(baseUrl, adminToken);
  const shot = (name: string) => path.join(outDir, `ticket-queue-${name}.png`);

  const desktop = await newPage(browser, baseUrl, { width: 1440, height: 900 });
  await signInThroughForm(desktop.page, ACCOUNTS.TECHNICIAN.email, PASSWORD);
  await desktop.page.waitForTimeout(3_500); // let the sign-in toast leave
  await desktop.page.goto('/tickets?status=ESCALADO');
  await desktop.page.getByRole('heading', { level: 1, name: 'Escalados' }).waitFor();
  await desktop.page.waitForTimeout(800);
  await desktop.page.screenshot({ path: shot('escalated-desktop') });
  await desktop.page.goto(`/tickets/${ids[1]}?status=ESCALADO`);
  await desktop.page
    .getByRole('region', { name: 'Ticket abierto' })
    .getByRole('heading', { level: 1 })
    .waitFor();
  await desktop.page.waitForTimeout(800);
  await desktop.page.screenshot({ path: shot('split-desktop') });
  await desktop.context.close();

  const admin = await newPage(browser, baseUrl, { width: 1440, height: 900 });
  await signInThroughForm(admin.page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await admin.page.waitForTimeout(3_500);
  await admin.page.goto(`/tickets/${ids[2]}`);
  await admin.page.getByRole('button', { name: 'Asignar', exact: true }).click();
  const select = admin.page.getByRole('dialog').getByLabel('Técnico');
  await select.locator('option', { hasText: 'Ana Torres' }).waitFor({ state: 'attached' });
  await select.selectOption({ label: 'Ana Torres (1/1, sin cupo)' });
  await admin.page.waitForTimeout(400);
  await admin.page.screenshot({ path: shot('assign-desktop') });
  await admin.context.close();

  const phone = await newPage(browser, baseUrl, { width: 375, height: 812 });
  await signInThroughForm(phone.page, ACCOUNTS.TECHNICIAN.email, PASSWORD);
  await phone.page.waitForTimeout(3_500);
  await phone.page.goto('/tickets?status=ESCALADO');
  await phone.page.getByRole('list', { name: 'Tickets' }).getByRole('link').first().waitFor();
  await phone.page.waitForTimeout(800);
  await phone.page.screenshot({ path: shot('escalated-mobile') });
  await phone.page.getByRole('button', { name: 'Filtros (1)' }).click();
  await phone.page.getByRole('dialog', { name: 'Filtros' }).waitFor();
  await phone.page.waitForTimeout(400);
  await phone.page.screenshot({ path: shot('filters-mobile') });
  await phone.page.keyboard.press('Escape');
  await phone.page.emulateMedia({ reducedMotion: 'reduce' });
  await phone.page.route(/\/api\/tickets\?/, () => undefined); // never answers: the loading state
  await phone.page.goto('/tickets?view=all');
  await phone.page.getByTestId('ticket-list-skeleton').waitFor();
  await phone.page.screenshot({ path: shot('loading-mobile') });
  await phone.context.close();
}
