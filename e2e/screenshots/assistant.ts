// The floating assistant (docs/assistant.md#chat) for docs/screenshots/assistant-*.png: the panel
// with its welcome at desktop and 375 px (full screen), minimised on a phone, /ai-chat at both
// sizes, and an answer with its source and a suggested ticket from the real server (extractive:
// no provider). Called by e2e/screenshots.ts (group "assistant").
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

async function signedInAsClient(browser: Browser, baseUrl: string, size: keyof typeof VIEWPORTS) {
  const opened = await newPage(browser, baseUrl, VIEWPORTS[size]);
  await signInThroughForm(opened.page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
  await opened.page.getByText('Inicio de sesión exitoso').waitFor({ state: 'detached' });
  return opened;
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Abrir el asistente virtual' }).click();
  await page.getByRole('dialog', { name: 'Asistente Virtual' }).waitFor();
  await page.waitForTimeout(300);
}

export async function captureAssistantPages(
  browser: Browser,
  baseUrl: string,
  outDir: string,
): Promise<void> {
  for (const size of ['desktop', 'mobile'] as const) {
    const { context, page } = await signedInAsClient(browser, baseUrl, size);
    await openPanel(page);
    await page.screenshot({ path: path.join(outDir, `assistant-floating-${size}.png`) });
    if (size === 'mobile') {
      await page.getByRole('button', { name: 'Minimizar' }).click();
      await page.screenshot({ path: path.join(outDir, 'assistant-minimized-mobile.png') });
    }
    await page.goto('/ai-chat');
    await page.getByRole('heading', { level: 1, name: 'Asistente IA' }).waitFor();
    await page.screenshot({ path: path.join(outDir, `assistant-page-${size}.png`) });
    await context.close();
  }

  await captureAnswers(browser, baseUrl, outDir);
}

/** An article to answer from and a department for the suggested ticket, once per run. */
async function prepareAnswers(baseUrl: string): Promise<void> {
  const token = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await apiCall(baseUrl, token, 'POST', '/knowledge/articles', {
    title: 'Cómo cambiar tu contraseña',
    body: 'Para cambiar tu contraseña entra a Mi Perfil, abre "Cambiar contraseña", escribe la actual y la nueva (al menos 8 caracteres) y guarda. Si no recuerdas la actual, cierra sesión y usa "¿Olvidaste tu contraseña?".',
    category: 'Cuenta',
  });
  await apiCall(baseUrl, token, 'POST', '/departments', { name: 'Soporte de cajas' }).catch(
    () => undefined, // already there from another group
  );
}

async function captureAnswers(browser: Browser, baseUrl: string, outDir: string) {
  await prepareAnswers(baseUrl);
  for (const size of ['desktop', 'mobile'] as const) {
    const { context, page } = await signedInAsClient(browser, baseUrl, size);
    await openPanel(page);
    const panel = page.getByRole('dialog', { name: 'Asistente Virtual' });
    const ask = async (question: string) => {
      await panel.getByLabel('Escribe tu pregunta').fill(question);
      await page.keyboard.press('Enter');
    };
    await ask('como cambio mi contrasena?');
    await panel.getByRole('link', { name: 'Cómo cambiar tu contraseña' }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `assistant-answer-${size}.png`) });
    await ask('la balanza de la caja 2 marca mal el peso desde ayer');
    const card = panel.getByRole('group', { name: 'Ticket sugerido' }).last();
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `assistant-ticket-${size}.png`) });
    await context.close();
  }
}
