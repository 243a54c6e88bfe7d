// `npm run screenshots -w e2e` (after `npm run build`): writes docs/screenshots/*.png — the
// public pages and each role's landing page at desktop and 375 px wide, the public ticket
// form (support-*.png), the ticket workspace, Mi Perfil, the web-app dialog and the
// notifications screens. Name groups to refresh only those: `npm run screenshots -w e2e --
// profile` (groups: layout, support, tickets, profile, pwa, notifications, rate-limits, macros,
// ticket-assign-pickers, navigation, dashboard-personal, background-jobs, assistant,
// ai-admin-config, ai-admin-conversations, ai-admin-costs, sla-management, sla-dashboard,
// schedules, reports, report-schedules, api-keys, email-config, templates, email-mailboxes,
// settings, email-inbound).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts';
import { apiCreateUser, apiLogin } from './support/api';
import { launchBrowser, newPage, signInThroughForm } from './support/browser';
import { makePng } from './support/png';
import { startServer } from './support/server';
import { captureNotificationPages } from './screenshots/notifications';
import { captureDepartmentPages } from './screenshots/departments';
import { captureWebAppDialog } from './screenshots/web-app-dialog';
import { captureCustomerPages } from './screenshots/customers';
import { captureCustomerContextPages } from './screenshots/customer-context';
import { captureCompanySuggestionPages } from './screenshots/company-suggestion';
import { captureImportPages } from './screenshots/imports';
import { captureTeamPages } from './screenshots/team';
import { captureTeamAndFormPages } from './screenshots/team-and-forms';
import { captureTicketsLivePages } from './screenshots/tickets-live';
import { captureTicketClosePages } from './screenshots/ticket-close';
import { captureRateLimitPages } from './screenshots/rate-limits';
import { captureMacroPages } from './screenshots/macros';
import { captureTicketQueuePages } from './screenshots/ticket-queue';
import { captureTicketAssignPickerPages } from './screenshots/ticket-assign-pickers';
import { captureNavigationPages } from './screenshots/navigation';
import { captureDashboardWallPages } from './screenshots/dashboard-wall';
import { captureOverviewDashboardPages } from './screenshots/dashboard-overview';
import { capturePersonalDashboardPages } from './screenshots/dashboard-personal';
import { captureBackgroundJobPages } from './screenshots/background-jobs';
import { captureAssistantPages } from './screenshots/assistant';
import { captureAiAdminConfigPages } from './screenshots/ai-admin-config';
import { captureAiAdminConversationPages } from './screenshots/ai-admin-conversations';
import { captureAiCostPages } from './screenshots/ai-admin-costs';
import { captureSlaManagementPages } from './screenshots/sla-management';
import { captureSlaDashboardPages } from './screenshots/sla-dashboard';
import { captureSchedulePages } from './screenshots/schedules';
import { captureReportPages } from './screenshots/reports';
import { captureReportSchedulePages } from './screenshots/report-schedules';
import { captureApiKeyPages } from './screenshots/api-keys';
import { captureEmailConfigPages } from './screenshots/email-config';
import { captureTemplatePages } from './screenshots/templates';
import { captureEmailMailboxPages } from './screenshots/email-mailboxes';
import { captureSettingsPages } from './screenshots/settings';
import { captureEmailInboundPages } from './screenshots/email-inbound';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');
mkdirSync(outDir, { recursive: true });
const VIEWPORTS = { desktop: { width: 1366, height: 860 }, mobile: { width: 375, height: 812 } };
const groups = process.argv.slice(2);
const wants = (group: string) => groups.length === 0 || groups.includes(group);

