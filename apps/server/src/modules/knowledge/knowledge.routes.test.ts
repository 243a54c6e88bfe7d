import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { injectAs } from '../../../test/role-sessions';
import { makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

type Actor = { headers: Record<string, string> };
const send = injectAs(() => testApp);
const article = (overrides: object = {}) => ({
  title: 'Cómo restablecer tu contraseña',
  body: 'En la pantalla de inicio elige "¿Olvidaste tu contraseña?" y sigue el enlace del correo.',
  category: 'Cuenta',
  ...overrides,
});
const create = async (payload: object) => {
  const response = await send(desk.admin, 'POST', '/api/knowledge/articles', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.article as { id: string; title: string; url: string };
};
const titlesFor = async (actor: Actor, query = '') =>
  (
    (await send(actor, 'GET', `/api/knowledge/articles${query}`)).json().data.articles as Array<{
      title: string;
    }>
  ).map((row) => row.title);

describe('/api/knowledge/articles', () => {
  it('lets an administrator write, edit and delete an article, with its reader URL', async () => {
    const created = await create(article());
    expect(created).toMatchObject({
      title: 'Cómo restablecer tu contraseña',
      url: `/ayuda/articulos/${created.id}`,
    });
    const read = await send(desk.client, 'GET', `/api/knowledge/articles/${created.id}`);
    expect(read.json().data.article).toMatchObject({
      category: 'Cuenta',
      audience: 'EVERYONE',
      isPublished: true,
      author: { id: desk.admin.user.id },
    });
    const edited = await send(desk.admin, 'PUT', `/api/knowledge/articles/${created.id}`, {
      ...article({ title: 'Restablecer la contraseña' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.article.title).toBe('Restablecer la contraseña');
    const removed = await send(desk.admin, 'DELETE', `/api/knowledge/articles/${created.id}`);
    expect(removed.json().data.message).toBe('Artículo eliminado');
    const gone = await send(desk.admin, 'GET', `/api/knowledge/articles/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No se encontró el artículo.');
  });

  it('refuses writes to every other role, and everything to anonymous callers', async () => {
    const { id } = await create(article({ title: 'Solo lectura' }));
    for (const actor of [desk.client, desk.technician, desk.lead]) {
      expect((await send(actor, 'POST', '/api/knowledge/articles', article())).statusCode).toBe(
        403,
      );
      expect(
        (await send(actor, 'PUT', `/api/knowledge/articles/${id}`, article({ title: 'Robado' })))
          .statusCode,
      ).toBe(403);
      expect((await send(actor, 'DELETE', `/api/knowledge/articles/${id}`)).statusCode).toBe(403);
    }
    expect((await send(null, 'GET', '/api/knowledge/articles')).statusCode).toBe(401);
    expect((await send(null, 'GET', `/api/knowledge/articles/${id}`)).statusCode).toBe(401);
    expect(
      (await send(desk.admin, 'GET', `/api/knowledge/articles/${id}`)).json().data.article.title,
    ).toBe('Solo lectura');
  });

  it('shows staff-only articles to the team only, and drafts to administrators only', async () => {
    const staff = await create(
      article({ title: 'Guía interna de escalamiento', audience: 'STAFF' }),
    );
    const draft = await create(article({ title: 'Borrador de política', isPublished: false }));
    expect((await send(desk.client, 'GET', `/api/knowledge/articles/${staff.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await send(desk.technician, 'GET', `/api/knowledge/articles/${staff.id}`)).statusCode,
    ).toBe(200);
    for (const actor of [desk.client, desk.technician, desk.lead]) {
      expect((await send(actor, 'GET', `/api/knowledge/articles/${draft.id}`)).statusCode).toBe(
        404,
      );
      expect(await titlesFor(actor, '?status=draft')).not.toContain('Borrador de política');
    }
    expect(await titlesFor(desk.client)).not.toContain('Guía interna de escalamiento');
    expect(await titlesFor(desk.technician)).toContain('Guía interna de escalamiento');
    expect(await titlesFor(desk.admin, '?status=draft')).toEqual(['Borrador de política']);
  });

  it('searches title and text without accents, and filters by category', async () => {
    await create(article({ title: 'Impresora térmica sin papel', category: 'Punto de venta' }));
    expect(await titlesFor(desk.client, '?search=impresora%20termica')).toEqual([
      'Impresora térmica sin papel',
    ]);
    expect(await titlesFor(desk.client, '?category=Punto%20de%20venta')).toEqual([
      'Impresora térmica sin papel',
    ]);
    const list = (await send(desk.client, 'GET', '/api/knowledge/articles')).json().data;
    expect(list.categories).toEqual(expect.arrayContaining(['Cuenta', 'Punto de venta']));
    expect(list.pagination).toMatchObject({ page: 1, limit: 20 });
  });

  it('refuses bad input with its Spanish messages and writes nothing', async () => {
    const before = (await send(desk.admin, 'GET', '/api/knowledge/articles')).json().data.pagination
      .total;
    const missing = await send(desk.admin, 'POST', '/api/knowledge/articles', {
      title: ' ',
      body: 'x',
      audience: 'TODOS',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Escribe el título del artículo' },
        { field: 'category', message: 'Indica la categoría del artículo' },
        { field: 'audience', message: 'Elige para quién es visible: todos o solo el equipo' },
      ]),
    );
    const tooLong = await send(
      desk.admin,
      'POST',
      '/api/knowledge/articles',
      article({ body: 'a'.repeat(20_001) }),
    );
    expect(tooLong.json().error.details).toEqual([
      { field: 'body', message: 'El contenido no puede superar los 20,000 caracteres' },
    ]);
    expect((await send(desk.admin, 'GET', '/api/knowledge/articles/no-es-uuid')).statusCode).toBe(
      400,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await send(desk.admin, 'PUT', `/api/knowledge/articles/${unknown}`, article())).statusCode,
    ).toBe(404);
    expect(
      (await send(desk.admin, 'DELETE', `/api/knowledge/articles/${unknown}`)).statusCode,
    ).toBe(404);
    expect(
      (await send(desk.admin, 'GET', '/api/knowledge/articles')).json().data.pagination.total,
    ).toBe(before);
  });
});
