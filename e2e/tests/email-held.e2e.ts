import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiCreateUser, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';
import { holdReply, postWebhook, rawReply, webhookSecret } from '../support/inbound-mail';
import { startJourneyServer, type JourneyServer } from '../support/journey-server';

// docs/email.md#webhook and #held-messages: a provider pushes a signed reply from someone who
// takes no part in the ticket; it is held. Staff see the notice on the ticket page and accept it
// as a public comment; another held one is discarded from the «Retenidos» tab; the requester
// never sees the notice; an unsigned call is refused.
const DESKTOP = { width: 1366, height: 860 };
const PHONE = { width: 375, height: 812 };
const STAMP = Date.now().toString(36);

type Ticket = { id: string; number: number };

let browser: Browser;
let server: JourneyServer;
let adminToken = '';
let secret = '';
let ticket: Ticket;

beforeAll(async () => {
  server = await startJourneyServer();
  adminToken = await apiLogin(server.baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await apiCreateUser(server.baseUrl, adminToken, ACCOUNTS.CLIENT);
  await apiCall(server.baseUrl, adminToken, 'PUT', '/feature-flags/emailConfig', {
    enabled: true,
  });
  const clientToken = await apiLogin(
    server.baseUrl,
    ACCOUNTS.CLIENT.email,
    ACCOUNTS.CLIENT.password,
  );
  const { department } = await apiCall<{ department: { id: string } }>(
    server.baseUrl,
    adminToken,
    'POST',
    '/departments',
    { name: `Caja ${STAMP}` },
  );
  ({ ticket } = await apiCall<{ ticket: Ticket }>(server.baseUrl, clientToken, 'POST', '/tickets', {
    title: `Pedido sin boleta ${STAMP}`,
    description: 'La boleta del pedido no llegó a mi correo.',
    departmentId: department.id,
    priority: 'ALTA',
  }));
  secret = await webhookSecret(server.baseUrl, adminToken);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('Correos retenidos', () => {
  it('refuses a webhook call without a valid signature (401)', async () => {
    const body = rawReply({
      from: 'intruso@fuera.example.com',
      subject: `Re: [#${ticket.number}] Tu ticket`,
      text: 'Mensaje falso.',
      id: `falso-${STAMP}`,
    });
    const forged = await postWebhook(server.baseUrl, body, 'otro-secreto');
    expect(forged.status).toBe(401);
    const answer = (await forged.json()) as { success: boolean; message: string };
    expect(answer.success).toBe(false);
    expect(answer.message).toContain('La firma del webhook no es válida');
    const unsigned = await fetch(`${server.baseUrl}/api/email/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822' },
      body,
    });
    expect(unsigned.status).toBe(401);
    // A right signature over an old timestamp is a replay.
    const old = String(Math.floor(Date.now() / 1000) - 3600);
    expect((await postWebhook(server.baseUrl, body, secret, { timestamp: old })).status).toBe(401);
    const held = await apiCall<{ messages: unknown[] }>(
      server.baseUrl,
      adminToken,
      'GET',
      '/email/held',
    );
    expect(held.messages).toHaveLength(0);
  });

  it('shows the webhook card with its secret to the administrator', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/email-config');
    await page.getByRole('tab', { name: 'Recepción' }).click();
    await page.getByText('Dirección del webhook').first().waitFor();
    await page.getByText('Secreto de firma').first().waitFor();
    expect(await page.content()).toContain('/api/email/webhook');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('staff accept a held reply on the ticket page as a public comment (desktop)', async () => {
    const text = `Soy el proveedor de la impresora, les escribo por este ticket ${STAMP}.`;
    await holdReply(server.baseUrl, secret, ticket.number, text);
    const { context, page } = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, `/tickets/${ticket.id}`);
    const notice = page.getByRole('region', { name: 'Hay 1 correo retenido para este ticket.' });
    await notice.waitFor();
    await notice.getByText('Rodrigo Vega <rodrigo@proveedor-externo.pe>').waitFor();
    await notice.getByText(text).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: 'Aceptar como comentario' }).click();
    await page.getByText('Correo agregado al ticket como comentario.').first().waitFor();
    await notice.waitFor({ state: 'detached' });
    // A public comment in the sender's name (docs/email.md#held-messages).
    await page.getByText(text).first().waitFor();
    await page.getByText('Rodrigo Vega').first().waitFor();
    await context.close();

    // The requester sees the accepted comment (it is public), never a notice.
    const client = await newPage(browser, server.baseUrl, PHONE);
    await signIn(
      client.page,
      ACCOUNTS.CLIENT.email,
      ACCOUNTS.CLIENT.password,
      `/tickets/${ticket.id}`,
    );
    await client.page.getByText(text).first().waitFor();
    expect(await client.page.getByTestId('held-emails').count()).toBe(0);
    await client.context.close();
  });

  it('a second held reply is listed on «Retenidos» and discarded there (375 px)', async () => {
    const text = `Otro mensaje de alguien ajeno al ticket ${STAMP}.`;
    await holdReply(server.baseUrl, secret, ticket.number, text, 'ajeno@fuera.example.com');
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, `/tickets/${ticket.id}`);
    await page.getByRole('region', { name: 'Hay 1 correo retenido para este ticket.' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/admin/email-config');
    await page.getByRole('tab', { name: 'Retenidos' }).click();
    const card = page.getByRole('listitem', {
      name: `Ticket #${ticket.number}: Pedido sin boleta ${STAMP}`,
    });
    await card.waitFor();
    await card.getByText(text).waitFor();
    await card.getByText('El remitente no participa en el ticket').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Descartar' }).click();
    await page.getByText('Correo descartado.').first().waitFor();
    await page.getByText('No hay correos retenidos.').waitFor();
    await context.close();

    // Discarded: not on the ticket, not held any more.
    const held = await apiCall<{ messages: unknown[] }>(
      server.baseUrl,
      adminToken,
      'GET',
      `/tickets/${ticket.id}/held-emails`,
    );
    expect(held.messages).toHaveLength(0);
  });

  it('a client is refused the held e-mails by the API too', async () => {
    await holdReply(
      server.baseUrl,
      secret,
      ticket.number,
      `Tercero ${STAMP}.`,
      'x@fuera.example.com',
    );
    const clientToken = await apiLogin(
      server.baseUrl,
      ACCOUNTS.CLIENT.email,
      ACCOUNTS.CLIENT.password,
    );
    const response = await fetch(`${server.baseUrl}/api/tickets/${ticket.id}/held-emails`, {
      headers: { authorization: `Bearer ${clientToken}` },
    });
    expect(response.status).toBe(403);
    const { context, page } = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password, `/tickets/${ticket.id}`);
    await page.getByText(`Pedido sin boleta ${STAMP}`).first().waitFor();
    expect(await page.getByTestId('held-emails').count()).toBe(0);
    await context.close();
  });
});