const server = await startServer();
const browser = await launchBrowser();
try {
  const adminToken = await apiLogin(server.baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  for (const account of [ACCOUNTS.TECH_LEAD, ACCOUNTS.TECHNICIAN, ACCOUNTS.CLIENT]) {
    await apiCreateUser(server.baseUrl, adminToken, account);
  }
  for (const [size, viewport] of Object.entries(wants('layout') ? VIEWPORTS : {})) {
    for (const page of ['login', 'register', 'forgot-password']) {
      const { context, page: tab } = await newPage(browser, server.baseUrl, viewport);
      await tab.goto(`/${page}`);
      await tab.getByRole('heading', { level: 1 }).waitFor();
      await tab.screenshot({ path: path.join(outDir, `${page}-${size}.png`), fullPage: true });
      await context.close();
    }
    for (const account of Object.values(ACCOUNTS)) {
      const { context, page: tab } = await newPage(browser, server.baseUrl, viewport);
      await signInThroughForm(tab, account.email, account.password);
      await tab.waitForTimeout(3_500); // let the sign-in toast leave
      const name = `layout-${account.role.toLowerCase().replace('_', '-')}-${size}`;
      await tab.screenshot({ path: path.join(outDir, `${name}.png`) });
      if (size === 'mobile') {
        await tab.getByRole('button', { name: /menú/i }).first().click();
        await tab.waitForTimeout(400);
        await tab.screenshot({ path: path.join(outDir, `${name}-menu.png`) });
      }
      await context.close();
    }
  }
  if (wants('support')) await captureSupportPages(server.baseUrl, adminToken);
  if (wants('tickets')) await captureTicketPages(server.baseUrl, adminToken);
  if (wants('profile')) await captureProfilePages(server.baseUrl);
  if (wants('pwa')) await captureWebAppDialog(browser, server.baseUrl, outDir);
  if (wants('notifications')) {
    await captureNotificationPages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('departments')) {
    await captureDepartmentPages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('customers')) await captureCustomerPages(browser, server.baseUrl, adminToken, outDir);
  if (wants('customer-context')) {
    await captureCustomerContextPages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('company-suggestion')) {
    await captureCompanySuggestionPages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('imports')) await captureImportPages(browser, server.baseUrl, outDir);
  if (wants('team')) await captureTeamPages(browser, server.baseUrl, adminToken, outDir);
  if (wants('team-and-forms')) {
    await captureTeamAndFormPages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('tickets-live')) {
    await captureTicketsLivePages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('ticket-close')) {
    await captureTicketClosePages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('rate-limits')) await captureRateLimitPages(browser, outDir);
  if (wants('macros')) {
    await captureMacroPages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('ticket-queue')) {
    await captureTicketQueuePages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('ticket-assign-pickers')) {
    await captureTicketAssignPickerPages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('navigation')) await captureNavigationPages(browser, server.baseUrl, outDir);
  if (wants('dashboard-wall')) {
    await captureDashboardWallPages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('dashboard-overview')) {
    await captureOverviewDashboardPages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('background-jobs')) await captureBackgroundJobPages(browser, outDir);
  if (wants('assistant')) await captureAssistantPages(browser, server.baseUrl, outDir);
  if (wants('ai-admin-config')) await captureAiAdminConfigPages(browser, outDir);
  if (wants('ai-admin-conversations')) {
    await captureAiAdminConversationPages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('ai-admin-costs')) await captureAiCostPages(browser, outDir);
  if (wants('sla-management')) {
    await captureSlaManagementPages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('sla-dashboard')) {
    await captureSlaDashboardPages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('dashboard-personal')) {
    await capturePersonalDashboardPages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('schedules')) await captureSchedulePages(browser, server.baseUrl, adminToken, outDir);
  if (wants('reports')) await captureReportPages(browser, server.baseUrl, adminToken, outDir);
  if (wants('report-schedules')) {
    await captureReportSchedulePages(browser, server.baseUrl, adminToken, outDir);
  }
  if (wants('api-keys')) await captureApiKeyPages(browser, server.baseUrl, adminToken, outDir);
  if (wants('email-config')) await captureEmailConfigPages(browser, outDir);
  if (wants('templates')) await captureTemplatePages(browser, server.baseUrl, adminToken, outDir);
  if (wants('email-mailboxes'))
    await captureEmailMailboxPages(browser, server.baseUrl, adminToken, outDir);
  if (wants('settings')) await captureSettingsPages(browser, server.baseUrl, adminToken, outDir);
  if (wants('email-inbound'))
    await captureEmailInboundPages(browser, server.baseUrl, adminToken, outDir);
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}

/** POSTs as the administrator and returns the new entity's id (`data.department.id`, …). */
async function createAsAdmin(baseUrl: string, token: string, path: string, body: object) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: Record<string, { id?: string }> };
  const id = Object.values(data).find((value) => typeof value?.id === 'string')?.id;
  if (!id) throw new Error(`${path}: no id in the answer`);
  return id;
}

