// API keys for docs/screenshots/api-keys-*.png (called by e2e/screenshots.ts, group `api-keys`),
// at desktop (1366 wide) and 375 px: /admin/api-management with keys in each state, the key shown
// once after creation, and /admin/token-test's answer for a key (docs/api-keys.md).
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

type Created = { apiKey: { id: string }; secret: string };

async function seed(baseUrl: string, adminToken: string): Promise<string> {
  const create = (body: object) => apiCall<Created>(baseUrl, adminToken, 'POST', '/api-keys', body);
  const erp = await create({
    name: 'Integración con el ERP',
    scopes: ['tickets:create', 'tickets:read:own'],
    rateLimitPerMinute: 120,
    expiresAt: new Date(Date.now() + 180 * 86_400_000).toISOString(),
  });
  await create({ name: 'Portal de clientes', scopes: ['customers:manage', 'tickets:read:all'] });
  const old = await create({ name: 'Monitoreo antiguo', scopes: ['tickets:read:all'] });
  await apiCall(baseUrl, adminToken, 'POST', `/api-keys/${old.apiKey.id}/revoke`);
  // A few uses, so "Último uso" and the day's requests show.
  for (let i = 0; i < 3; i += 1) {
    await fetch(`${baseUrl}/api/tickets?limit=1`, { headers: { 'x-api-key': erp.secret } });
  }
  return erp.secret;
}

export async function captureApiKeyPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  const secret = await seed(baseUrl, adminToken);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.goto('/admin/api-management');
    await page.getByRole('heading', { level: 1, name: 'Gestión de API' }).waitFor();
    await page.getByText('Integración con el ERP').first().waitFor();
    await still(page);
    await page.screenshot({ path: path.join(outDir, `api-keys-${size}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Nueva clave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva clave de API' });
    await dialog
      .getByRole('textbox', { name: 'Nombre' })
      .fill(`Mesa de ayuda del proveedor ${size}`);
    await dialog.getByRole('checkbox', { name: /Crear tickets/ }).check();
    await still(page);
    await page.screenshot({ path: path.join(outDir, `api-keys-form-${size}.png`) });
    await dialog.getByRole('button', { name: 'Crear clave' }).click();
    await page.getByRole('dialog', { name: 'Copia tu clave ahora' }).waitFor();
    await still(page);
    await page.screenshot({ path: path.join(outDir, `api-keys-secret-${size}.png`) });
    await page.getByRole('button', { name: 'Ya la guardé' }).click();

    await page.goto('/admin/token-test');
    await page.getByRole('textbox', { name: 'Clave de API o token de acceso' }).fill(secret);
    await page.getByRole('button', { name: 'Probar' }).click();
    await page
      .getByRole('region', { name: /Resultado/ })
      .getByText('Válido')
      .waitFor();
    await still(page);
    await page.screenshot({ path: path.join(outDir, `token-test-${size}.png`), fullPage: true });
    await context.close();
  }
}
