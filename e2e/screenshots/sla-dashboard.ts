// Panel de SLA for docs/screenshots/sla-dashboard-*.png (called by e2e/screenshots.ts, group
// `sla-dashboard`), at desktop (1366 wide) and 375 px, and the SLA card of the administrator's
// panel (docs/sla.md#dashboard). Breaches need due times in the past, so the "Caja y boletas"
// policy gives one minute to each target and the capture waits for them to pass.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS, PASSWORD } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};
const HURRIED = 'Caja y boletas';
const KITCHEN = 'Soporte de cocina';

async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500);
}

const sameTargets = (firstResponseMinutes: number, resolutionMinutes: number) =>
  Object.fromEntries(
    ['BAJA', 'MEDIA', 'ALTA', 'URGENTE'].map((priority) => [
      priority,
      { firstResponseMinutes, resolutionMinutes },
    ]),
  );

/** Two departments with their policies, two técnicos and ten tickets (once per database). */
async function seed(baseUrl: string, adminToken: string): Promise<void> {
  const call = <T>(method: string, url: string, body?: object, token = adminToken) =>
    apiCall<T>(baseUrl, token, method, url, body);
  const { departments } = await call<{ departments: Array<{ name: string }> }>(
    'GET',
    '/departments',
  );
  if (departments.some((department) => department.name === HURRIED)) return;
  const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
  const department = async (name: string, description: string, targets: object) => {
    const { department: created } = await call<{ department: { id: string } }>(
      'POST',
      '/departments',
      { name, description },
    );
    await call('POST', '/sla/policies', {
      name: `SLA de ${name}`,
      departmentId: created.id,
      targets,
    });
    return created.id;
  };
  const hurried = await department(HURRIED, 'Cajas, boletas y facturas.', sameTargets(1, 1));
  const kitchen = await department(
    KITCHEN,
    'Impresoras de comandas y pantallas.',
    sameTargets(45, 480),
  );
  const technician = async (name: string, email: string) =>
    (
      await call<{ technician: { id: string } }>('POST', '/technicians', {
        name,
        email,
        password: PASSWORD,
        departmentIds: [hurried, kitchen],
        maxOpenTickets: 10,
      })
    ).technician.id;
  const rosa = await technician('Rosa Mendoza', 'rosa.mendoza.sla@atiende.pe');
  const diego = await technician('Diego Paredes', 'diego.paredes.sla@atiende.pe');
  const file = async (departmentId: string, title: string, priority: string, assignee: string) => {
    const { ticket } = await call<{ ticket: { id: string } }>(
      'POST',
      '/tickets',
      { title, description: 'Desde esta mañana.', departmentId, priority },
      clientToken,
    );
    await call('POST', `/tickets/${ticket.id}/assign`, { assignedToId: assignee });
    return ticket.id;
  };
  const reply = (ticketId: string) =>
    call('POST', `/tickets/${ticketId}/comments`, {
      body: 'Hola, ya lo estamos revisando.',
      isInternal: false,
    });
  const resolve = (ticketId: string) =>
    call('POST', '/tickets/bulk', {
      action: 'status',
      ticketIds: [ticketId],
      status: 'RESUELTO',
      resolution: 'Se reinició el equipo.',
    });
  const started = Date.now();
  const boleta = await file(hurried, 'Boleta con RUC equivocado', 'ALTA', rosa);
  const caja = await file(hurried, 'La caja 2 no abre el turno', 'URGENTE', rosa);
  const cierre = await file(hurried, 'No llega el cierre de caja', 'MEDIA', diego);
  await file(hurried, 'La ticketera no corta el papel', 'MEDIA', diego);
  await file(hurried, 'Anular una factura de ayer', 'BAJA', rosa);
  for (const id of [boleta, caja, cierre]) await reply(id);
  for (const id of [boleta, caja]) await resolve(id);
  const comandas = await file(kitchen, 'La impresora de comandas no imprime', 'URGENTE', diego);
  await file(kitchen, 'La pantalla de cocina se congela', 'ALTA', rosa);
  await file(kitchen, 'Falta un plato en la carta digital', 'MEDIA', diego);
  await file(kitchen, 'Cambiar el logo del ticket de cocina', 'BAJA', rosa);
  await reply(comandas);
  // The one-minute targets of "Caja y boletas" pass while unanswered or unresolved.
  const wait = started + 75_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

export async function captureSlaDashboardPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  await seed(baseUrl, adminToken);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.goto('/admin/sla-dashboard');
    await page
      .getByRole('list', { name: 'Tickets por vencer, el más próximo primero' })
      .getByRole('link')
      .first()
      .waitFor();
    await page
      .getByRole('img')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    await still(page);
    await page.screenshot({ path: path.join(outDir, `sla-dashboard-${size}.png`), fullPage: true });
    if (size === 'desktop') {
      await page.goto('/admin/dashboard');
      const card = page.getByRole('region', { name: 'SLA', exact: true });
      await card.getByRole('link', { name: 'Ver el panel de SLA' }).waitFor();
      await still(page);
      await card.screenshot({ path: path.join(outDir, `sla-dashboard-overview-card-${size}.png`) });
    }
    await context.close();
  }
}
