// The list's assignment pickers and its export for docs/screenshots/ticket-assign-pickers-*.png
// (called by e2e/screenshots.ts, group `ticket-assign-pickers`): at 1440 px the `a` picker of a
// row with its department's staff and their load, the bulk bar's Asignar over two departments
// and the header's Exportar; at 375 px the header with Exportar and the `a` picker.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS, PASSWORD } from '../support/accounts';
import { apiLogin } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

async function call<T>(baseUrl: string, token: string, route: string, body: object) {
  const response = await fetch(`${baseUrl}/api${route}`, {
    method: route.endsWith('/members') ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Two departments with their técnicos (one full) and tickets; returns the search stamp. */
async function seed(baseUrl: string, adminToken: string): Promise<string> {
  const stamp = String(Date.now());
  const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, PASSWORD);
  const plan = [
    {
      name: 'Caja',
      people: [
        ['Ana Torres', 10],
        ['Luis Rojas', 1],
      ],
      title: 'La caja 2 no imprime boletas',
    },
    { name: 'Ventas', people: [['Marta Díaz', null]], title: 'Cotización sin precio de envío' },
  ] as const;
  for (const department of plan) {
    const { department: created } = await call<{ department: { id: string } }>(
      baseUrl,
      adminToken,
      '/departments',
      { name: `${department.name} ${stamp}` },
    );
    const ids: string[] = [];
    for (const [name, max] of department.people) {
      const { technician } = await call<{ technician: { id: string } }>(
        baseUrl,
        adminToken,
        '/technicians',
        {
          name,
          email: `${name.split(' ')[0]!.toLowerCase()}.${stamp}@atiende.pe`,
          password: PASSWORD,
          departmentIds: [created.id],
          maxOpenTickets: max,
        },
      );
      ids.push(technician.id);
    }
    await call(baseUrl, adminToken, `/departments/${created.id}/members`, { userIds: ids });
    if (department.name === 'Caja') {
      // Luis Rojas at his maximum of one open ticket: "(1/1, sin cupo)".
      const { ticket } = await call<{ ticket: { id: string } }>(baseUrl, clientToken, '/tickets', {
        title: `La gaveta no abre ${stamp}`,
        description: 'Desde la apertura de hoy.',
        departmentId: created.id,
      });
      await call(baseUrl, adminToken, `/tickets/${ticket.id}/assign`, { assignedToId: ids[1] });
    }
    await call(baseUrl, clientToken, '/tickets', {
      title: `${department.title} ${stamp}`,
      description: 'Desde la apertura de hoy.',
      departmentId: created.id,
    });
  }
  return stamp;
}

async function openList(page: Page, stamp: string) {
  await page.goto(`/tickets?view=all&search=${stamp}`);
  await page
    .getByRole('link', { name: /La caja 2 no imprime/ })
    .first()
    .waitFor();
}

export async function captureTicketAssignPickerPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  const stamp = await seed(baseUrl, adminToken);
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(outDir, `ticket-assign-pickers-${name}.png`) });

  const desktop = await newPage(browser, baseUrl, { width: 1440, height: 900 });
  await signInThroughForm(desktop.page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await openList(desktop.page, stamp);
  await desktop.page.waitForTimeout(3_500); // let the sign-in toast leave
  await shot(desktop.page, 'export-desktop');
  // The second row is "La caja 2…" (the last updated come first).
  await desktop.page.keyboard.press('j');
  await desktop.page.keyboard.press('j');
  await desktop.page.keyboard.press('a');
  await desktop.page.getByRole('option', { name: /Luis Rojas/ }).waitFor();
  await shot(desktop.page, 'row-desktop');
  await desktop.page.keyboard.press('Escape');
  await desktop.page
    .getByRole('checkbox', { name: 'Seleccionar los tickets de esta página' })
    .check();
  await desktop.page.getByRole('button', { name: 'Asignar', exact: true }).click();
  await desktop.page.getByRole('menuitem', { name: /Marta Díaz/ }).waitFor();
  await shot(desktop.page, 'bulk-desktop');
  await desktop.context.close();

  const phone = await newPage(browser, baseUrl, { width: 375, height: 812 });
  await signInThroughForm(phone.page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await openList(phone.page, stamp);
  await phone.page.waitForTimeout(3_500);
  await shot(phone.page, 'export-mobile');
  await phone.page.keyboard.press('j');
  await phone.page.keyboard.press('a');
  await phone.page.getByRole('option').first().waitFor();
  await shot(phone.page, 'row-mobile');
  await phone.context.close();
}
