// /admin/email-config «Envío» (docs/email.md) for docs/screenshots/email-config-*.png, at desktop
// (1366×860) and 375 px: the SMTP server saved, «Probar conexión» answered, a day of sent
// messages in «Envíos». Its own server, whose outbound guard lets the SMTP sink on loopback
// through. Called by e2e/screenshots.ts (group "email-config").
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startSmtpSink } from '../../apps/server/test/smtp-sink';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiCreateUser, apiLogin } from '../support/api';
import { newPage, signIn } from '../support/browser';
import { startServer } from '../support/server';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

export async function captureEmailConfigPages(browser: Browser, outDir: string): Promise<void> {
  const sink = await startSmtpSink({ users: { 'soporte@empresa.pe': 'clave-captura' } });
  const server = await startServer({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  try {
    const token = await apiLogin(server.baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await apiCall(server.baseUrl, token, 'PUT', '/email/config', {
      host: '127.0.0.1',
      port: sink.port,
      secure: false,
      ignoreTls: true,
      user: 'soporte@empresa.pe',
      password: 'clave-captura',
      fromAddress: 'avisos@empresa.pe',
      fromName: 'Mesa de ayuda',
    });
    await apiCreateUser(server.baseUrl, token, ACCOUNTS.TECHNICIAN);
    // Two messages through the outbox (password resets), so «Envíos» has a day to show.
    for (const email of [ACCOUNTS.TECHNICIAN.email, ACCOUNTS.ADMIN.email]) {
      await fetch(`${server.baseUrl}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    }
    await sink.waitForMessages(2);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/email-config');
      await page.getByRole('heading', { level: 1, name: 'Configuración de email' }).waitFor();
      await page.getByRole('button', { name: 'Probar conexión' }).click();
      await page.getByText('Conexión correcta con', { exact: false }).waitFor();
      await page.getByText(/2 enviados/).waitFor();
      // The click scrolled the page: from the top, or the sticky header lands mid-picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: path.join(outDir, `email-config-${size}.png`),
        fullPage: true,
      });
      await context.close();
    }
  } finally {
    await server.stop();
    await sink.close();
  }
}
