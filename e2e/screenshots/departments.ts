// The departments and catalogue screens for docs/screenshots/departments-*.png and
// products-*.png (called by e2e/screenshots.ts): /admin/departments with its edit dialog and
// /admin/products, at desktop (1366×860) and 375 px, over a small realistic catalogue.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { newPage, signInThroughForm } from '../support/browser';
import { apiCall } from '../support/api';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

async function seedCatalogue(baseUrl: string, adminToken: string): Promise<void> {
  const { users } = await apiCall<{ users: Array<{ id: string; email: string }> }>(
    baseUrl,
    adminToken,
    'GET',
    '/users/technicians',
  );
  const lead = users.find((user) => user.email === ACCOUNTS.TECH_LEAD.email);
  const technician = users.find((user) => user.email === ACCOUNTS.TECHNICIAN.email);
  const departments: Array<[string, string, boolean]> = [
    ['Soporte de Sistemas POS', 'Terminales, impresoras de comandas y gavetas.', true],
    ['Facturación electrónica', 'Boletas, facturas y envíos a SUNAT.', true],
    ['Redes y conectividad', 'Internet del local, Wi-Fi y cableado.', true],
    ['Capacitación', 'Cursos para cajeros y mozos.', false],
  ];
  // Another group (tickets) may have created one of these already: update it instead of
  // creating a second one with the same name, which the server refuses (409).
  const existing = await apiCall<{ departments: Array<{ id: string; name: string }> }>(
    baseUrl,
    adminToken,
    'GET',
    '/departments',
  );
  const ids: string[] = [];
  for (const [name, description, isActive] of departments) {
    const found = existing.departments.find((department) => department.name === name);
    const { department } = await apiCall<{ department: { id: string } }>(
      baseUrl,
      adminToken,
      found ? 'PUT' : 'POST',
      found ? `/departments/${found.id}` : '/departments',
      {
        name,
        description,
        leadId: name.startsWith('Soporte') ? lead?.id : null,
        statuses: name.startsWith('Soporte')
          ? [
              { name: 'Esperando repuesto', baseStatus: 'EN_PROGRESO', pausesSla: true },
              { name: 'Visita técnica programada', baseStatus: 'EN_PROGRESO', notifiesLead: true },
              { name: 'Derivado al proveedor', baseStatus: 'ESCALADO', notifiesLead: true },
            ]
          : [],
      },
    );
    ids.push(department.id);
    if (technician && isActive) {
      await apiCall(baseUrl, adminToken, 'PUT', `/departments/${department.id}/members`, {
        userIds: [technician.id],
      });
    }
  }
  const catalogue: Array<[string, string, number, number]> = [
    ['Terminal POS táctil 15"', 'PRODUCT', 1250.5, 0],
    ['Impresora térmica de comandas', 'PRODUCT', 389.9, 0],
    ['Gaveta de dinero metálica', 'PRODUCT', 165, 0],
    ['Lector de código de barras', 'PRODUCT', 99.9, 0],
    ['Certificado digital (1 año)', 'PRODUCT', 180, 1],
    ['Router con respaldo 4G', 'PRODUCT', 459, 2],
    ['Instalación de terminal en local', 'SERVICE', 150, 0],
    ['Soporte mensual 24/7', 'SERVICE', 89.9, 0],
    ['Configuración de series SUNAT', 'SERVICE', 120, 1],
    ['Cableado estructurado por punto', 'SERVICE', 75, 2],
  ];
  for (const [name, kind, price, department] of catalogue) {
    await apiCall(baseUrl, adminToken, 'POST', '/products', {
      name,
      kind,
      price,
      departmentId: ids[department],
    });
  }
  // Deactivate one department after adding its products.
  await apiCall(baseUrl, adminToken, 'PUT', `/departments/${ids[3]}`, {
    name: 'Capacitación',
    isActive: false,
  });
}

export async function captureDepartmentPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  await seedCatalogue(baseUrl, adminToken);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.waitForTimeout(3_500); // let the sign-in toast leave
    await page.goto('/admin/departments');
    await page.getByText('Soporte de Sistemas POS').first().waitFor();
    await page.screenshot({ path: path.join(outDir, `departments-${size}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Editar Soporte de Sistemas POS' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `departments-dialog-${size}.png`) });
    await page.keyboard.press('Escape');

    await page.goto('/admin/products');
    await page.getByRole('main').getByText('Terminal POS táctil').first().waitFor();
    await page.screenshot({ path: path.join(outDir, `products-${size}.png`), fullPage: true });
    await page.goto('/admin/services');
    await page.getByRole('main').getByText('Soporte mensual 24/7').first().waitFor();
    await page.screenshot({ path: path.join(outDir, `services-${size}.png`), fullPage: true });
    await context.close();
  }
}
