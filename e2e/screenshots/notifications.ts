// The notifications screens for docs/screenshots/notifications-*.png (called by
// e2e/screenshots.ts): the bell open, /notifications and /settings/notifications, at desktop
// (1366×768) and 375 px, as a técnico with a few real notifications.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 375, height: 812 },
};

/** Tickets from a client, two assigned to the técnico and a reply on one: a realistic bell. */
async function seedNotifications(baseUrl: string, adminToken: string): Promise<void> {
  const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
  const technician = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: ACCOUNTS.TECHNICIAN.email,
      password: ACCOUNTS.TECHNICIAN.password,
    }),
  }).then(async (response) => ((await response.json()) as { data: { user: { id: string } } }).data);
  const { department } = await apiCall<{ department: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/departments',
    { name: 'Mesa de ayuda de locales' },
  );
  await apiCall(baseUrl, adminToken, 'PUT', `/departments/${department.id}/members`, {
    userIds: [technician.user.id],
  });
  const titles = [
    ['La impresora de comandas no imprime', 'URGENTE'],
    ['El cajón monedero no se abre al cobrar', 'ALTA'],
    ['Boletas rechazadas por SUNAT desde ayer', 'ALTA'],
    ['Agregar un nuevo plato a la carta del sistema', 'BAJA'],
  ] as const;
  const ids: string[] = [];
  for (const [title, priority] of titles) {
    const { ticket } = await apiCall<{ ticket: { id: string } }>(
      baseUrl,
      clientToken,
      'POST',
      '/tickets',
      {
        title,
        description: 'Desde la apertura del local. Ya reiniciamos el equipo y sigue igual.',
        departmentId: department.id,
        priority,
      },
    );
    ids.push(ticket.id);
  }
  for (const id of ids.slice(0, 2)) {
    await apiCall(baseUrl, adminToken, 'POST', `/tickets/${id}/assign`, {
      assignedToId: technician.user.id,
    });
  }
  await apiCall(baseUrl, clientToken, 'POST', `/tickets/${ids[0]}/comments`, {
    body: 'Ya apagamos la impresora y sigue sin imprimir. ¿Pueden venir hoy?',
    isInternal: false,
  });
}

async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500); // let the toasts leave
}

export async function captureNotificationPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  await seedNotifications(baseUrl, adminToken);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page);
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    await panel.locator('[data-bell-item]').first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `notifications-bell-${size}.png`) });
    await page.keyboard.press('Escape');

    await page.goto('/notifications');
    await page
      .getByRole('link', { name: /^Abrir ticket #/ })
      .first()
      .waitFor();
    await settle(page);
    await page.screenshot({
      path: path.join(outDir, `notifications-page-${size}.png`),
      fullPage: true,
    });

    await page.goto('/settings/notifications');
    await page.getByRole('switch').first().waitFor();
    await page.locator('[data-push-status]:not([data-push-status="checking"])').waitFor();
    await settle(page);
    await page.screenshot({
      path: path.join(outDir, `notifications-settings-${size}.png`),
      fullPage: true,
    });
    await context.close();
  }
}
