import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCreateUser, apiLogin } from '../support/api';
import {
  FAKE_EMBEDDINGS_MODEL,
  FAKE_MODEL,
  UNANSWERED_QUESTION,
  produceAiUsage,
  produceIndexingUsage,
  startFakeProvider,
  type FakeProvider,
} from '../support/ai-usage';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signInThroughForm } from '../support/browser';
import { startJourneyServer, type JourneyServer } from '../support/journey-server';

/**
 * /admin/ai-costs "Costos de IA" (docs/assistant.md#costs-page) on real usage: a client and a
 * technician ask the assistant — two answers from a provider on 127.0.0.1 with a price, one
 * question nobody answers — and one answer is rated "No me ayudó". The administrator then reads
 * the spend, the budget warning, the breakdowns and the knowledge gaps at desktop and 375 px,
 * axe clean; then the knowledge base is embedded and its indexing shows as a line of its own; a
 * technician is refused. Its own server: the provider needs OUTBOUND_ALLOW_HOSTS.
 */
const VIEWPORTS = [
  ['desktop', { width: 1366, height: 860 }],
  ['375 px', { width: 375, height: 812 }],
] as const;

let browser: Browser;
let server: JourneyServer;
let provider: FakeProvider;

beforeAll(async () => {
  provider = await startFakeProvider();
  server = await startJourneyServer({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  const adminToken = await apiLogin(server.baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  for (const account of [ACCOUNTS.TECHNICIAN, ACCOUNTS.CLIENT]) {
    await apiCreateUser(server.baseUrl, adminToken, account);
  }
  const usage = await produceAiUsage(server.baseUrl, provider);
  expect(usage.provider.map((answer) => answer.fallback)).toEqual([false, false]);
  expect(usage.unanswered.fallback).toBe(true);
  expect(provider.calls()).toBe(2);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.stop();
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('Costos de IA', () => {
  it.each(VIEWPORTS)(
    'shows the spend, the budget warning, the breakdowns and the gaps (%s)',
    async (_size, viewport) => {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
      await page.getByText('Inicio de sesión exitoso').waitFor({ state: 'detached' });
      await page.goto('/admin/ai-costs');
      await page.getByRole('heading', { level: 1, name: 'Costos de IA' }).waitFor();
      expect(await page.title()).toMatch(/^Costos de IA/);

      // Two answers at (1200 × 2 + 300 × 8) / 1e6 = S/ 0.0048 each; the third cost nothing.
      const summary = page.getByRole('region', { name: 'Resumen del período' });
      await summary.waitFor();
      const summaryText = (await summary.textContent()) ?? '';
      expect(summaryText).toContain('Costo totalS/\u00a00.0096En 3 consultas');
      expect(summaryText).toContain('Consultas32 con el proveedor');
      expect(summaryText).toContain('2,400 de entrada · 600 de salida');
      // S/ 0.0096 of S/ 0.01 is 96 %, over the 80 % alert.
      expect(summaryText).toMatch(/Presupuesto del mes96\s?%S\/\u00a00.0096 de S\/\u00a00.01/);
      const warning = page.getByRole('status').filter({ hasText: 'del presupuesto' });
      expect(await warning.textContent()).toMatch(
        /llegó al 96\s?% del presupuesto .*el aviso está en el 80\s?%\. Los administradores ya recibieron el aviso/,
      );

      // Prices and the budget are edited on IA y RAG.
      expect(
        await page.getByRole('main').getByRole('link', { name: 'IA y RAG' }).getAttribute('href'),
      ).toBe('/admin/ai-config');

      const byModel = page.getByRole('table', { name: 'Por modelo' });
      await byModel.getByRole('rowheader', { name: FAKE_MODEL }).waitFor();
      const modelRow = byModel.getByRole('row').filter({ hasText: FAKE_MODEL });
      expect(await modelRow.textContent()).toContain('S/\u00a00.0096');
      await byModel
        .getByRole('rowheader', { name: 'Sin proveedor (base de conocimiento)' })
        .waitFor();
      const byUser = page.getByRole('table', { name: 'Por usuario' });
      await byUser.getByText(ACCOUNTS.CLIENT.email).waitFor();
      await byUser.getByText(ACCOUNTS.TECHNICIAN.email).waitFor();

      // The day's chart and its table: today's three queries.
      await page.getByRole('tab', { name: 'Tabla' }).click();
      const days = page.getByRole('table', { name: 'Consumo por día' });
      expect(await days.getByRole('row').count()).toBe(2);
      expect(await days.getByRole('row').nth(1).textContent()).toContain('S/\u00a00.0096');

      const gaps = page.getByRole('list', { name: 'Preguntas sin buena respuesta' });
      const unanswered = gaps.getByRole('listitem').filter({ hasText: UNANSWERED_QUESTION });
      expect(await unanswered.textContent()).toContain('Sin respuesta confiable: 1');
      const voted = gaps.getByRole('listitem').filter({ hasText: 'como cambio mi contrasena' });
      expect(await voted.textContent()).toContain('No me ayudó: 1');
      expect(
        await unanswered
          .getByRole('link', { name: `Escribir artículo: ${UNANSWERED_QUESTION}` })
          .getAttribute('href'),
      ).toBe('/admin/knowledge-base');

      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);

      // Another period goes into the address; today's queries are in the last 7 days too.
      await page.getByLabel('Período', { exact: true }).selectOption('7d');
      await page.waitForURL(/period=7d/);
      await expect
        .poll(async () => (await summary.textContent())?.includes('En 3 consultas'))
        .toBe(true);
      await context.close();
    },
  );

  it('shows the knowledge base’s indexing in the spend, as a line of its own', async () => {
    expect(await produceIndexingUsage(server.baseUrl)).toBeGreaterThan(0);
    const { context, page } = await newPage(browser, server.baseUrl, VIEWPORTS[0][1]);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.getByText('Inicio de sesión exitoso').waitFor({ state: 'detached' });
    await page.goto('/admin/ai-costs');
    const summary = page.getByRole('region', { name: 'Resumen del período' });
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(/En 3 consultas y \d+ llamadas? de indexación/);
    // One passage: 100 tokens at S/ 10 per million = S/ 0.001.
    const byModel = page.getByRole('table', { name: 'Por modelo' });
    await byModel.getByRole('rowheader', { name: FAKE_EMBEDDINGS_MODEL }).waitFor();
    expect(
      await byModel.getByRole('row').filter({ hasText: FAKE_EMBEDDINGS_MODEL }).textContent(),
    ).toContain('S/\u00a00.001');
    await byModel.getByRole('columnheader', { name: 'Llamadas de indexación' }).waitFor();
    for (const name of ['Por departamento', 'Por usuario']) {
      await page
        .getByRole('table', { name })
        .getByRole('rowheader', { name: /^Indexación de la base de conocimiento/ })
        .waitFor();
    }
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('refuses a technician, in the page and in the API', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    await signInThroughForm(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    await page.goto('/admin/ai-costs');
    await page.getByText('Los costos del asistente los revisan los administradores.').waitFor();
    expect(await page.getByRole('region', { name: 'Resumen del período' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Costos de IA' }).count()).toBe(0);
    const token = await apiLogin(
      server.baseUrl,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
    );
    const response = await fetch(`${server.baseUrl}/api/ai/costs`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
    await context.close();
  });
});
