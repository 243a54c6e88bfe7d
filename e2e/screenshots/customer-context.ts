// The customer context panel beside a ticket (docs/customers.md#customer-context) for
// docs/screenshots/customer-context-{desktop,mobile,mobile-open}.png, called by
// e2e/screenshots.ts; `seedCustomerContext` is shared with e2e/tests/customer-context.e2e.ts.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { newPage, signInThroughForm } from '../support/browser';
import { callApi, submitPublicTicket } from './customers';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

/**
 * A restaurant with its company data, notes and two known contacts, and three tickets from them
 * through the public form (linked because their e-mails are the company's contacts').
 */
export async function seedCustomerContext(baseUrl: string, adminToken: string, suffix = '') {
  const company = `Sanguchería La Lucha${suffix}`;
  const { department } = await callApi<{ department: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/departments',
    { name: `Soporte de cajas${suffix}` },
  );
  const { customer } = await callApi<{ customer: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/customers-unified',
    {
      name: company,
      chainName: 'La Lucha',
      email: `administracion${suffix.trim()}@lalucha.pe`,
      phone: '+51 1 445 2020',
      address: 'Av. Diagonal 308, Miraflores',
      notes: 'Abren a las 8. Llamar a Carmen antes de ir al local.',
      // Known contacts: the public form links their tickets (docs/customers.md#company-suggestions).
      contacts: ['carmen', 'diego'].map((user) => ({
        name: user === 'carmen' ? 'Carmen Rojas' : 'Diego Salas',
        email: `${user}${suffix.trim()}@lalucha.pe`,
      })),
    },
  );
  const file = (title: string, name: string, user: string) =>
    submitPublicTicket(baseUrl, {
      departmentId: department.id,
      title,
      name,
      email: `${user}${suffix.trim()}@lalucha.pe`,
      business: company,
      cargo: 'administrador',
    });
  const earlier = await file('La gaveta de la caja 2 no abre', 'Carmen Rojas', 'carmen');
  const other = await file('El lector de códigos no lee', 'Diego Salas', 'diego');
  const current = await file('No sale la boleta electrónica', 'Carmen Rojas', 'carmen');
  // Another restaurant in the same department: a search by the company must leave it out.
  const unrelated = await submitPublicTicket(baseUrl, {
    departmentId: department.id,
    title: 'La impresora de cocina no corta el papel',
    name: 'Rosa Huamán',
    email: `rosa${suffix.trim()}@jugueriacentral.pe`,
    business: `Juguería Central${suffix}`,
  });
  return {
    company,
    companyId: customer.id,
    departmentId: department.id,
    current,
    other,
    earlier,
    unrelated,
  };
}

async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500); // let the toasts leave
}

export async function captureCustomerContextPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  const { current } = await seedCustomerContext(baseUrl, adminToken);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.goto(`/tickets/${current}`);
    const panel = page.getByRole('region', { name: 'Cliente' });
    await panel.waitFor();
    if (size === 'mobile') {
      await panel.getByRole('button', { name: /Cliente/ }).scrollIntoViewIfNeeded();
      await settle(page);
      await page.screenshot({ path: path.join(outDir, `customer-context-${size}.png`) });
      await panel.getByRole('button', { name: /Cliente/ }).click();
    }
    await panel.getByText('Otros tickets abiertos').waitFor();
    await settle(page);
    if (size === 'mobile') {
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(outDir, `customer-context-${size}-open.png`) });
    } else {
      await page.screenshot({ path: path.join(outDir, `customer-context-${size}.png`) });
    }
    await context.close();
  }
}
