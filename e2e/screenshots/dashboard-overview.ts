// The administrator's and the tech lead's panel for docs/screenshots/dashboard-overview-*.png
// (called by e2e/screenshots.ts, group `dashboard-overview`), at desktop (1366 wide) and 375 px:
// a new installation's first steps (when the group runs first, on an empty database), the
// administrator's panel, the lead's panel with their team, the reassignment dialog, and a chart
// shown as its table (docs/dashboards.md).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS, PASSWORD } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

/** Lets toasts leave, the charts draw, and the pointer rest away from the page. */
async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500);
}

async function openPanel(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByRole('region', { name: 'Cifras principales' }).waitFor();
}

const TICKETS: ReadonlyArray<[title: string, priority: string]> = [
  ['La caja 2 no abre el turno', 'URGENTE'],
  ['La ticketera de cocina no imprime comandas', 'ALTA'],
  ['Boleta emitida con RUC equivocado', 'MEDIA'],
  ['No llega el reporte de cierre de caja', 'MEDIA'],
  ['La pantalla de pedidos se congela', 'ALTA'],
  ['Consulta sobre el reporte de ventas', 'BAJA'],
  ['Cambiar la clave del usuario de caja', 'BAJA'],
  ['El lector de códigos no responde', 'MEDIA'],
  ['Duplicar la carta en el sistema', 'BAJA'],
  ['Error al anular una boleta', 'ALTA'],
  ['El delivery no recibe pedidos', 'URGENTE'],
  ['Agregar un nuevo mozo', 'BAJA'],
];

/**
 * Two departments — Caja (led by the shared lead) and Cocina — four técnicos, and a dozen tickets
 * from the client: some assigned, one técnico over their maximum, some answered, resolved and
 * escalated, so every card has something to show.
 */
async function seed(baseUrl: string, adminToken: string) {
  const leadToken = await apiLogin(baseUrl, ACCOUNTS.TECH_LEAD.email, ACCOUNTS.TECH_LEAD.password);
  const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
  const { user: lead } = await apiCall<{ user: { id: string } }>(
    baseUrl,
    leadToken,
    'GET',
    '/auth/me',
  );
  const call = <T>(method: string, route: string, body?: object) =>
    apiCall<T>(baseUrl, adminToken, method, route, body);
  const stamp = Date.now();
  const caja = (
    await call<{ department: { id: string } }>('POST', '/departments', {
      name: `Caja y facturación ${stamp}`,
      description: 'Cajas, boletas y cierres',
      leadId: lead.id,
    })
  ).department.id;
  const cocina = (
    await call<{ department: { id: string } }>('POST', '/departments', {
      name: `Cocina ${stamp}`,
      description: 'Comandas y pantallas',
    })
  ).department.id;
  const staff = [];
  for (const [name, departmentIds, maxOpenTickets] of [
    ['Ana Torres', [caja], 3],
    ['Carlos Ruiz Díaz', [caja], 8],
    ['María Quispe', [caja, cocina], 6],
    ['Luis Huamán', [cocina], 5],
  ] as const) {
    const first = name
      .split(' ')[0]!
      .normalize('NFD')
      .replace(/[^a-zA-Z]/g, '');
    const email = `${first.toLowerCase()}.${stamp}@atiende.pe`;
    const { technician } = await call<{ technician: { id: string } }>('POST', '/technicians', {
      name,
      email,
      password: PASSWORD,
      departmentIds,
      maxOpenTickets,
    });
    staff.push({ id: technician.id, name, email });
  }
  const ids: string[] = [];
  for (const [index, [title, priority]] of TICKETS.entries()) {
    const { ticket } = await apiCall<{ ticket: { id: string } }>(
      baseUrl,
      clientToken,
      'POST',
      '/tickets',
      {
        title,
        description: 'Desde esta mañana, en el local de Miraflores.',
        departmentId: index % 3 === 2 ? cocina : caja,
        priority,
      },
    );
    ids.push(ticket.id);
  }
  const [ana, carlos, maria] = staff;
  const assign = (ticketIds: string[], assignedToId: string) =>
    call('POST', '/tickets/bulk', { action: 'assign', ticketIds, assignedToId });
  // Ana: 4 open over a maximum of 3.
  await assign([ids[0]!, ids[1]!, ids[3]!, ids[4]!], ana!.id);
  await assign([ids[6]!, ids[9]!], carlos!.id);
  await assign([ids[2]!, ids[5]!], maria!.id);
  for (const id of [ids[1]!, ids[6]!, ids[2]!]) {
    await call('POST', `/tickets/${id}/comments`, {
      body: 'Hola, ya estamos revisando tu caso.',
      isInternal: false,
    });
  }
  await call('POST', '/tickets/bulk', {
    action: 'status',
    ticketIds: [ids[6]!, ids[5]!],
    status: 'RESUELTO',
    resolution: 'Se cambió la configuración.',
  });
  await call('POST', '/tickets/bulk', {
    action: 'status',
    ticketIds: [ids[9]!],
    status: 'ESCALADO',
  });
  return { carlos: carlos!, caja };
}

export async function captureOverviewDashboardPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  const shot = (page: Page, name: string, fullPage = true) =>
    page.screenshot({ path: path.join(outDir, `dashboard-overview-${name}.png`), fullPage });

  // A new installation: only when nothing was created before this group.
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await openPanel(page, '/admin/dashboard', 'Panel de Administración');
    if ((await page.getByRole('heading', { name: 'Primeros pasos' }).count()) > 0) {
      await still(page);
      await shot(page, `first-steps-${size}`);
    }
    await context.close();
  }

  const { carlos, caja } = await seed(baseUrl, adminToken);
  // Carlos is online (signed in, with the live connection open) while the screenshots are taken.
  const online = await newPage(browser, baseUrl);
  await signInThroughForm(online.page, carlos.email, PASSWORD);
  try {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const admin = await newPage(browser, baseUrl, viewport);
      await signInThroughForm(admin.page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
      await openPanel(admin.page, '/admin/dashboard?period=30d', 'Panel de Administración');
      await still(admin.page);
      await shot(admin.page, `admin-${size}`);
      const flow = admin.page.getByRole('region', { name: 'Creados y resueltos por día' });
      await flow.getByRole('tab', { name: 'Tabla' }).click();
      await flow.scrollIntoViewIfNeeded();
      await admin.page.waitForTimeout(300);
      await shot(admin.page, `table-${size}`, false);
      await admin.context.close();

      const lead = await newPage(browser, baseUrl, viewport);
      await signInThroughForm(lead.page, ACCOUNTS.TECH_LEAD.email, ACCOUNTS.TECH_LEAD.password);
      await openPanel(
        lead.page,
        `/tech-lead/dashboard?departmentId=${caja}`,
        'Panel del Líder Técnico',
      );
      await still(lead.page);
      await shot(lead.page, `lead-${size}`);
      await lead.page
        .getByRole('region', { name: 'Carga del equipo' })
        .getByRole('button', { name: /^Reasignar tickets de/ })
        .first()
        .click();
      const dialog = lead.page.getByRole('dialog');
      await dialog.getByRole('checkbox').first().waitFor();
      await lead.page.waitForTimeout(400);
      await shot(lead.page, `reassign-${size}`, false);
      await lead.context.close();
    }
  } finally {
    await online.context.close();
  }
}
