import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signInThroughForm } from '../support/browser';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 860 };
const MOBILE = { width: 375, height: 812 };
const ATTACHMENT_MAX_BYTES = 10_485_760;

/** docs/product/public-form.md: every message of an empty submit, in the form's order. */
const REQUIRED_MESSAGES = [
  'El nombre es obligatorio',
  'El email es obligatorio',
  'El teléfono es obligatorio',
  'La empresa es obligatoria',
  'El cargo es obligatorio',
  'El título es obligatorio',
  'La descripción es obligatoria',
  'El departamento es obligatorio',
];

const suffix = Date.now().toString(36);
const WITH_PRODUCTS = `Cocina ${suffix}`;
const WITHOUT_PRODUCTS = `Caja ${suffix}`;
const PRODUCT = {
  name: `Impresora térmica ${suffix}`,
  description: 'Impresora de comandas para cocina',
  price: 1234.5,
};

let browser: Browser;

/** POSTs as the administrator; returns the created entity's id (`data.x.id` or `data.id`). */
async function adminCreate(token: string, path: string, body: object): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: Record<string, { id?: string }> };
  const entity = Object.values(data).find((value) => typeof value?.id === 'string');
  const id = entity?.id ?? (data as { id?: string }).id;
  if (!id) throw new Error(`${path}: no id in the answer`);
  return id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  const departmentId = await adminCreate(token, '/api/departments', { name: WITH_PRODUCTS });
  await adminCreate(token, '/api/departments', { name: WITHOUT_PRODUCTS });
  await adminCreate(token, '/api/products', { ...PRODUCT, departmentId });
});
afterAll(async () => browser.close());

/** Every POST /api/tickets/public the page sends. */
function watchTicketPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/tickets/public')) {
      posts.push(request);
    }
  });
  return posts;
}