/**
 * The public ticket form (/support): chosen department with its products and a file at both
 * sizes; on a phone also the form showing its errors and the success page.
 */
async function captureSupportPages(baseUrl: string, adminToken: string): Promise<void> {
  const department = 'Cocina';
  const departmentId = await createAsAdmin(baseUrl, adminToken, '/api/departments', {
    name: department,
  });
  await createAsAdmin(baseUrl, adminToken, '/api/departments', { name: 'Caja y facturación' });
  for (const product of [
    { name: 'Impresora térmica', description: 'Impresora de comandas', price: 1234.5 },
    { name: 'Pantalla de cocina', description: 'Monitor de pedidos (KDS)', price: 899.9 },
  ]) {
    await createAsAdmin(baseUrl, adminToken, '/api/products', { ...product, departmentId });
  }
  const fillForm = async (tab: Page) => {
    await tab.getByLabel('Nombre', { exact: true }).fill('Ana Torres');
    await tab.getByLabel('Email', { exact: true }).fill('ana@mirestaurante.pe');
    await tab.getByLabel('Teléfono', { exact: true }).fill('+51 987 654 321');
    await tab.getByLabel('Empresa', { exact: true }).fill('Cevichería La Mar');
    await tab.getByLabel('Cargo', { exact: true }).selectOption('administrador');
    await tab.getByLabel('Título', { exact: true }).fill('La impresora de comandas no imprime');
    await tab
      .getByLabel('Descripción', { exact: true })
      .fill('Desde esta mañana no sale ninguna comanda. Ya la reiniciamos dos veces.');
    await tab.getByLabel('Departamento', { exact: true }).selectOption({ label: department });
    await tab.getByRole('checkbox', { name: /Impresora térmica/ }).check();
  };
  const open = async (viewport: { width: number; height: number }) => {
    const opened = await newPage(browser, baseUrl, viewport);
    await opened.page.goto('/support');
    await opened.page.getByRole('heading', { level: 1 }).waitFor();
    return opened;
  };

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page: tab } = await open(viewport);
    await fillForm(tab);
    await tab.locator('input[type="file"]').setInputFiles({
      name: 'foto-impresora.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(2_516_582),
    });
    await tab.screenshot({ path: path.join(outDir, `support-${size}.png`), fullPage: true });
    await context.close();
  }

  const errors = await open(VIEWPORTS.mobile);
  await errors.page.locator('input[type="file"]').setInputFiles({
    name: 'video-cocina.mp4.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(12_582_912),
  });
  await errors.page.getByRole('button', { name: 'Enviar Ticket' }).click();
  await errors.page.locator('[aria-invalid="true"]').first().waitFor();
  await errors.page.screenshot({
    path: path.join(outDir, 'support-errors-mobile.png'),
    fullPage: true,
  });
  await errors.context.close();

  const success = await open(VIEWPORTS.mobile);
  await fillForm(success.page);
  await success.page.getByRole('button', { name: 'Enviar Ticket' }).click();
  await success.page.getByRole('heading', { level: 1, name: 'Ticket creado' }).waitFor();
  await success.page.waitForTimeout(3_500); // let the toast leave
  await success.page.screenshot({
    path: path.join(outDir, 'support-success-mobile.png'),
    fullPage: true,
  });
  await success.context.close();
}

async function apiAs(baseUrl: string, token: string, method: string, path: string, body?: object) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/**
 * The agent workspace with a few realistic tickets: the technician's list, a ticket with a
 * public reply and an internal note (as the técnico sees it and as the client sees it).
 */
