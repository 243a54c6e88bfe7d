import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

/**
 * docs/assistant.md#conversation-pages: a client asks the floating assistant and clears the chat
 * (a COMPLETED web-chat conversation); an administrator finds it by a word of the question on
 * /admin/web-chat-conversations and on /admin/ai-conversations, and reads each transcript in the
 * side panel, axe clean, at desktop and 375 px, with the ticket raised from the session linked
 * there. A técnico is told the pages are not theirs.
 */
const baseUrl = inject('baseUrl');
const VIEWPORTS = [
  ['desktop', { width: 1366, height: 860 }],
  ['375 px', { width: 375, height: 812 }],
] as const;

/** A word no other journey writes, letters only, so the index and ILIKE see the same text. */
const uniqueWord = (tag: string) =>
  `kiosko${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}${tag}`;

let browser: Browser;
let adminToken = '';

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
});
afterAll(async () => browser?.close());

/** The client asks through the floating chat, waits for the answer, then clears the chat. */
async function clientAsksAndClears(
  viewport: { width: number; height: number },
  question: string,
  articleTitle: string,
) {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  await signIn(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password, '/client/dashboard');
  await page.getByRole('button', { name: 'Abrir el asistente virtual' }).click();
  const panel = page.getByRole('dialog', { name: 'Asistente Virtual' });
  await panel.getByLabel('Escribe tu pregunta').fill(question);
  await page.keyboard.press('Enter');
  await panel.getByRole('link', { name: articleTitle }).waitFor({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Limpiar chat' }).click();
  await context.close();
}

type WebChatList = { conversations: Array<{ id: string; status: string; sessionId: string }> };

describe('the assistant’s transcript pages', () => {
  it.each(VIEWPORTS)(
    'let an administrator find a client’s chat by search and read it, axe clean (%s)',
    async (size, viewport) => {
      const word = uniqueWord(size === 'desktop' ? 'd' : 'm');
      const articleTitle = `Reiniciar la ticketera ${word}`;
      const { article } = await apiCall<{ article: { id: string } }>(
        baseUrl,
        adminToken,
        'POST',
        '/knowledge/articles',
        {
          title: articleTitle,
          body: `Para reiniciar la ticketera ${word}, apágala 30 segundos, revisa el papel y vuelve a encenderla.`,
          category: 'Punto de venta',
        },
      );
      const question = `Cómo reinicio la ticketera ${word}`;
      await clientAsksAndClears(viewport, question, articleTitle);
      // "Limpiar chat" saves without waiting: the record is there within a moment.
      await expect
        .poll(
          async () =>
            (
              await apiCall<WebChatList>(
                baseUrl,
                adminToken,
                'GET',
                `/admin/web-chat-conversations?search=${word}`,
              )
            ).conversations.map((conversation) => conversation.status),
          { timeout: 10_000 },
        )
        .toEqual(['COMPLETED']);
      // Once (desktop): the client raises a ticket from that session, as the chat's card does;
      // the AI session's transcript lists it.
      let raised: { number: number; title: string } | null = null;
      if (size === 'desktop') {
        const [saved] = (
          await apiCall<WebChatList>(
            baseUrl,
            adminToken,
            'GET',
            `/admin/web-chat-conversations?search=${word}`,
          )
        ).conversations;
        const { department } = await apiCall<{ department: { id: string } }>(
          baseUrl,
          adminToken,
          'POST',
          '/departments',
          { name: `Punto de venta ${word}` },
        );
        const clientToken = await apiLogin(
          baseUrl,
          ACCOUNTS.CLIENT.email,
          ACCOUNTS.CLIENT.password,
        );
        const title = `La ticketera ${word} sigue sin imprimir`;
        const { ticket } = await apiCall<{ ticket: { number: number } }>(
          baseUrl,
          clientToken,
          'POST',
          '/tickets',
          {
            title,
            description: `Consulta enviada desde el asistente virtual:\n\n${question}`,
            departmentId: department.id,
            ragSessionId: saved!.sessionId,
            aiGenerated: true,
          },
        );
        raised = { number: ticket.number, title };
      }

      const { context, page } = await newPage(browser, baseUrl, viewport);
      // Conversaciones del chat web: search, open the transcript.
      await signIn(
        page,
        ACCOUNTS.ADMIN.email,
        ACCOUNTS.ADMIN.password,
        '/admin/web-chat-conversations',
      );
      await page.getByRole('heading', { level: 1, name: 'Conversaciones del chat web' }).waitFor();
      await page
        .getByRole('button', { name: new RegExp('ticketera') })
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('searchbox', { name: 'Buscar' }).fill(word);
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('search') === word);
      const rows = page.getByRole('button', { name: new RegExp(word) });
      await expect.poll(() => rows.count()).toBe(1);
      expect(await page.getByText('Completada').count()).toBeGreaterThan(0);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      await rows.click();
      const chat = page.getByRole('dialog', { name: 'Conversación del chat web' });
      await chat.waitFor();
      await chat.getByRole('article', { name: ACCOUNTS.CLIENT.name }).getByText(question).waitFor();
      await chat.getByRole('article', { name: 'Asistente' }).first().waitFor();
      await chat.getByText('Completada').waitFor();
      expect(new URL(page.url()).searchParams.get('open')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await axeViolations(page)).toEqual([]);

      // From the transcript to the same session's queries on Conversaciones con IA.
      await chat.getByRole('link', { name: 'Ver sus consultas en Conversaciones con IA' }).click();
      await page.getByRole('heading', { level: 1, name: 'Conversaciones con IA' }).waitFor();
      await page.getByRole('button', { name: new RegExp(word) }).waitFor();

      // Conversaciones con IA: search by the word, open the session.
      await page.goto('/admin/ai-conversations');
      await page.getByRole('heading', { level: 1, name: 'Conversaciones con IA' }).waitFor();
      await page.getByRole('searchbox', { name: 'Buscar' }).fill(word);
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      const sessions = page.getByRole('button', { name: new RegExp(word) });
      await expect.poll(() => sessions.count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await sessions.click();
      const ai = page.getByRole('dialog', { name: 'Conversación con IA' });
      await ai.waitFor();
      await ai.getByRole('article', { name: ACCOUNTS.CLIENT.name }).getByText(question).waitFor();
      const source = ai.getByRole('link', { name: articleTitle });
      expect(await source.getAttribute('href')).toBe(`/ayuda/articulos/${article.id}`);
      // No provider in the journeys: the answer is extractive, free, and not rated.
      await ai.getByText('Respuesta extractiva', { exact: true }).waitFor();
      await ai.getByText('Sin valoración').waitFor();
      await ai.getByText('Modelo: ninguno', { exact: false }).first().waitFor();
      if (raised) {
        const link = ai.getByRole('link', { name: `Ticket #${raised.number}` });
        expect(await link.getAttribute('href')).toBe(`/tickets/${raised.number}`);
        await ai.getByText(raised.title).waitFor();
        await ai.getByText('Pendiente', { exact: true }).waitFor();
      }
      expect(await axeViolations(page)).toEqual([]);
      await ai.getByRole('button', { name: 'Cerrar' }).click();
      await ai.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('open')).toBeNull();
      await context.close();
    },
    120_000,
  );

  it('tells a técnico the pages are the administrators’', async () => {
    const { context, page } = await newPage(browser, baseUrl, VIEWPORTS[1][1]);
    await signIn(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password, '/tickets');
    for (const [path, title] of [
      ['/admin/ai-conversations', 'Conversaciones con IA'],
      ['/admin/web-chat-conversations', 'Conversaciones del chat web'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('Esta página es solo para administradores.').waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
    }
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