async function openForm(page: Page, path = '/support'): Promise<void> {
  await page.goto(path);
  // The heading is in the server-drawn first screen too; the form's button only once the app runs.
  await page.getByRole('button', { name: 'Enviar Ticket' }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Soporte Técnico' }).waitFor();
}

async function fillValidForm(page: Page, department = WITHOUT_PRODUCTS): Promise<void> {
  await page.getByLabel('Nombre', { exact: true }).fill('Ana Torres');
  await page.getByLabel('Email', { exact: true }).fill('ana@mirestaurante.pe');
  await page.getByLabel('Teléfono', { exact: true }).fill('+51 987 654 321');
  await page.getByLabel('Empresa', { exact: true }).fill('Cevichería La Mar');
  await page.getByLabel('Cargo', { exact: true }).selectOption('administrador');
  await page.getByLabel('Título', { exact: true }).fill('La impresora de boletas no imprime');
  await page
    .getByLabel('Descripción', { exact: true })
    .fill('Desde esta mañana no sale ninguna boleta.');
  await page.getByLabel('Departamento', { exact: true }).selectOption({ label: department });
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const submit = (page: Page) => page.getByRole('button', { name: 'Enviar Ticket' }).click();

describe('public ticket form (/support, /tickets/public)', () => {
  it('shows every docs/product/public-form.md message on an empty submit, focuses the first field and sends nothing', async () => {
    const { context, page } = await newPage(browser, baseUrl, MOBILE);
    const posts = watchTicketPosts(page);
    await openForm(page);
    expect(await page.title()).toBe('Enviar un ticket · Atiende');
    await expect
      .poll(() =>
        page.getByRole('radio', { name: 'Media: algo falla, pero puedo trabajar' }).isChecked(),
      )
      .toBe(true);
    await submit(page);
    await page.locator('[aria-invalid="true"]').first().waitFor();
    for (const message of REQUIRED_MESSAGES) {
      // The message follows a visually hidden "Error:" (docs/product/ui.md#accessibility).
      expect(await page.getByText(message).count(), message).toBe(1);
    }
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(REQUIRED_MESSAGES.length);
    expect(await activeId(page)).toBe('public-ticket-customerName');
    // docs/product/public-form.md: no summary message.
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(posts).toHaveLength(0);
    await context.close();
  });

  it('says a malformed email is malformed, and re-checks it on blur once fixed', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const posts = watchTicketPosts(page);
    await openForm(page, '/tickets/public');
    await fillValidForm(page);
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('ana@mirestaurante');
    await submit(page);
    await page.getByText('El email no tiene un formato válido').waitFor();
    expect(await activeId(page)).toBe('public-ticket-customerEmail');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.getAttribute('aria-describedby')).toContain(
      'public-ticket-customerEmail-error',
    );
    expect(posts).toHaveLength(0);

    await email.fill('ana@mirestaurante.pe');
    await page.getByLabel('Teléfono', { exact: true }).focus();
    await expect.poll(() => page.getByText('El email no tiene un formato válido').count()).toBe(0);
    await context.close();
  });

  it('marks a file over 10 MB on its row and does not send until it is removed', async () => {
    const { context, page } = await newPage(browser, baseUrl, MOBILE);
    const posts = watchTicketPosts(page);
    await openForm(page);
    await fillValidForm(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'video-cocina.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(ATTACHMENT_MAX_BYTES + 1),
    });
    const message = 'El archivo video-cocina.pdf excede el tamaño máximo de 10MB';
    await page.getByText(message).waitFor();
    await submit(page);
    await expect.poll(() => activeId(page)).toMatch(/^public-ticket-remove-/);
    expect(posts).toHaveLength(0);

    await page.getByRole('button', { name: 'Quitar video-cocina.pdf' }).click();
    expect(await page.getByText(message).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Quitar video-cocina.pdf' }).count()).toBe(0);
    await context.close();
  });

  it('asks for products only once a department is chosen, and shows them only when it has some', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const productCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/products/public')) productCalls.push(request.url());
    });
    await openForm(page);
    const products = page.getByRole('group', { name: /Productos Relacionados/ });
    expect(await products.count()).toBe(0);
    expect(productCalls).toHaveLength(0);

    const department = page.getByLabel('Departamento', { exact: true });
    await department.selectOption({ label: WITH_PRODUCTS });
    await products.waitFor();
    const checkbox = products.getByRole('checkbox', { name: new RegExp(PRODUCT.name) });
    expect(await checkbox.count()).toBe(1);
    expect(await products.textContent()).toContain('S/\u00a01,234.50');
    expect(productCalls.length).toBeGreaterThan(0);
    expect(productCalls.every((url) => url.includes('departmentId='))).toBe(true);

    await department.selectOption({ label: WITHOUT_PRODUCTS });
    await expect.poll(() => products.count()).toBe(0);
    await context.close();
  });

  it('creates the ticket, shows its number and starts a fresh form with "Crear Otro Ticket"', async () => {
    const { context, page } = await newPage(browser, baseUrl, MOBILE);
    const posts = watchTicketPosts(page);
    await openForm(page);
    await fillValidForm(page, WITH_PRODUCTS);
    await page.getByRole('checkbox', { name: new RegExp(PRODUCT.name) }).check();
    await page.getByLabel('Alta: afecta a varias personas').check();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'boleta.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('La boleta sale en blanco.'),
    });
    await page.getByRole('button', { name: 'Quitar boleta.txt' }).waitFor();
    await submit(page);

    const heading = page.getByRole('heading', { level: 1, name: 'Ticket creado' });
    await heading.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ticket creado');
    expect(await page.getByText(/Tu número de ticket es #\d+/).count()).toBe(1);
    expect(await page.getByText('Te enviaremos un email de confirmación.').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Qué pasará ahora' }).count()).toBe(1);
    // The default SLA policy's first response for an ALTA ticket (docs/sla.md).
    expect(
      await page
        .getByText(
          'Nuestro equipo te responderá en un plazo de 4 horas. Guarda tu número para cualquier consulta.',
        )
        .count(),
    ).toBe(1);
    await expect
      .poll(() => page.getByText('Ticket creado correctamente').count())
      .toBeGreaterThan(0);
    expect(await page.title()).toBe('Ticket creado · Atiende');
    // A visitor is not signed in: no "Ver mis tickets".
    expect(await page.getByRole('link', { name: 'Ver mis tickets' }).count()).toBe(0);

    expect(posts).toHaveLength(1);
    const firstKey = await posts[0]!.headerValue('idempotency-key');
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    // The field names themselves are unit-tested (public-ticket-form-data.test.ts).
    expect(await posts[0]!.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);

    await page.getByRole('button', { name: 'Crear Otro Ticket' }).click();
    await page.getByRole('heading', { level: 1, name: 'Soporte Técnico' }).waitFor();
    expect(await page.title()).toBe('Enviar un ticket · Atiende');
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Departamento', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: /^Quitar / }).count()).toBe(0);
    expect(
      await page.getByRole('radio', { name: 'Media: algo falla, pero puedo trabajar' }).isChecked(),
    ).toBe(true);

    // The new fill gets a new Idempotency-Key, so it is a new ticket.
    await fillValidForm(page);
    await submit(page);
    await page.getByRole('heading', { level: 1, name: 'Ticket creado' }).waitFor();
    expect(posts).toHaveLength(2);
    expect(await posts[1]!.headerValue('idempotency-key')).not.toBe(firstKey);
    await context.close();
  });
});

