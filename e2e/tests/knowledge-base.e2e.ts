import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

// docs/assistant.md#knowledge-base: administrators write articles at /admin/knowledge-base;
// whoever may read one opens it at /ayuda/articulos/:id, the assistant's source link.
const baseUrl = inject('baseUrl');
const STAMP = Date.now();

let browser: Browser;
let adminToken = '';
let staffArticleId = '';

async function api<T>(path: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  const created = await api<{ article: { id: string } }>('/knowledge/articles', 'POST', {
    title: `Guía interna ${STAMP}`,
    body: 'Solo para el equipo.',
    category: 'Procedimientos',
    audience: 'STAFF',
  });
  staffArticleId = created.article.id;
});
afterAll(async () => browser.close());

const VIEWPORTS = [
  ['desktop', { width: 1366, height: 860 }],
  ['375 px', { width: 375, height: 812 }],
] as const;

describe('the knowledge base', () => {
  it.each(VIEWPORTS)(
    'lets an administrator write an article a client then reads, axe clean (%s)',
    async (size, viewport) => {
      const title = `Reiniciar la ticketera ${size} ${STAMP}`;
      const admin = await newPage(browser, baseUrl, viewport);
      await signIn(
        admin.page,
        ACCOUNTS.ADMIN.email,
        ACCOUNTS.ADMIN.password,
        '/admin/knowledge-base',
      );
      await admin.page.getByRole('heading', { level: 1, name: 'Base de conocimiento' }).waitFor();
      expect(await axeViolations(admin.page)).toEqual([]);

      await admin.page.getByRole('button', { name: 'Nuevo artículo' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Nuevo artículo' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Crear artículo' }).click();
      await dialog.getByText('Escribe el título del artículo').waitFor();
      expect(await axeViolations(admin.page)).toEqual([]);
      await dialog.getByLabel('Título').fill(title);
      await dialog.getByLabel('Categoría').fill('Punto de venta');
      await dialog
        .getByLabel('Contenido')
        .fill(
          'Si no imprime:\n- Revisa el papel.\n- Apágala 30 segundos.\n\nLuego prueba otra vez.',
        );
      await dialog.getByRole('button', { name: 'Crear artículo' }).click();
      await admin.page.getByText(`Artículo "${title}" creado`).waitFor();
      const item = admin.page
        .getByRole('listitem')
        .filter({ has: admin.page.getByRole('heading', { name: title }) });
      await item.getByText('Publicado').waitFor();
      expect(
        await admin.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      await item.getByRole('link', { name: `Ver ${title}` }).click();
      await admin.page.getByRole('heading', { level: 1, name: title }).waitFor();
      const url = new URL(admin.page.url()).pathname;
      expect(url).toMatch(/^\/ayuda\/articulos\/[0-9a-f-]{36}$/);
      await admin.context.close();

      const client = await newPage(browser, baseUrl, viewport);
      await signIn(client.page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password, url);
      await client.page.getByRole('heading', { level: 1, name: title }).waitFor();
      await client.page.getByRole('listitem').filter({ hasText: 'Revisa el papel.' }).waitFor();
      expect(await axeViolations(client.page)).toEqual([]);
      // A staff-only article is not the client's: the same page as a missing one.
      await client.page.goto(`/ayuda/articulos/${staffArticleId}`);
      await client.page
        .getByRole('heading', { level: 1, name: 'Artículo no encontrado' })
        .waitFor();
      // The management page is the administrators'.
      await client.page.goto('/admin/knowledge-base');
      await client.page
        .getByText('La base de conocimiento la administran los administradores.')
        .waitFor();
      await client.context.close();
    },
  );
});
