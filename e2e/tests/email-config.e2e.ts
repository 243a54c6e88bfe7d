import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../apps/server/test/smtp-sink';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiCreateUser, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';
import { startJourneyServer, type JourneyServer } from '../support/journey-server';

// docs/email.md: an administrator points «Envío» at an SMTP server (a real one on loopback that
// asks for a login), tests the connection with a wrong and a right password, sends a test
// message, sees the outbox's figures and the failed list; a técnico is refused. A server of its
// own whose outbound guard lets loopback through (OUTBOUND_ALLOW_HOSTS), since the shared one
// refuses it.
const DESKTOP = { width: 1366, height: 860 };
const PHONE = { width: 375, height: 812 };
const USER = 'soporte@empresa.pe';
const PASSWORD = 'clave-smtp-e2e';

let browser: Browser;
let server: JourneyServer;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let adminToken = '';

beforeAll(async () => {
  sink = await startSmtpSink({ users: { [USER]: PASSWORD } });
  server = await startJourneyServer({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  adminToken = await apiLogin(server.baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await apiCreateUser(server.baseUrl, adminToken, ACCOUNTS.TECHNICIAN);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('Configuración de email', () => {
  it('configures SMTP, tests it, sends a test and counts what the mailer sent (desktop)', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/dashboard');
    // Reached from the sidebar's Configuración group, now that the page exists.
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('button', { name: 'Configuración' }).click();
    await nav.getByRole('link', { name: 'Configuración de email' }).click();
    await page.getByRole('heading', { level: 1, name: 'Configuración de email' }).waitFor();
    await page.getByRole('tab', { name: 'Envío' }).waitFor();
    await page.getByText('Sin servidor SMTP', { exact: true }).waitFor();
    await page.getByText('No hay correos fallidos.').waitFor();
    expect(await page.getByRole('button', { name: 'Probar conexión' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The form's own checks, in Spanish, under their fields.
    await page.getByLabel('Servidor (host)').fill('smtp://127.0.0.1');
    await page.getByLabel('Puerto', { exact: true }).fill('99999');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El puerto va de 1 a 65535.').waitFor();
    await page
      .getByText('Escribe solo el nombre o la dirección del servidor', { exact: false })
      .waitFor();

    await page.getByLabel('Servidor (host)').fill('127.0.0.1');
    await page.getByLabel('Puerto', { exact: true }).fill(String(sink.port));
    await page.getByLabel('No usar STARTTLS', { exact: false }).check();
    await page.getByLabel('Usuario', { exact: true }).fill(USER);
    await page.getByLabel('Contraseña', { exact: true }).fill('equivocada');
    await page.getByLabel('Correo del remitente').fill('avisos@empresa.pe');
    await page.getByLabel('Nombre del remitente').fill('Mesa de ayuda');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Configuración de correo guardada.').first().waitFor();
    // The password is never shown back.
    expect(await page.getByLabel('Contraseña', { exact: true }).inputValue()).toBe('');
    await page.getByText('Contraseña guardada', { exact: true }).waitFor();

    // Wrong credentials: a clear Spanish sentence, not the server's text.
    await page.getByRole('button', { name: 'Probar conexión' }).click();
    await page.getByText('El servidor rechazó el usuario o la contraseña.').waitFor();

    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Configuración de correo guardada.').first().waitFor();
    await page.getByRole('button', { name: 'Probar conexión' }).click();
    await page.getByText(/Conexión correcta con 127\.0\.0\.1 \(\d+ ms\)\./).waitFor();

    // One recipient only.
    const recipient = page.getByLabel('Destinatario de la prueba');
    await recipient.fill('uno@cliente.pe, dos@cliente.pe');
    await page.getByRole('button', { name: 'Enviar correo de prueba' }).click();
    await page.getByText('La prueba se envía a un solo destinatario.').waitFor();
    await recipient.fill('prueba@cliente.pe');
    await page.getByRole('button', { name: 'Enviar correo de prueba' }).click();
    await page.getByText('Correo de prueba enviado a prueba@cliente.pe.').waitFor();
    const [test] = await sink.waitFor((mail) => mail.to.includes('prueba@cliente.pe'));
    expect(test!.raw).toContain('Correo de prueba de Atiende');
    expect(await axeViolations(page)).toEqual([]);

    // The mailer sends through the stored settings: a password reset reaches the sink and counts.
    await fetch(`${server.baseUrl}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNTS.TECHNICIAN.email }),
    });
    const [reset] = await sink.waitFor((mail) => mail.to.includes(ACCOUNTS.TECHNICIAN.email));
    expect(reset!.raw).toContain('avisos@empresa.pe');
    await page.reload();
    await page.getByText(/^1 enviado, 0 fallidos y 0 en cola en el periodo\.$/).waitFor();
    await page.getByRole('tab', { name: 'Tabla' }).click();
    await page.getByRole('region', { name: 'Correos por día del periodo' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const stored = await apiCall<{ passwordSet: boolean }>(
      server.baseUrl,
      adminToken,
      'GET',
      '/email/config',
    );
    expect(stored.passwordSet).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    await context.close();
  });

  it('fits a phone without sideways scrolling', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/email-config');
    await page.getByRole('heading', { level: 1, name: 'Configuración de email' }).waitFor();
    await page.getByRole('heading', { name: 'Correos fallidos' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('tells a técnico the page is for administrators, and the API refuses them', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(
      page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      '/admin/email-config',
    );
    await page.getByText('Solo los administradores configuran el correo.').waitFor();
    const token = await apiLogin(
      server.baseUrl,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
    );
    const response = await fetch(`${server.baseUrl}/api/email/config`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
    await context.close();
  });
});
