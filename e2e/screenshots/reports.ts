// Reportes for docs/screenshots/reports-*.png (called by e2e/screenshots.ts, group `reports`), at
// 1440 px and 375 px (docs/reports.md#pages): the families' cards, a report with its bar chart,
// the created-vs-resolved line, a wide table per técnico, the pauses per técnico (team time),
// and on a phone the report with its filters folded and then opened.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS, PASSWORD } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 375, height: 812 },
};
const CASHIERS = 'Cajas y boletas';
const KITCHEN = 'Cocina y comandas';

async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(2_500);
}

/** Two departments, two técnicos and a dozen tickets in several states (once per database). */
async function seed(baseUrl: string, adminToken: string): Promise<void> {
  const call = <T>(method: string, url: string, body?: object, token = adminToken) =>
    apiCall<T>(baseUrl, token, method, url, body);
  const { departments } = await call<{ departments: Array<{ name: string }> }>(
    'GET',
    '/departments',
  );
  if (departments.some((department) => department.name === CASHIERS)) return;
  const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
  const department = async (name: string, description: string) =>
    (await call<{ department: { id: string } }>('POST', '/departments', { name, description }))
      .department.id;
  const cashiers = await department(CASHIERS, 'Cajas, boletas y facturas.');
  const kitchen = await department(KITCHEN, 'Impresoras de comandas y pantallas.');
  const technician = async (name: string, email: string) =>
    (
      await call<{ technician: { id: string } }>('POST', '/technicians', {
        name,
        email,
        password: PASSWORD,
        departmentIds: [cashiers, kitchen],
        maxOpenTickets: 8,
      })
    ).technician.id;
  const rosa = await technician('Rosa Mendoza', 'rosa.mendoza.reportes@atiende.pe');
  const diego = await technician('Diego Paredes', 'diego.paredes.reportes@atiende.pe');
  const file = async (
    departmentId: string,
    title: string,
    priority: string,
    assignee: string,
    then: 'open' | 'progress' | 'resolved' | 'closed' = 'open',
  ) => {
    const { ticket } = await call<{ ticket: { id: string } }>(
      'POST',
      '/tickets',
      { title, description: 'Desde esta mañana.', departmentId, priority },
      clientToken,
    );
    await call('POST', `/tickets/${ticket.id}/assign`, { assignedToId: assignee });
    if (then !== 'open') {
      await call('POST', `/tickets/${ticket.id}/comments`, {
        body: 'Hola, ya lo estamos revisando.',
        isInternal: false,
      });
    }
    if (then === 'progress') {
      await call('POST', '/tickets/bulk', {
        action: 'status',
        ticketIds: [ticket.id],
        status: 'EN_PROGRESO',
      });
    }
    if (then === 'resolved' || then === 'closed') {
      await call('POST', '/tickets/bulk', {
        action: 'status',
        ticketIds: [ticket.id],
        status: 'RESUELTO',
        resolution: 'Se reinició el equipo.',
      });
    }
    if (then === 'closed') {
      await call('POST', '/tickets/bulk', {
        action: 'status',
        ticketIds: [ticket.id],
        status: 'CERRADO',
      });
    }
  };
  await file(cashiers, 'Boleta con RUC equivocado', 'ALTA', rosa, 'resolved');
  await file(cashiers, 'La caja 2 no abre el turno', 'URGENTE', rosa, 'progress');
  await file(cashiers, 'No llega el cierre de caja', 'MEDIA', diego, 'resolved');
  await file(cashiers, 'La ticketera no corta el papel', 'MEDIA', diego);
  await file(cashiers, 'Anular una factura de ayer', 'BAJA', rosa, 'closed');
  await file(cashiers, 'El lector de tarjetas no conecta', 'ALTA', diego, 'progress');
  await file(kitchen, 'La impresora de comandas no imprime', 'URGENTE', diego, 'resolved');
  await file(kitchen, 'La pantalla de cocina se congela', 'ALTA', rosa);
  await file(kitchen, 'Falta un plato en la carta digital', 'MEDIA', diego, 'resolved');
  await file(kitchen, 'Cambiar el logo del ticket de cocina', 'BAJA', rosa, 'closed');
  await file(kitchen, 'La comanda sale duplicada', 'MEDIA', rosa, 'progress');
  await file(kitchen, 'No suena la alerta de pedidos', 'ALTA', diego);

  // Team time for the pauses report: an eight-hour day that began three hours ago (Lima, UTC−5),
  // the cashiers' break policy, and a break each recorded through the header's endpoints.
  const lima = new Date(Date.now() - 5 * 3_600_000);
  const start = Math.max(0, lima.getUTCHours() * 60 - 180);
  for (const person of [rosa, diego]) {
    await call('PUT', `/schedules/users/${person}/shifts`, {
      shifts: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        startMinute: start,
        durationMinutes: 480,
      })),
    });
  }
  await call('POST', '/break-policies', {
    name: 'Pausas de cajas (reportes)',
    departmentId: cashiers,
    everyMinutes: 120,
    breakMinutes: 10,
    autoCloseAfterMinutes: 30,
    remindersEnabled: true,
    isActive: true,
  });
  for (const email of ['rosa.mendoza.reportes@atiende.pe', 'diego.paredes.reportes@atiende.pe']) {
    const token = await apiLogin(baseUrl, email, PASSWORD);
    await call('POST', '/schedules/pauses', { kind: 'break' }, token);
    await call('POST', '/schedules/pauses/current/end', {}, token);
  }
}

/** Waits for a report's table (and its chart, when it has one) and lets it settle. */
async function reportReady(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Detalle' }).waitFor({ timeout: 20_000 });
  await page
    .locator('.recharts-surface')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await still(page);
}

export async function captureReportPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  await seed(baseUrl, adminToken);
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(outDir, `reports-${name}.png`), fullPage: true });
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.waitForTimeout(3_500); // let the sign-in toast leave

    await page.goto('/admin/reports');
    await page.getByRole('list', { name: 'Reportes de Cumplimiento' }).waitFor();
    await still(page);
    await shot(page, `home-${size}`);

    await page.goto('/admin/reports/tickets/status');
    await reportReady(page, 'Tickets por estado');
    await shot(page, `tickets-status-${size}`);
    if (size === 'mobile') {
      await page.getByRole('button', { name: /^Filtros/ }).click();
      await still(page);
      await shot(page, `tickets-status-filters-${size}`);
      await page.goto('/admin/reports/technicians/workload');
      await reportReady(page, 'Carga de trabajo');
      await shot(page, `technicians-workload-${size}`);
    } else {
      await page.goto('/admin/reports/tickets/department');
      await reportReady(page, 'Tickets por departamento');
      await shot(page, `tickets-department-${size}`);
      await page.goto('/admin/reports/tickets/flow?period=7d');
      await reportReady(page, 'Creados vs. resueltos');
      await shot(page, `tickets-flow-${size}`);
      await page.goto('/admin/reports/technicians/workload');
      await reportReady(page, 'Carga de trabajo');
      await shot(page, `technicians-workload-${size}`);
    }
    // A team-time report (docs/reports.md#breaks): planned against taken pauses per técnico.
    await page.goto('/admin/reports/breaks/by-technician?period=7d');
    await reportReady(page, 'Pausas por técnico');
    await shot(page, `breaks-by-technician-${size}`);
    await context.close();
  }
}
