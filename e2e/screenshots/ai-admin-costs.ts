// /admin/ai-costs "Costos de IA" (docs/assistant.md#costs-page) for
// docs/screenshots/ai-admin-costs-*.png at desktop and 375 px, on real usage: a server of its own
// (the provider stand-in on 127.0.0.1 needs OUTBOUND_ALLOW_HOSTS), questions answered by the
// provider and from the knowledge base, one unanswered, one rated "No me ayudó", and the
// knowledge base embedded (its indexing line). Called by
// e2e/screenshots.ts (group "ai-admin-costs").
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { apiCreateUser, apiLogin } from '../support/api';
import { produceAiUsage, produceIndexingUsage, startFakeProvider } from '../support/ai-usage';
import { newPage, signInThroughForm } from '../support/browser';
import { startServer } from '../support/server';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

export async function captureAiCostPages(browser: Browser, outDir: string): Promise<void> {
  const provider = await startFakeProvider();
  const server = await startServer({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  try {
    const admin = await apiLogin(server.baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    for (const account of [ACCOUNTS.TECHNICIAN, ACCOUNTS.CLIENT]) {
      await apiCreateUser(server.baseUrl, admin, account);
    }
    await produceAiUsage(server.baseUrl, provider, { providerAnswers: 6, monthlyBudget: 0.05 });
    await produceIndexingUsage(server.baseUrl);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
      await page.getByText('Inicio de sesión exitoso').waitFor({ state: 'detached' });
      await page.goto('/admin/ai-costs');
      await page.getByRole('region', { name: 'Resumen del período' }).waitFor();
      await page.getByRole('list', { name: 'Preguntas sin buena respuesta' }).waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({
        path: path.join(outDir, `ai-admin-costs-${size}.png`),
        fullPage: true,
      });
      await context.close();
    }
  } finally {
    await server.stop();
    await provider.stop();
  }
}
