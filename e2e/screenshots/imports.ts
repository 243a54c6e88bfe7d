// The spreadsheet import for docs/screenshots/imports-*.png (called by e2e/screenshots.ts):
// the four steps of /admin/excel-import, at desktop (1366×860) and 375 px, with a customers
// CSV that has one bad row so the validation step shows its error list.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

function customersCsv(suffix: string): string {
  return [
    '\uFEFFRazón social;RUC;Correo;Teléfono;Cadena;Dirección',
    `Pollería Ñañez ${suffix} S.A.C.;;ventas@nanez${suffix}.pe;01 444 5555;Ñañez;Av. Arequipa 1234, Lince`,
    `Cevichería La Mar ${suffix} S.A.C.;;hola@lamar${suffix}.pe;987 654 321;La Mar;Av. La Mar 770, Miraflores`,
    `Café Azul ${suffix} E.I.R.L.;;cafe@azul${suffix}.pe;987654321;;Jr. de la Unión 500, Lima`,
    ';;;;;',
    `Chifa Dragón ${suffix};123;chifa@dragon;;Dragón;Av. Aviación 2100, San Borja`,
    `Panadería San José ${suffix};;pan@sanjose${suffix}.pe;01 222 3333;;Calle Real 45, Huancayo`,
  ].join('\r\n');
}

async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500); // let the toasts leave
}

export async function captureImportPages(
  browser: Browser,
  baseUrl: string,
  outDir: string,
): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: path.join(outDir, `imports-${name}-${size}.png`), fullPage: true });
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.goto('/admin/excel-import');
    await page.getByRole('heading', { level: 1, name: 'Importar desde Excel' }).waitFor();
    await page.locator('#import-file').setInputFiles({
      name: 'clientes-lima.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(customersCsv(size), 'utf8'),
    });
    await settle(page);
    await shot(page, 'file');

    await page.getByRole('button', { name: 'Subir y continuar' }).click();
    await page.getByRole('heading', { level: 2, name: /^Columnas/ }).waitFor();
    await settle(page);
    await shot(page, 'columns');

    await page.getByRole('button', { name: 'Validar archivo' }).click();
    await page.getByRole('heading', { level: 2, name: /^Validación/ }).waitFor();
    await settle(page);
    await shot(page, 'validation');

    await page.getByRole('button', { name: /^Importar \d+ filas$/ }).click();
    await page.getByText('Importación completada').waitFor({ timeout: 30_000 });
    await settle(page);
    await shot(page, 'summary');
    await context.close();
  }
}
