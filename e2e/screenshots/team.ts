// /admin/team for docs/screenshots/team-*.png (called by e2e/screenshots.ts): the list with a
// few técnicos and their figures, the "Nuevo usuario" dialog, and "Editar" asking for the
// administrator's password for a new e-mail (docs/team.md#step-up), at desktop and 375 px.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { newPage, signInThroughForm } from '../support/browser';
import { apiCall } from '../support/api';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

/** Two departments, three técnicos with capacity and a few assigned tickets. */
async function seedTeam(baseUrl: string, adminToken: string): Promise<void> {
  // The support group may have created "Caja y facturación" already: reuse it (names are unique).
  const { departments } = await apiCall<{ departments: Array<{ id: string; name: string }> }>(
    baseUrl,
    adminToken,
    'GET',
    '/departments',
  );
  const departmentNamed = async (name: string) => {
    const found = departments.find((department) => department.name === name);
    if (found) return { department: found };
    return apiCall<{ department: { id: string } }>(baseUrl, adminToken, 'POST', '/departments', {
      name,
    });
  };
  const caja = await departmentNamed('Caja y facturación');
  const cocina = await departmentNamed('Cocina y comandas');
  const people = [
    ['Rosa Quispe', 'rosa.quispe@atiende.pe', [caja.department.id], 10, ['Facturación']],
    ['Luis Paredes', 'luis.paredes@atiende.pe', [cocina.department.id], 6, ['Impresoras']],
    ['Ana Torres', 'ana.torres@atiende.pe', [caja.department.id, cocina.department.id], null, []],
  ] as const;
  const ids: string[] = [];
  for (const [name, email, departmentIds, maxOpenTickets, specialties] of people) {
    const { technician } = await apiCall<{ technician: { id: string } }>(
      baseUrl,
      adminToken,
      'POST',
      '/technicians',
      {
        name,
        email,
        password: 'Equipo-Capturas-2026',
        departmentIds,
        maxOpenTickets,
        specialties,
      },
    );
    ids.push(technician.id);
  }
  const titles = [
    'La impresora de comandas no imprime',
    'Boletas rechazadas por SUNAT',
    'El cajón monedero no abre',
  ];
  for (const [index, title] of titles.entries()) {
    const { ticket } = await apiCall<{ ticket: { id: string } }>(
      baseUrl,
      adminToken,
      'POST',
      '/tickets',
      {
        title,
        description: 'Desde la apertura del local.',
        departmentId: caja.department.id,
      },
    );
    await apiCall(baseUrl, adminToken, 'POST', `/tickets/${ticket.id}/assign`, {
      assignedToId: ids[index % 2],
    });
  }
  // A client of a company: the list shows its "Empresa" linking to the CRM.
  const { customer } = await apiCall<{ customer: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/customers-unified',
    { name: 'Pollería El Sabor Norteño', chainName: 'El Sabor' },
  );
  await apiCall(baseUrl, adminToken, 'POST', '/users', {
    name: 'Carla Ríos',
    email: 'carla.rios@elsabor.pe',
    password: 'Equipo-Capturas-2026',
    role: 'CLIENT',
    customerId: customer.id,
  });
}

async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500); // let the toasts leave
}

/** "Editar" with a new e-mail: "Tu contraseña actual" and, after a wrong one, its message. */
async function captureStepUp(page: Page, file: string): Promise<void> {
  // The table (desktop) or the cards (375 px): only the one shown has the button.
  await page.getByRole('button', { name: 'Acciones para Rosa Quispe' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar a Rosa Quispe' });
  await dialog.getByLabel('Email', { exact: true }).fill('rosa.quispe@mirestaurante.pe');
  await dialog.getByLabel('Tu contraseña actual', { exact: true }).fill('no-es-la-clave');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await dialog.getByText('La contraseña no es correcta.').waitFor();
  await dialog.getByLabel('Tu contraseña actual', { exact: true }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: file });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

export async function captureTeamPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  await seedTeam(baseUrl, adminToken);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.goto('/admin/team');
    await page.getByText('Rosa Quispe').first().waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(outDir, `team-${size}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await dialog.getByLabel('Nombre', { exact: true }).fill('Milagros Huamán');
    await dialog.getByLabel('Email', { exact: true }).fill('milagros@atiende.pe');
    await dialog.getByRole('button', { name: 'Generar' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `team-create-${size}.png`) });
    // A client: the "Empresa" picker replaces departments.
    await dialog.getByLabel('Rol', { exact: true }).selectOption('CLIENT');
    await dialog.getByLabel('Buscar empresa').fill('sabor');
    await dialog
      .locator('#team-customer option', { hasText: 'Pollería El Sabor Norteño' })
      .waitFor({
        state: 'attached',
      });
    await dialog.locator('#team-customer').selectOption({ label: 'Pollería El Sabor Norteño' });
    await dialog.locator('#team-customer').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `team-create-client-${size}.png`) });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await captureStepUp(page, path.join(outDir, `team-edit-step-up-${size}.png`));
    await context.close();
  }
}
