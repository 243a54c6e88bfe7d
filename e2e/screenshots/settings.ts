// The organisation's settings for docs/screenshots/settings-*.png (called by e2e/screenshots.ts,
// group `settings`), at desktop (1366 wide) and 375 px: /admin/settings with a name, a logo and
// the public form's options set, and /support as a visitor then sees it (docs/settings.md).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { apiCall } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

// A 48×48 orange square with a white band: a logo that reads at 32 px.
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAVElEQVR4nO3UMRHAQAwDQQMIwPAvn0QCwfOVVOyNAGylOe9TtYkLgICAgNICICAgoLQA6Bb0lQW0BbQFtNUHij9h/VPHBUBAQEBpARAQEFBa0A76ASZ7RVNb3/YrAAAAAElFTkSuQmCC',
  'base64',
);

/** Lets toasts leave and the pointer rest away from the page. */
async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500);
}

type Config = {
  version: number;
  businessHours: unknown;
  publicForm: Record<string, unknown>;
};

async function seed(baseUrl: string, adminToken: string): Promise<void> {
  const body = new FormData();
  body.append('type', 'logo');
  body.append('file', new Blob([LOGO], { type: 'image/png' }), 'logo.png');
  const response = await fetch(`${baseUrl}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body,
  });
  const logo = ((await response.json()) as { data: { id: string } }).data;
  const { config } = await apiCall<{ config: Config }>(baseUrl, adminToken, 'GET', '/config');
  await apiCall(baseUrl, adminToken, 'PUT', '/config', {
    version: config.version,
    organizationName: 'Cevichería Don Lucho',
    logoUploadId: logo.id,
    businessHours: config.businessHours,
    publicForm: {
      ...config.publicForm,
      welcomeText: 'Atendemos de lunes a sábado, de 9:00 a 18:00. Te respondemos por correo.',
      phone: 'optional',
      cargo: 'hidden',
    },
  });
}

export async function captureSettingsPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  await seed(baseUrl, adminToken);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Organización' }).waitFor();
    await page.getByRole('img', { name: 'Logo de Cevichería Don Lucho' }).waitFor();
    await still(page);
    await page.screenshot({ path: path.join(outDir, `settings-${size}.png`), fullPage: true });
    await context.close();

    const visitor = await newPage(browser, baseUrl, viewport);
    await visitor.page.goto('/support');
    await visitor.page.getByLabel('Teléfono (opcional)').waitFor();
    await still(visitor.page);
    await visitor.page.screenshot({
      path: path.join(outDir, `settings-support-${size}.png`),
      fullPage: true,
    });
    await visitor.page.goto('/login');
    await visitor.page.getByText('Cevichería Don Lucho').waitFor();
    await visitor.page.screenshot({ path: path.join(outDir, `settings-login-${size}.png`) });
    await visitor.context.close();
  }
}
