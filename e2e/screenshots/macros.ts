// Plantillas for docs/screenshots/macros-*.png (called by e2e/screenshots.ts, group `macros`), at
// desktop (1366 wide) and 375 px: the /macros page of a tech lead (own and team plantillas), its
// form, and the composer's picker and pending changes on a ticket (docs/macros.md).
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

async function seed(baseUrl: string, adminToken: string) {
  const leadToken = await apiLogin(baseUrl, ACCOUNTS.TECH_LEAD.email, ACCOUNTS.TECH_LEAD.password);
  const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
  const { user: lead } = await apiCall<{ user: { id: string } }>(
    baseUrl,
    leadToken,
    'GET',
    '/auth/me',
  );
  const { department } = await apiCall<{ department: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/departments',
    { name: `Soporte POS ${Date.now()}`, description: 'Cajas, ticketeras y boletas' },
  );
  await apiCall(baseUrl, adminToken, 'PUT', `/departments/${department.id}/members`, {
    userIds: [lead.id],
  });
  const plantillas = [
    {
      name: 'Reinicio de ticketera',
      body: 'Hola {{cliente}}, soy {{tecnico}} de {{departamento}}. Para el ticket {{ticket}}, apaga la ticketera 10 segundos y vuelve a encenderla.',
      actions: {
        status: 'EN_PROGRESO',
        assignTo: 'me',
        internalNote: 'Se pidió reiniciar la ticketera.',
      },
    },
    {
      name: 'Resuelto: boleta reenviada',
      body: 'Hola {{cliente}}, ya reenviamos la boleta. Cerramos el ticket {{ticket}}; si necesitas algo más, escríbenos.',
      scope: 'SHARED',
      departmentId: department.id,
      actions: { status: 'RESUELTO', resolution: 'Se reenvió la boleta a {{cliente}}.' },
    },
    {
      name: 'Saludo inicial',
      body: 'Hola {{cliente}}, gracias por escribirnos. Ya estamos revisando tu caso.',
      scope: 'SHARED',
    },
  ];
  for (const plantilla of plantillas)
    await apiCall(baseUrl, leadToken, 'POST', '/macros', plantilla);
  const { ticket } = await apiCall<{ ticket: { id: string } }>(
    baseUrl,
    clientToken,
    'POST',
    '/tickets',
    {
      title: 'La ticketera no imprime boletas',
      description: 'Desde esta mañana la ticketera de caja no responde.',
      departmentId: department.id,
    },
  );
  return ticket.id;
}

export async function captureMacroPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  const ticketId = await seed(baseUrl, adminToken);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.TECH_LEAD.email, ACCOUNTS.TECH_LEAD.password);
    await page.goto('/macros');
    await page.getByRole('heading', { level: 3, name: /Saludo inicial/ }).waitFor();
    await still(page);
    await page.screenshot({ path: path.join(outDir, `macros-page-${size}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Nueva plantilla' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByLabel('Nombre').fill('Pedido de captura');
    await page
      .getByLabel('Texto', { exact: true })
      .fill('Hola {{cliente}}, ¿puedes enviarnos una foto del error?');
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(outDir, `macros-form-${size}.png`) });
    await page.keyboard.press('Escape');

    await page.goto(`/tickets/${ticketId}`);
    await page.getByRole('heading', { level: 1, name: /La ticketera no imprime/ }).waitFor();
    await still(page);
    await page.keyboard.press('r');
    await page.keyboard.type('/');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.type('ticketera');
    await page.waitForTimeout(300);
    const composer = page.locator('form').filter({ has: page.locator('#composer') });
    await composer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(outDir, `macros-picker-${size}.png`) });
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: /Al enviar/ }).waitFor();
    await composer.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `macros-pending-${size}.png`) });
    await context.close();
  }
}
