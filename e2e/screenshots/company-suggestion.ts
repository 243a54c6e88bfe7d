// The company suggestion on a staff ticket (docs/customers.md#company-suggestions) for
// docs/screenshots/company-suggestion-{desktop,mobile}.png, called by e2e/screenshots.ts;
// `seedCompanySuggestion` is shared with e2e/tests/company-suggestion.e2e.ts.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { newPage, signInThroughForm } from '../support/browser';
import { callApi, submitPublicTicket } from './customers';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

/**
 * A restaurant with one known contact, and public tickets from someone who typed its name (other
 * case, no accents) with an e-mail it does not know: each ticket only suggests the company.
 */
export async function seedCompanySuggestion(
  baseUrl: string,
  adminToken: string,
  suffix = '',
  count = 1,
) {
  const company = `Anticuchería Doña Grimanesa${suffix}`;
  const { department } = await callApi<{ department: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/departments',
    { name: `Soporte de anticucherías${suffix}` },
  );
  const { customer } = await callApi<{ customer: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/customers-unified',
    {
      name: company,
      email: `administracion${suffix.trim()}@grimanesa.pe`,
      contacts: [{ name: 'Grimanesa Vargas', email: `grimanesa${suffix.trim()}@grimanesa.pe` }],
    },
  );
  const numbers: number[] = [];
  for (let index = 0; index < count; index += 1) {
    numbers.push(
      await submitPublicTicket(baseUrl, {
        departmentId: department.id,
        title: `La comandera no imprime los pedidos ${index + 1}`,
        name: 'Jorge Salinas',
        email: `jorge${index}${suffix.trim()}@correo.pe`,
        business: `anticucheria dona grimanesa${suffix.toLowerCase()}`,
        cargo: 'cajero',
      }),
    );
  }
  return { company, companyId: customer.id, departmentId: department.id, numbers };
}

export async function captureCompanySuggestionPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  const { numbers } = await seedCompanySuggestion(baseUrl, adminToken);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.goto(`/tickets/${numbers[0]}`);
    const notice = page.getByTestId('company-suggestion');
    await notice.waitFor();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(3_500); // let the sign-in toast leave
    await page.screenshot({ path: path.join(outDir, `company-suggestion-${size}.png`) });
    await context.close();
  }
}
