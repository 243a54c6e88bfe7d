// Issue 13 for docs/screenshots (called by e2e/screenshots.ts, group "team-and-forms"): Equipo y
// Roles' two tabs at 1440 and 375 px, the department form's field message without a toast, a toast
// where it covers no button, and the client's "Nuevo Ticket" with files and `?related=`.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { newPage, signInThroughForm } from '../support/browser';
import { makePng } from '../support/png';

const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 375, height: 812 },
};
const DEPARTMENT = 'Soporte de caja';

/** The department the client files under; reused when another group made it. */
async function ensureDepartment(baseUrl: string, adminToken: string): Promise<void> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` };
  const listed = await fetch(`${baseUrl}/api/departments`, { headers });
  const { data } = (await listed.json()) as { data: { departments: Array<{ name: string }> } };
  if (data.departments.some((department) => department.name === DEPARTMENT)) return;
  const created = await fetch(`${baseUrl}/api/departments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: DEPARTMENT, description: null }),
  });
  if (!created.ok) throw new Error(`POST /departments: ${created.status}`);
}

async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500); // let the sign-in toast leave
}

async function captureTeam(page: Page, outDir: string, size: string): Promise<void> {
  await page.goto('/admin/team');
  await page.getByText(ACCOUNTS.TECHNICIAN.email).first().waitFor();
  await still(page);
  await page.screenshot({ path: path.join(outDir, `team-staff-${size}.png`), fullPage: true });
  await page.getByRole('tab', { name: 'Clientes' }).click();
  await page.getByText(ACCOUNTS.CLIENT.email).first().waitFor();
  await page.screenshot({ path: path.join(outDir, `team-clients-${size}.png`), fullPage: true });
}

async function captureDepartmentForm(page: Page, outDir: string, size: string): Promise<void> {
  await page.goto('/admin/departments');
  await page.getByRole('button', { name: 'Nuevo departamento' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo departamento' });
  await dialog.getByRole('button', { name: 'Crear departamento' }).click();
  await dialog.getByText('El nombre es obligatorio').waitFor();
  await page.screenshot({ path: path.join(outDir, `department-empty-${size}.png`) });
  // A success toast, to show where toasts sit.
  await dialog.getByLabel('Nombre', { exact: true }).fill(`Cocina ${size}`);
  await dialog.getByRole('button', { name: 'Crear departamento' }).click();
  await page.locator('[data-sonner-toast]').first().waitFor();
  await page.waitForTimeout(500); // the toast's entrance
  await page.screenshot({ path: path.join(outDir, `toast-placement-${size}.png`) });
}

async function captureTicketCreate(page: Page, outDir: string, size: string): Promise<void> {
  await page.goto('/tickets/new?related=8');
  await page.getByRole('heading', { level: 1, name: 'Nuevo Ticket' }).waitFor();
  await still(page);
  await page.getByRole('button', { name: 'Crear ticket' }).click();
  await page.getByText('El título es obligatorio').waitFor();
  await page.screenshot({ path: path.join(outDir, `ticket-create-empty-${size}.png`) });
  await page.getByLabel('Título').fill('Las boletas salen sin logo');
  await page.getByLabel('Departamento').selectOption({ label: DEPARTMENT });
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'boleta.png', mimeType: 'image/png', buffer: makePng(640, 360) },
    { name: 'video.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10_485_761, 0x20) },
  ]);
  await page.getByText('El archivo video.pdf excede el tamaño máximo de 10MB').waitFor();
  await page.screenshot({
    path: path.join(outDir, `ticket-create-files-${size}.png`),
    fullPage: true,
  });
}

export async function captureTeamAndFormPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  await ensureDepartment(baseUrl, adminToken);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const admin = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(admin.page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await captureTeam(admin.page, outDir, size);
    await captureDepartmentForm(admin.page, outDir, size);
    await admin.context.close();
    const client = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(client.page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    await captureTicketCreate(client.page, outDir, size);
    await client.context.close();
  }
}
