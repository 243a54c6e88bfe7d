// The assistant's transcript pages for docs/screenshots/ai-admin-*.png (called by
// e2e/screenshots.ts, group `ai-admin-conversations`), at desktop (1366 wide) and 375 px: the
// lists of /admin/web-chat-conversations and /admin/ai-conversations, and each transcript open in
// its side panel, top and end (docs/assistant.md#conversation-pages).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};

/** Lets toasts leave and the pointer rest away from the page. */
async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500);
}

type Answer = { answer: string; queryId: string };
type ChatLine = { role: 'user' | 'assistant'; content: string; timestamp: string };

/** One client session: each question asked for real (extractive answers), then saved. */
async function chatSession(
  baseUrl: string,
  token: string,
  sessionId: string,
  questions: readonly string[],
) {
  const messages: ChatLine[] = [];
  const answers: Answer[] = [];
  for (const query of questions) {
    messages.push({ role: 'user', content: query, timestamp: new Date().toISOString() });
    const answer = await apiCall<Answer>(baseUrl, token, 'POST', '/rag/ask', { query, sessionId });
    answers.push(answer);
    messages.push({
      role: 'assistant',
      content: answer.answer,
      timestamp: new Date().toISOString(),
    });
  }
  return { messages, answers };
}

async function seed(baseUrl: string, adminToken: string) {
  const clientToken = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
  const leadToken = await apiLogin(baseUrl, ACCOUNTS.TECH_LEAD.email, ACCOUNTS.TECH_LEAD.password);
  const { department } = await apiCall<{ department: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/departments',
    { name: 'Soporte POS', description: 'Cajas, ticketeras y boletas' },
  );
  for (const article of [
    {
      title: 'La ticketera no imprime las comandas',
      body: 'Si la ticketera no imprime:\n- Revisa que tenga papel y que la tapa esté cerrada.\n- Apágala 30 segundos y vuelve a encenderla.\n\nSi sigue sin imprimir, crea un ticket con una foto de la luz de estado.',
      category: 'Punto de venta',
    },
    {
      title: 'Cómo cambiar tu contraseña',
      body: 'Entra a Mi Perfil, abre "Cambiar contraseña", escribe la actual y la nueva, y guarda. La nueva debe tener al menos 8 caracteres.',
      category: 'Cuenta',
    },
  ]) {
    await apiCall(baseUrl, adminToken, 'POST', '/knowledge/articles', article);
  }

  const printer = `session_${Date.now()}_shots1`;
  const first = await chatSession(baseUrl, clientToken, printer, [
    'La ticketera de cocina no imprime las comandas, ¿qué hago?',
    'Ya la apagué y sigue sin imprimir',
  ]);
  await apiCall(baseUrl, clientToken, 'POST', '/ai/feedback', {
    sessionId: printer,
    queryId: first.answers[0]!.queryId,
    query: first.messages[0]!.content,
    response: first.answers[0]!.answer,
    rating: 1,
    feedback: 'Ya había probado eso',
  });
  const { ticket } = await apiCall<{ ticket: { id: string } }>(
    baseUrl,
    clientToken,
    'POST',
    '/tickets',
    {
      title: 'La ticketera de cocina no imprime las comandas',
      description:
        'Consulta enviada desde el asistente virtual:\nYa la apagué y sigue sin imprimir',
      priority: 'ALTA',
      departmentId: department.id,
      ragSessionId: printer,
      aiGenerated: true,
    },
  );
  await apiCall(baseUrl, clientToken, 'POST', '/web-chat/conversations', {
    sessionId: printer,
    messages: first.messages,
    ticketsCreated: [ticket.id],
    context: { mode: 'rag', pagePath: '/client/dashboard', userAgent: 'Mozilla/5.0 (Android 14)' },
    status: 'COMPLETED',
  });

  const password = `session_${Date.now()}_shots2`;
  const second = await chatSession(baseUrl, leadToken, password, ['¿Cómo cambio mi contraseña?']);
  await apiCall(baseUrl, leadToken, 'POST', '/ai/feedback', {
    sessionId: password,
    queryId: second.answers[0]!.queryId,
    query: second.messages[0]!.content,
    response: second.answers[0]!.answer,
    rating: 5,
  });
  await apiCall(baseUrl, leadToken, 'POST', '/web-chat/conversations', {
    sessionId: password,
    messages: second.messages,
    ticketsCreated: [],
    context: { mode: 'rag', pagePath: '/tickets' },
    status: 'ACTIVE',
  });
}

export async function captureAiAdminConversationPages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  await seed(baseUrl, adminToken);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    const shot = (name: string) =>
      page.screenshot({ path: path.join(outDir, `ai-admin-${name}-${size}.png`) });

    await page.goto('/admin/web-chat-conversations');
    const chatRow = page.getByRole('button', { name: /ticketera de cocina/ });
    await chatRow.first().waitFor();
    await still(page);
    await shot('web-chat');
    await chatRow.first().click();
    const chat = page.getByRole('dialog', { name: 'Conversación del chat web' });
    await chat.getByRole('link', { name: /^Ticket #\d+$/ }).waitFor();
    await page.waitForTimeout(500);
    await shot('web-chat-transcript');

    await page.goto('/admin/ai-conversations');
    const aiRow = page.getByRole('button', { name: /ticketera de cocina/ });
    await aiRow.first().waitFor();
    await still(page);
    await shot('ai-conversations');
    await aiRow.first().click();
    const ai = page.getByRole('dialog', { name: 'Conversación con IA' });
    await ai.getByText('Comentario: Ya había probado eso').waitFor();
    await page.waitForTimeout(500);
    await shot('ai-transcript');
    // The end of the session: sources, the vote and its comment, the figures of each answer.
    await ai
      .getByText('Útil', { exact: true })
      .or(ai.getByText('No útil'))
      .last()
      .scrollIntoViewIfNeeded();
    await ai.evaluate((dialog) => {
      const body = dialog.querySelector('.overflow-y-auto');
      body?.scrollTo({ top: body.scrollHeight });
    });
    await page.waitForTimeout(300);
    await shot('ai-transcript-end');
    await context.close();
  }
}
