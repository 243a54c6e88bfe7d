import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn, signInThroughForm } from '../support/browser';

/**
 * The floating assistant and /ai-chat (docs/assistant.md#chat), by keyboard and at 375 px: the
 * help menu's "Preguntar al asistente" opens it, the welcome greets by name with the four
 * suggestions, the input's keys and its 80 px cap, minimise/expand/close with focus going back,
 * the phone's full-screen panel, and axe on each state.
 */
const baseUrl = inject('baseUrl');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 860 };
const SUGGESTIONS = [
  '¿Cómo creo un ticket?',
  '¿Cómo consulto el estado de mis tickets?',
  '¿Cómo cambio mi contraseña?',
  '¿Cómo contacto a soporte?',
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Asistente Virtual' });
const launcherOf = (page: Page) => page.getByRole('button', { name: 'Abrir el asistente virtual' });
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.id ?? element?.tagName ?? null;
  });

describe('the floating assistant', () => {
  it('opens from the help menu, greets by name, and works from the keyboard', async () => {
    const { context, page } = await newPage(browser, baseUrl, DESKTOP);
    await signInThroughForm(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    // axe reads colours under the sign-in toast wrongly: let it leave first.
    await page.getByText('Inicio de sesión exitoso').waitFor({ state: 'detached' });
    await launcherOf(page).waitFor();
    await page.getByRole('button', { name: 'Ayuda', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Preguntar al asistente' }).click();
    const panel = panelOf(page);
    await panel.waitFor();

    await panel.getByText(`¡Hola ${ACCOUNTS.CLIENT.name}!`, { exact: false }).waitFor();
    const suggestions = panel.getByRole('group', { name: 'Preguntas sugeridas' });
    expect(await suggestions.getByRole('button').allTextContents()).toEqual(SUGGESTIONS);
    const input = panel.getByLabel('Escribe tu pregunta');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    const send = panel.getByRole('button', { name: 'Enviar' });
    expect(await send.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Blank is never sent; Shift+Enter adds lines, the input stops growing at 80 px.
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    // Only the welcome: no message of the user's ("Tú:" for screen readers).
    expect(await panel.getByText('Tú:', { exact: true }).count()).toBe(0);
    await input.fill('');
    for (const line of ['uno', 'dos', 'tres', 'cuatro', 'cinco']) {
      await page.keyboard.type(line);
      await page.keyboard.press('Shift+Enter');
    }
    expect(await input.inputValue()).toBe('uno\ndos\ntres\ncuatro\ncinco\n');
    const height = await input.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(80);
    expect(height).toBeGreaterThan(60);
    expect(await send.isDisabled()).toBe(false);

    // Minimise keeps focus on the header's button, now "Expandir"; expand brings the input back.
    await panel.getByRole('button', { name: 'Minimizar' }).click();
    expect(await panel.getByLabel('Escribe tu pregunta').count()).toBe(0);
    const expand = panel.getByRole('button', { name: 'Expandir' });
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    await expand.press('Enter');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    // The text typed before minimising is still there.
    expect(await input.inputValue()).toContain('cinco');

    // Esc closes, and focus goes back to the round button.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Abrir el asistente virtual');
    await context.close();
  });

  it('covers the screen on a phone, keeps Tab inside, and passes axe', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await signInThroughForm(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    await launcherOf(page).click();
    const panel = panelOf(page);
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    expect(await panel.getAttribute('aria-modal')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    // Tab from the last control comes back to the first one of the panel.
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await panel.getByRole('button', { name: 'Cerrar el asistente' }).click();
    await panel.waitFor({ state: 'detached' });
    await context.close();
  });

  it('/ai-chat shows the same conversation as a page, without the round button', async () => {
    const { context, page } = await newPage(browser, baseUrl, DESKTOP);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await launcherOf(page).click();
    const panel = panelOf(page);
    await panel.getByLabel('Escribe tu pregunta').fill('Borrador desde la esquina');
    await panel.getByRole('link', { name: 'Abrir en página completa' }).click();
    await page.waitForURL('**/ai-chat');
    await page.getByRole('heading', { level: 1, name: 'Asistente IA' }).waitFor();
    expect(await page.title()).toMatch(/^Asistente IA/);
    expect(await panel.count()).toBe(0);
    expect(await launcherOf(page).count()).toBe(0);
    const input = page.getByLabel('Escribe tu pregunta');
    expect(await input.inputValue()).toBe('Borrador desde la esquina');
    // The help menu's item focuses the page's own input here.
    await page.getByRole('button', { name: 'Ayuda', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Preguntar al asistente' }).click();
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('an answer from the real server (extractive: no provider configured)', () => {
  it('streams in with its source as a link, and takes a rating', async () => {
    const adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    const title = `Cómo cambiar la contraseña ${Date.now()}`;
    await apiCall(baseUrl, adminToken, 'POST', '/knowledge/articles', {
      title,
      body: 'Para cambiar tu contraseña entra a Mi Perfil, abre "Cambiar contraseña", escribe la actual y la nueva, y guarda.',
      category: 'Cuenta',
    });
    const { context, page } = await newPage(browser, baseUrl, DESKTOP);
    await signInThroughForm(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    await launcherOf(page).click();
    const panel = panelOf(page);
    await panel.getByLabel('Escribe tu pregunta').fill('como cambio mi contrasena');
    await page.keyboard.press('Enter');
    await panel.getByText('Tú:', { exact: true }).waitFor();
    const source = panel.getByRole('link', { name: title });
    await source.waitFor({ timeout: 20_000 });
    expect(await source.getAttribute('href')).toMatch(/^\/ayuda\/articulos\//);
    await panel.getByRole('button', { name: 'Útil', exact: true }).click();
    await page.getByText('¡Gracias por tu feedback!').waitFor();
    expect(
      await panel.getByRole('button', { name: 'Útil', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await context.close();
  });
});

describe('a question the knowledge base cannot answer (docs/assistant.md#chat)', () => {
  it('offers a ticket, creates it from the card with its number, and autosaves the chat', async () => {
    const stamp = Date.now();
    const question = `la balanza del almacen ${stamp} marca mal el peso`;
    const adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    const departmentName = `Balanzas ${stamp}`;
    await apiCall(baseUrl, adminToken, 'POST', '/departments', { name: departmentName });
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await signIn(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password, '/tickets');
    await launcherOf(page).click();
    const panel = panelOf(page);
    const input = panel.getByLabel('Escribe tu pregunta');
    await input.fill('cual es el precio del dolar hoy');
    await page.keyboard.press('Enter');
    const card = panel.getByRole('group', { name: 'Ticket sugerido' }).last();
    await card.waitFor({ timeout: 20_000 });

    // The welcome and two questions with their answers are five messages: the chat saves itself,
    // as ACTIVE, with the four that are the conversation (the welcome is not recorded).
    await input.fill(question);
    await page.keyboard.press('Enter');
    const cards = panel.getByRole('group', { name: 'Ticket sugerido' });
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(2);
    type Listed = { conversations: Array<{ status: string; messageCount: number }> };
    const saved = () =>
      apiCall<Listed>(
        baseUrl,
        adminToken,
        'GET',
        `/admin/web-chat-conversations?search=${encodeURIComponent(String(stamp))}`,
      );
    await expect
      .poll(async () => (await saved()).conversations.map((c) => [c.status, c.messageCount]), {
        timeout: 10_000,
      })
      .toEqual([['ACTIVE', 4]]);

    const latest = cards.last();
    const department = latest.getByLabel('Departamento');
    if ((await department.count()) > 0) await department.selectOption({ label: departmentName });
    await latest.getByRole('button', { name: 'Crear Ticket' }).click();
    const created = latest.getByText(/Ticket #\d+ creado/);
    await created.waitFor({ timeout: 20_000 });
    const number = Number((await created.textContent())!.match(/#(\d+)/)![1]);
    expect(await latest.getByRole('button', { name: 'Crear Ticket' }).count()).toBe(0);
    const link = latest.getByRole('link', { name: `Ver ticket #${number}` });
    expect(await axeViolations(page)).toEqual([]);

    // The ticket is the client's, from the assistant, and opens from the card.
    await link.click();
    await page.waitForURL(/\/tickets\/[^/]+$/);
    await page.locator('#main-content').getByRole('heading', { level: 1 }).first().waitFor();
    const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    const ticket = await apiCall<{ ticket: { number: number; source: string } }>(
      baseUrl,
      clientToken,
      'GET',
      `/tickets/${number}`,
    );
    expect(ticket.ticket).toMatchObject({ number, source: 'CHAT' });
    await context.close();
  });
});
