import { describe, expect, it } from 'vitest';
import { useTestApp, makeSignedInUser } from '../../../test/build-test-app';

const testApp = useTestApp();

describe('/api/saved-views', () => {
  it('keeps views per user: saved, listed, private, deleted', async () => {
    const ana = await makeSignedInUser(testApp, 'TECHNICIAN');
    const luis = await makeSignedInUser(testApp, 'TECHNICIAN');
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/saved-views',
      headers: ana.headers,
      payload: { name: 'Urgentes de caja', filters: { priority: 'URGENTE', view: 'open' } },
    });
    expect(created.statusCode).toBe(201);
    const unknownKey = await testApp.app.inject({
      method: 'POST',
      url: '/api/saved-views',
      headers: ana.headers,
      payload: { name: 'Raro', filters: { password: 'x' } },
    });
    expect(unknownKey.statusCode).toBe(400);
    const view = created.json().data.view;
    expect(view.filters).toEqual({ priority: 'URGENTE', view: 'open' });
    const mine = await testApp.app.inject({
      method: 'GET',
      url: '/api/saved-views',
      headers: ana.headers,
    });
    expect(mine.json().data.views.map((item: { id: string }) => item.id)).toEqual([view.id]);
    const theirs = await testApp.app.inject({
      method: 'GET',
      url: '/api/saved-views',
      headers: luis.headers,
    });
    expect(theirs.json().data.views).toEqual([]);
    const stolen = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/saved-views/${view.id}`,
      headers: luis.headers,
    });
    expect(stolen.statusCode).toBe(404);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/saved-views/${view.id}`,
      headers: ana.headers,
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('rejects an empty name and anonymous callers', async () => {
    const ana = await makeSignedInUser(testApp, 'CLIENT');
    const empty = await testApp.app.inject({
      method: 'POST',
      url: '/api/saved-views',
      headers: ana.headers,
      payload: { name: ' ', filters: {} },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0]).toEqual({
      field: 'name',
      message: 'Ponle un nombre a la vista',
    });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/saved-views' })).statusCode).toBe(
      401,
    );
  });
});
