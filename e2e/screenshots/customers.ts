// The customers screens for docs/screenshots/customers-*.png (called by e2e/screenshots.ts):
// the list, a detail page and the CRM panel, at desktop (1366×860) and 375 px, as the
// administrator. `seedCustomers` is shared with e2e/tests/customers.e2e.ts.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

export async function callApi<T>(
  baseUrl: string,
  token: string,
  method: string,
  route: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { data: T }).data;
}

/** POST /api/tickets/public as the form sends it (multipart, no account). */
export async function submitPublicTicket(
  baseUrl: string,
  fields: {
    departmentId: string;
    title: string;
    name: string;
    email: string;
    business: string;
    cargo?: string;
    priority?: string;
    phone?: string;
  },
): Promise<number> {
  const form = new FormData();
  form.set('title', fields.title);
  form.set('description', 'Desde la apertura del local. Ya reiniciamos el equipo y sigue igual.');
  form.set('customerName', fields.name);
  form.set('customerEmail', fields.email);
  form.set('customerPhone', fields.phone ?? '+51 987 654 321');
  form.set('clientBusiness', fields.business);
  form.set('clientCargo', fields.cargo ?? 'administrador');
  form.set('departmentId', fields.departmentId);
  form.set('priority', fields.priority ?? 'MEDIA');
  const response = await fetch(`${baseUrl}/api/tickets/public`, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`public ticket: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { ticketNumber: number } }).data.ticketNumber;
}

/** A few customers of a restaurant-software help desk, with chains and tickets. */
export async function seedCustomers(baseUrl: string, adminToken: string, suffix = '') {
  const { department } = await callApi<{ department: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/departments',
    { name: `Soporte de locales${suffix}` },
  );
  const departmentId = department.id;
  const emailOf = (user: string, business: string) =>
    `${user}${suffix.trim()}@${business.toLowerCase().replace(/[^a-z]/g, '')}.pe`;
  // Their people are known contacts, so the public form links their tickets
  // (docs/customers.md#company-suggestions).
  for (const [name, chainName, ruc, contactName, user] of [
    ['Chifa Dragón Rojo Miraflores', 'Dragón Rojo', '20501234561', 'Mei Chen', 'mei'],
    ['Chifa Dragón Rojo Surco', 'Dragón Rojo', '20501234562', 'Wang Li', 'wang'],
    ['Cevichería La Red', null, '10456789013', 'Ana Torres', 'ana'],
  ] as const) {
    await callApi(baseUrl, adminToken, 'POST', '/customers-unified', {
      name: `${name}${suffix}`,
      chainName,
      ruc: suffix ? null : ruc,
      email: `contacto@${name.toLowerCase().replace(/[^a-z]/g, '')}${suffix ? suffix.trim() : ''}.pe`,
      contacts: [{ name: contactName, email: emailOf(user, name) }],
    });
  }
  // Luis is not yet a contact of Pollería El Dorado: his ticket only suggests it.
  const tickets: Array<[string, string, string, string]> = [
    ['La impresora de comandas no imprime', 'Rosa Quispe', 'rosa', 'Pollería El Dorado'],
    ['El cajón monedero no se abre', 'Luis Paredes', 'luis', 'Pollería El Dorado'],
    ['Boletas rechazadas por SUNAT', 'Rosa Quispe', 'rosa', 'Pollería El Dorado'],
    ['No sincroniza la carta', 'Mei Chen', 'mei', 'Chifa Dragón Rojo Miraflores'],
    ['La tablet del mozo no conecta', 'Wang Li', 'wang', 'Chifa Dragón Rojo Surco'],
    ['Reporte de ventas vacío', 'Mei Chen', 'mei', 'Chifa Dragón Rojo Miraflores'],
    ['Cambio de precios del menú', 'Ana Torres', 'ana', 'Cevichería La Red'],
  ];
  for (const [index, [title, name, user, business]] of tickets.entries()) {
    await submitPublicTicket(baseUrl, {
      phone: `+51 9${String(index).padStart(2, '0')} ${Date.now().toString().slice(-6)}`,
      departmentId,
      title,
      name,
      email: emailOf(user, business),
      business: `${business}${suffix}`,
    });
  }
  // Two spellings of one business, filed with the same e-mail: "Posibles duplicados".
  for (const business of ['Broastería Don Pepe', 'Don Pepe Broaster']) {
    await submitPublicTicket(baseUrl, {
      departmentId,
      title: `Pedido duplicado en ${business}`,
      name: 'José Pérez',
      email: `pepe${suffix.trim()}@donpepe.pe`,
      business: `${business}${suffix}`,
    });
  }
  return { departmentId };
}

async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500); // let the toasts leave
}

export async function captureCustomerPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  await seedCustomers(baseUrl, adminToken);
  const { customers } = await callApi<{ customers: Array<{ id: string }> }>(
    baseUrl,
    adminToken,
    'GET',
    '/customers-unified?search=Pollería El Dorado',
  );
  const detailId = customers[0]!.id;
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.goto('/admin/customers');
    await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
    await page.getByText('Pollería El Dorado').first().waitFor();
    await settle(page);
    await page.screenshot({
      path: path.join(outDir, `customers-list-${size}.png`),
      fullPage: true,
    });

    await page.goto(`/admin/customers/${detailId}`);
    await page.getByRole('heading', { level: 1, name: 'Pollería El Dorado' }).waitFor();
    await page.getByText('La impresora de comandas no imprime').first().waitFor();
    await settle(page);
    await page.screenshot({
      path: path.join(outDir, `customers-detail-${size}.png`),
      fullPage: true,
    });

    await page.goto('/admin/customers?tab=crm');
    await page.getByRole('heading', { name: 'Tickets por cadena' }).waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(outDir, `customers-crm-${size}.png`), fullPage: true });
    await context.close();
  }
}
