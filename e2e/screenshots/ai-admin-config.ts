// "IA y RAG" and "Control del asistente IA" (docs/assistant.md#settings-pages) for
// docs/screenshots/ai-config-*.png and ai-agent-control-*.png, at desktop (1366×860) and
// 375 px: the provider configured with a price and "Probar conexión" answered, and agent control
// with its hours shown. Its own server, whose outbound guard lets the fake provider on loopback
// through. Called by e2e/screenshots.ts (group "ai-admin-config").
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startFakeAiProvider } from '../../apps/server/test/fake-ai-provider';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { newPage, signIn } from '../support/browser';
import { startServer } from '../support/server';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

export async function captureAiAdminConfigPages(browser: Browser, outDir: string): Promise<void> {
  const provider = await startFakeAiProvider();
  const server = await startServer({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  try {
    const token = await apiLogin(server.baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await apiCall(server.baseUrl, token, 'PUT', '/ai/config', {
      baseUrl: provider.baseUrl,
      model: 'gpt-4o-mini',
      apiKey: 'sk-captura',
      prices: [
        { model: 'gpt-4o-mini', promptPer1M: 0.6, completionPer1M: 2.4 },
        { model: 'gpt-4o', promptPer1M: 9.5, completionPer1M: 38 },
      ],
      monthlyBudget: 50,
    });
    await apiCall(server.baseUrl, token, 'PUT', '/ai/agent-control', {
      channels: { WEB_CHAT: true, WHATSAPP: false },
      hours: { always: false, days: [1, 2, 3, 4, 5, 6], from: '08:00', to: '20:00' },
      handOff: {
        afterUnhelpfulAnswers: 2,
        keywords: ['humano', 'agente', 'persona', 'asesor', 'operador', 'hablar con alguien'],
      },
    });
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/ai-config');
      await page.getByRole('heading', { level: 1, name: 'IA y RAG' }).waitFor();
      await page.getByRole('button', { name: 'Probar conexión' }).click();
      await page.getByText('Conexión correcta con el modelo', { exact: false }).waitFor();
      await page.screenshot({ path: path.join(outDir, `ai-config-${size}.png`), fullPage: true });
      await page.goto('/admin/ai-agent-control');
      await page.getByRole('heading', { level: 1, name: 'Control del asistente IA' }).waitFor();
      await page.getByRole('group', { name: 'Días' }).waitFor();
      await page.screenshot({
        path: path.join(outDir, `ai-agent-control-${size}.png`),
        fullPage: true,
      });
      await context.close();
    }
  } finally {
    await server.stop();
    await provider.close();
  }
}
