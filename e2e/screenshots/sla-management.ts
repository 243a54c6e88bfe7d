// Gestión de SLA for docs/screenshots/sla-management-*.png (called by e2e/screenshots.ts, group
// `sla-management`), at desktop (1366 wide) and 375 px: the policies and the calendars of
// /admin/sla-management and their dialogs (docs/sla.md#página-de-administración).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { apiCall } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

const DEPARTMENT = 'Facturación electrónica';
const POLICY = 'SLA de facturación';

/** Lets toasts leave and the pointer rest away from the page. */
async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500);
}

/** A department policy on the office calendar beside the default one (once per database). */
async function seed(baseUrl: string, adminToken: string): Promise<void> {
  const { departments } = await apiCall<{ departments: Array<{ id: string; name: string }> }>(
    baseUrl,
    adminToken,
    'GET',
    '/departments',
  );
  const departmentId =
    departments.find((item) => item.name === DEPARTMENT)?.id ??
    (
      await apiCall<{ department: { id: string } }>(baseUrl, adminToken, 'POST', '/departments', {
        name: DEPARTMENT,
        description: 'Boletas, facturas y envíos a SUNAT.',
      })
    ).department.id;
  const { policies } = await apiCall<{ policies: Array<{ name: string }> }>(
    baseUrl,
    adminToken,
    'GET',
    '/sla/policies',
  );
  if (policies.some((policy) => policy.name === POLICY)) return;
  const { calendars } = await apiCall<{ calendars: Array<{ id: string; name: string }> }>(
    baseUrl,
    adminToken,
    'GET',
    '/sla/calendars',
  );
  await apiCall(baseUrl, adminToken, 'POST', '/sla/policies', {
    name: POLICY,
    departmentId,
    calendarId: calendars.find((calendar) => calendar.name === 'Horario de oficina')?.id ?? null,
    targets: {
      URGENTE: { firstResponseMinutes: 30, resolutionMinutes: 240 },
      ALTA: { firstResponseMinutes: 60, resolutionMinutes: 480 },
      MEDIA: { firstResponseMinutes: 240, resolutionMinutes: 1440 },
      BAJA: { firstResponseMinutes: 480, resolutionMinutes: 2880 },
    },
    warningPercent: 80,
    autoEscalate: true,
  });
}

export async function captureSlaManagementPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  await seed(baseUrl, adminToken);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.goto('/admin/sla-management');
    await page.getByRole('main').getByText(POLICY).first().waitFor();
    await still(page);
    await page.screenshot({
      path: path.join(outDir, `sla-management-policies-${size}.png`),
      fullPage: true,
    });
    await page.getByRole('button', { name: `Editar ${POLICY}` }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `sla-management-policy-dialog-${size}.png`) });
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Calendarios' }).click();
    await page.getByRole('main').getByText('Horario de oficina').first().waitFor();
    await page.mouse.move(0, 0);
    await page.screenshot({
      path: path.join(outDir, `sla-management-calendars-${size}.png`),
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Editar Horario de oficina' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The overlap message as the administrator sees it.
    await dialog.getByRole('button', { name: 'Agregar horario el Lunes' }).click();
    await dialog.getByLabel('Lunes, horario 3: desde').fill('12:00');
    await dialog.getByLabel('Lunes, horario 3: hasta').fill('15:00');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Los horarios de un mismo día no pueden superponerse.').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({
      path: path.join(outDir, `sla-management-calendar-dialog-${size}.png`),
    });
    await context.close();
  }
}