async function captureTicketPages(baseUrl: string, adminToken: string): Promise<void> {
  const login = async (account: { email: string; password: string }) => {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const { data } = (await response.json()) as {
      data: { accessToken: string; user: { id: string } };
    };
    return data;
  };
  const technician = await login(ACCOUNTS.TECHNICIAN);
  const client = await login(ACCOUNTS.CLIENT);
  const { department } = (await apiAs(baseUrl, adminToken, 'POST', '/api/departments', {
    name: 'Soporte de Sistemas POS',
  })) as { department: { id: string } };
  await apiAs(baseUrl, adminToken, 'PUT', `/api/departments/${department.id}/members`, {
    userIds: [technician.user.id],
  });
  const tickets = [
    ['La impresora de comandas de cocina no imprime', 'URGENTE'],
    ['El cajón monedero no se abre al cobrar', 'ALTA'],
    ['Agregar un nuevo plato a la carta del sistema', 'BAJA'],
    ['Boletas rechazadas por SUNAT desde ayer', 'ALTA'],
    ['El wifi de clientes se cae en las tardes', 'MEDIA'],
  ] as const;
  let firstId = '';
  for (const [title, priority] of tickets) {
    const { ticket } = (await apiAs(baseUrl, client.accessToken, 'POST', '/api/tickets', {
      title,
      description: 'Desde la apertura del local. Ya reiniciamos el equipo y sigue igual.',
      departmentId: department.id,
      priority,
    })) as { ticket: { id: string } };
    firstId ||= ticket.id;
  }
  await apiAs(baseUrl, technician.accessToken, 'POST', `/api/tickets/${firstId}/assign`, {
    assignedToId: technician.user.id,
  });
  await apiAs(baseUrl, technician.accessToken, 'POST', `/api/tickets/${firstId}/comments`, {
    body: 'Hola, Patricia. ¿Puedes apagar la impresora 30 segundos y revisar el cable de red? Te llamo en 5 minutos.',
    isInternal: false,
  });
  await apiAs(baseUrl, technician.accessToken, 'POST', `/api/tickets/${firstId}/comments`, {
    body: 'La IP de la impresora cambió tras el corte de luz. Revisar la reserva DHCP del router.',
    isInternal: true,
  });
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    await page.goto('/tickets?view=all');
    await page
      .getByRole('link', { name: /impresora de comandas/ })
      .first()
      .waitFor();
    await page.waitForTimeout(3_500);
    await page.screenshot({ path: path.join(outDir, `tickets-list-${size}.png`) });
    await page.goto(`/tickets/${firstId}`);
    await page.getByText('Revisar la reserva DHCP', { exact: false }).first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(outDir, `ticket-detail-${size}.png`), fullPage: true });
    await context.close();
    const asClient = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(asClient.page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    await asClient.page.goto(`/tickets/${firstId}`);
    await asClient.page
      .getByText('¿Puedes apagar la impresora', { exact: false })
      .first()
      .waitFor();
    await asClient.page.waitForTimeout(3_500);
    await asClient.page.screenshot({
      path: path.join(outDir, `ticket-detail-client-${size}.png`),
      fullPage: true,
    });
    await asClient.context.close();
  }
}

/** Mi Perfil with a photo: chosen and saved through the page, then seen at both sizes. */
async function captureProfilePages(baseUrl: string): Promise<void> {
  const account = ACCOUNTS.TECHNICIAN;
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, account.email, account.password);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Mi Perfil' }).waitFor();
    if (size === 'desktop') {
      await page.locator('input[type="file"]').setInputFiles({
        name: 'foto.png',
        mimeType: 'image/png',
        buffer: makePng(480, 320),
      });
      await page.getByRole('button', { name: 'Guardar foto' }).click();
      await page.getByText('Tu foto se guardó.').waitFor();
    }
    await page.getByRole('main').getByRole('img', { name: account.name }).waitFor();
    await page.getByText('Este dispositivo', { exact: true }).waitFor();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForTimeout(3_500); // let the toasts leave
    await page.screenshot({ path: path.join(outDir, `profile-${size}.png`), fullPage: true });
    await context.close();
  }
}
