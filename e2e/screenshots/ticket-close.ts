// The end of a ticket for docs/screenshots/ticket-close-*.png (called by e2e/screenshots.ts, group
// `ticket-close`), at desktop (1366 wide) and 375 px: the client's "¿Se resolvió tu problema?"
// under the Solución, the rating asked after "Sí, cerrar ticket", the closed ticket with the
// client's rating, and the técnico's view of it (docs/product/tickets.md#closing).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

/** Lets toasts leave and the pointer rest away from the page. */
async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500);
}

export async function captureTicketClosePages(
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
    { name: 'Redes y cajas' },
  );
  await apiCall(baseUrl, adminToken, 'PUT', `/departments/${department.id}/members`, {
    userIds: [user.id],
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { ticket } = await apiCall<{ ticket: { id: string } }>(
      baseUrl,
      clientToken,
      'POST',
      '/tickets',
      {
        title: 'La caja 2 no se conecta al servidor',
        description: 'Desde esta mañana la caja 2 muestra "Sin conexión" y no emite boletas.',
        departmentId: department.id,
        priority: 'ALTA',
      },
    );
    await apiCall(baseUrl, technicianToken, 'POST', `/tickets/${ticket.id}/assign`, {
      assignedToId: user.id,
    });
    await apiCall(baseUrl, technicianToken, 'POST', `/tickets/${ticket.id}/comments`, {
      body: 'Hola, Patricia. Vamos a revisar la conexión de la caja 2 de forma remota.',
      isInternal: false,
    });
    const { ticket: current } = await apiCall<{ ticket: { version: number } }>(
      baseUrl,
      technicianToken,
      'GET',
      `/tickets/${ticket.id}`,
    );
    await apiCall(baseUrl, technicianToken, 'PUT', `/tickets/${ticket.id}`, {
      version: current.version,
      status: 'RESUELTO',
      resolution:
        'El cable de red de la caja 2 estaba dañado: lo cambiamos y la caja volvió a emitir boletas.',
    });

    const client = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(client.page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    await client.page.goto(`/tickets/${ticket.id}`);
    await client.page.getByRole('button', { name: 'Sí, cerrar ticket' }).waitFor();
    await still(client.page);
    // From the top: a full-page capture of a scrolled page paints the sticky header mid-page.
    const shot = async (name: string, page: Page) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: path.join(outDir, `ticket-close-${name}-${size}.png`),
        fullPage: true,
      });
    };
    await shot('question', client.page);
    await client.page.getByRole('button', { name: 'Sí, cerrar ticket' }).click();
    await client.page.getByRole('button', { name: '5 de 5' }).waitFor();
    await still(client.page);
    await shot('rating', client.page);
    await client.page.getByLabel('Comentario (opcional)').fill('Muy rápidos, gracias.');
    await client.page.getByRole('button', { name: '5 de 5' }).click();
    await client.page.getByRole('region', { name: 'Tu calificación' }).waitFor();
    await still(client.page);
    await shot('closed-client', client.page);
    await client.context.close();

    const staff = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(staff.page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    await staff.page.goto(`/tickets/${ticket.id}`);
    await staff.page.getByRole('region', { name: 'Calificación del cliente' }).waitFor();
    await still(staff.page);
    await shot('staff', staff.page);
    await staff.context.close();
  }
}