describe('public ticket form while sending and after a failure', () => {
  it('shows "Enviando..." and the upload progress, then the server field message, then a failure', async () => {
    const { context, page } = await newPage(browser, baseUrl, MOBILE);
    let answer: (response: { status: number; body: object }) => void = () => undefined;
    await page.route('**/api/tickets/public', async (route) => {
      const response = await new Promise<{ status: number; body: object }>((resolve) => {
        answer = resolve;
      });
      await route.fulfill({
        status: response.status,
        contentType: 'application/json',
        body: JSON.stringify(response.body),
      });
    });
    await openForm(page);
    await fillValidForm(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'boleta.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('La boleta sale en blanco.'),
    });
    await submit(page);

    const sending = page.getByRole('button', { name: 'Enviando...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    const progress = page.getByRole('progressbar', { name: 'Subiendo archivos' });
    await progress.waitFor();
    expect(await progress.getAttribute('aria-valuetext')).toMatch(
      /^Subiendo archivos\.\.\. \d+ %$/,
    );

    answer({
      status: 400,
      body: {
        success: false,
        message: 'El teléfono no tiene un formato válido',
        error: {
          code: 'VALIDATION_FAILED',
          details: [{ field: 'customerPhone', message: 'El teléfono no tiene un formato válido' }],
        },
      },
    });
    // A refusal the fields carry is said under the field only: no alert, no toast beside it
    // (docs/product/ui.md#errors-and-toasts, one message per outcome).
    await expect.poll(() => activeId(page)).toBe('public-ticket-customerPhone');
    expect(await page.getByText('El teléfono no tiene un formato válido').count()).toBe(1);
    expect(await page.getByText(/Error al crear ticket/).count()).toBe(0);
    const button = page.getByRole('button', { name: 'Enviar Ticket' });
    expect(await button.isEnabled()).toBe(true);
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Ana Torres');
    expect(await page.getByRole('button', { name: 'Quitar boleta.txt' }).count()).toBe(1);

    await button.click();
    await page.getByRole('button', { name: 'Enviando...' }).waitFor();
    answer({
      status: 429,
      body: {
        success: false,
        message: 'Enviaste varios tickets seguidos. Espera unos minutos y vuelve a intentarlo.',
        error: { code: 'TOO_MANY_PUBLIC_TICKETS' },
      },
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Error al crear ticket: Enviaste varios tickets seguidos.' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Enviar Ticket' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('offers "Ver mis tickets" on the success page to a signed-in user', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signInThroughForm(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    await openForm(page);
    await fillValidForm(page);
    await submit(page);
    await page.getByRole('heading', { level: 1, name: 'Ticket creado' }).waitFor();
    await page.getByRole('link', { name: 'Ver mis tickets' }).click();
    await page.waitForURL('**/tickets');
    await context.close();
  });
});

describe('public ticket form accessibility (axe-core, WCAG 2.2 AA)', () => {
  it.each([
    ['desktop', DESKTOP],
    ['375 px', MOBILE],
  ])(
    'the empty form and the form showing its errors have no violation at %s',
    async (_size, viewport) => {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await openForm(page);
      await page.getByLabel('Departamento', { exact: true }).locator('option').nth(1).waitFor({
        state: 'attached',
      });
      expect(await axeViolations(page)).toEqual([]);

      await page.locator('input[type="file"]').setInputFiles({
        name: 'video-cocina.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(ATTACHMENT_MAX_BYTES + 1),
      });
      await submit(page);
      await page.locator('[aria-invalid="true"]').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['desktop', DESKTOP],
    ['375 px', MOBILE],
  ])('the success page has no violation at %s', async (_size, viewport) => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await openForm(page);
    await fillValidForm(page, WITH_PRODUCTS);
    await submit(page);
    await page.getByRole('heading', { level: 1, name: 'Ticket creado' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
