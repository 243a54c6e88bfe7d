// Envíos programados for docs/screenshots/report-schedules-*.png (called by e2e/screenshots.ts,
// group `report-schedules`), at 1440 px and 375 px (docs/reports.md#scheduled-reports): the
// schedules as cards, the dialog (opened prefilled from a report's "Programar envío"), the
// delivery history after «Enviar ahora», and the public unsubscribe page of a forged link.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { apiCall } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 375, height: 812 },
};
const WEEKLY = 'Resumen semanal de soporte';

async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(2_500);
}

/** Three schedules (weekly, monthly, a paused daily one) and two sendings (once per database). */
async function seed(baseUrl: string, adminToken: string): Promise<void> {
  const call = <T>(method: string, url: string, body?: object) =>
    apiCall<T>(baseUrl, adminToken, method, url, body);
  const { schedules } = await call<{ schedules: Array<{ name: string }> }>(
    'GET',
    '/reports/schedules',
  );
  if (schedules.some((schedule) => schedule.name === WEEKLY)) return;
  const create = async (body: object) =>
    (
      await call<{ schedule: { id: string } }>('POST', '/reports/schedules', {
        filters: {},
        weekday: null,
        monthDay: null,
        ...body,
      })
    ).schedule.id;
  const weekly = await create({
    name: WEEKLY,
    family: 'tickets',
    type: 'status',
    frequency: 'weekly',
    weekday: 1,
    hour: 8,
    format: 'pdf',
    recipients: ['gerencia@restaurantesdelsur.pe', 'jefa.soporte@restaurantesdelsur.pe'],
  });
  const monthly = await create({
    name: 'Cumplimiento de SLA del mes',
    family: 'sla',
    type: 'compliance',
    frequency: 'monthly',
    monthDay: 1,
    hour: 9,
    format: 'xlsx',
    recipients: ['calidad@restaurantesdelsur.pe'],
  });
  await create({
    name: 'Carga diaria de técnicos',
    family: 'technicians',
    type: 'workload',
    frequency: 'daily',
    hour: 7,
    format: 'pdf',
    recipients: ['supervisor.turno@restaurantesdelsur.pe'],
    isActive: false,
  });
  await call('POST', `/reports/schedules/${weekly}/send-now`, {});
  await call('POST', `/reports/schedules/${monthly}/send-now`, {});
}

export async function captureReportSchedulePages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  await seed(baseUrl, adminToken);
  const file = (name: string) => path.join(outDir, `report-schedules-${name}.png`);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.waitForTimeout(3_500); // let the sign-in toast leave

    await page.goto('/admin/reports/schedules');
    await page.getByRole('heading', { level: 2, name: WEEKLY, exact: true }).waitFor();
    await page
      .getByRole('table', { name: 'Historial de envíos', exact: true })
      .getByRole('rowheader')
      .first()
      .waitFor({ timeout: 20_000 });
    await still(page);
    await page.screenshot({ path: file(`list-${size}`), fullPage: true });
    await page.locator('#report-deliveries').screenshot({ path: file(`history-${size}`) });

    await page.goto('/admin/reports/schedules?new=1&family=tickets&type=status');
    const dialog = page.getByRole('dialog', { name: 'Nuevo envío programado', exact: true });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog
      .getByRole('textbox', { name: 'Nombre del envío', exact: true })
      .fill('Tickets por estado para gerencia');
    const recipients = dialog.getByRole('textbox', { name: 'Destinatarios', exact: true });
    for (const email of [
      'gerencia@restaurantesdelsur.pe',
      'administracion@restaurantesdelsur.pe',
    ]) {
      await recipients.fill(email);
      await recipients.press('Enter');
    }
    // The dialog scrolls as a whole: its foot shows the chips above the sticky buttons.
    await dialog.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await still(page);
    await page.screenshot({ path: file(`dialog-${size}`) });
    await context.close();
  }

  const { context, page } = await newPage(browser, baseUrl, VIEWPORTS.mobile);
  await page.goto('/reportes/baja?token=enlace-vencido');
  await page.getByRole('alert').waitFor({ timeout: 20_000 });
  await still(page);
  await page.screenshot({ path: file('unsubscribe-mobile'), fullPage: true });
  await context.close();
}
