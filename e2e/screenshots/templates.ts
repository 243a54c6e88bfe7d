// Message templates for docs/screenshots/templates-*.png (called by e2e/screenshots.ts, group
// `templates`), at desktop (1366 wide) and 375 px: the list grouped by kind, and the editor of a
// notification with its variable chips and live preview (docs/templates.md#the-page).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { apiCall } from '../support/api';
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

export async function captureTemplatePages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  // One edited template, so the list shows its «Editada» badge.
  const { template } = await apiCall<{ template: { parts: Record<string, string> } }>(
    baseUrl,
    adminToken,
    'GET',
    '/templates/publicConfirmation',
  );
  await apiCall(baseUrl, adminToken, 'PUT', '/templates/publicConfirmation', {
    ...template.parts,
    subject: '[#{{numero}}] Recibimos tu consulta: {{asunto}}',
  });
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.goto('/admin/template-management');
    await page.getByRole('heading', { level: 1, name: 'Plantillas de mensajes' }).waitFor();
    await page.getByRole('button', { name: /Ticket asignado/ }).waitFor();
    await still(page);
    await page.screenshot({
      path: path.join(outDir, `templates-list-${size}.png`),
      fullPage: true,
    });

    await page.getByRole('button', { name: /Ticket asignado/ }).click();
    await page.getByRole('heading', { level: 2, name: /Ticket asignado/ }).waitFor();
    const message = page.getByLabel('Texto del aviso');
    await message.fill('{{autor}} te asignó «{{asunto}}» (prioridad del equipo). ');
    await message.press('End');
    await page.getByRole('button', { name: /Insertar \{\{departamento\}\}/ }).click();
    await page.getByRole('tab', { name: 'HTML' }).click();
    // A full-page picture resizes the page and loses the preview's frame (another process): the
    // window is made as tall as the page instead.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: viewport.width, height });
    await page.frameLocator('iframe').getByText('Carla Díaz').first().waitFor();
    await page.waitForTimeout(1_000);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: path.join(outDir, `templates-editor-${size}.png`) });
    await context.close();
  }
}
