import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp, makeSignedInUser, signIn } from '../../../test/build-test-app';

const testApp = useTestApp();

const inject = (options: InjectOptions) => testApp.app.inject(options);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) =>
  inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const putProfile = (payload: object, headers: Record<string, string> = {}) =>
  inject({ method: 'PUT', url: '/api/account/profile', headers, payload });

describe('PUT /api/account/profile', () => {
  it('changes my name, and refuses an empty one with its Spanish message', async () => {
    const ana = await makeSignedInUser(testApp, 'TECHNICIAN');
    const changed = await putProfile({ name: '  Ana Torres Quispe ' }, ana.headers);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.user).toMatchObject({
      name: 'Ana Torres Quispe',
      role: 'TECHNICIAN',
    });
    expect((await me(ana.accessToken)).json().data.user.name).toBe('Ana Torres Quispe');

    const empty = await putProfile({ name: '' }, ana.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0]).toMatchObject({ field: 'name' });
  });

  it('announces the new name as user.updated, so every instance forgets its cached row', async () => {
    const ana = await makeSignedInUser(testApp, 'CLIENT');
    const announced: Array<{ userId: string; fields: string[] }> = [];
    const stop = testApp.app.events.subscribeSync('user.updated', (event) => {
      announced.push(event);
    });
    try {
      expect((await putProfile({ name: 'Ana Quispe' }, ana.headers)).statusCode).toBe(200);
    } finally {
      stop();
    }
    expect(announced).toContainEqual({ userId: ana.user.id, fields: ['name'] });
  });

  it('needs a signed-in user', async () => {
    const response = await putProfile({ name: 'Nadie' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/account/password', () => {
  it('checks the current password, ends the other sessions and keeps this one', async () => {
    const user = await makeSignedInUser(testApp, 'CLIENT');
    const phone = await signIn(testApp.app, user.user.email, user.user.password);
    const change = (payload: object) =>
      inject({ method: 'POST', url: '/api/account/password', headers: user.headers, payload });

    const wrong = await change({
      currentPassword: 'No-Es-La-Clave-1',
      newPassword: 'Otra-Clave-Segura-9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([
      { field: 'currentPassword', message: 'La contraseña actual no es correcta' },
    ]);
    const same = await change({
      currentPassword: user.user.password,
      newPassword: user.user.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details[0]).toMatchObject({
      field: 'newPassword',
      message: 'La nueva contraseña debe ser distinta de la actual',
    });
    const short = await change({ currentPassword: user.user.password, newPassword: 'corta' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0]).toMatchObject({ field: 'newPassword' });

    const done = await change({
      currentPassword: user.user.password,
      newPassword: 'Otra-Clave-Segura-9',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ revoked: 1 });
    expect((await me(user.accessToken)).statusCode).toBe(200);
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    await expect(signIn(testApp.app, user.user.email, user.user.password)).rejects.toThrow();
    await signIn(testApp.app, user.user.email, 'Otra-Clave-Segura-9');
  });
});

describe('/api/account/sessions', () => {
  it('lists my open sessions, marks this one, and signs out one or all the others', async () => {
    const user = await makeSignedInUser(testApp, 'TECH_LEAD');
    const laptop = await signIn(testApp.app, user.user.email, user.user.password);
    const tablet = await signIn(testApp.app, user.user.email, user.user.password);
    const list = async () =>
      (await inject({ method: 'GET', url: '/api/account/sessions', headers: user.headers })).json()
        .data.sessions as Array<{ id: string; isCurrent: boolean }>;
    const sessions = await list();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.isCurrent)).toHaveLength(1);

    // The laptop's session, found from the laptop's own list.
    const laptopSessions = (
      await inject({
        method: 'GET',
        url: '/api/account/sessions',
        headers: bearer(laptop.accessToken),
      })
    ).json().data.sessions as Array<{ id: string; isCurrent: boolean }>;
    const laptopId = laptopSessions.find((session) => session.isCurrent)!.id;
    const one = await inject({
      method: 'DELETE',
      url: `/api/account/sessions/${laptopId}`,
      headers: user.headers,
    });
    expect(one.statusCode).toBe(204);
    expect((await me(laptop.accessToken)).statusCode).toBe(401);
    expect(await list()).toHaveLength(2);

    const others = await inject({
      method: 'POST',
      url: '/api/account/sessions/revoke-others',
      headers: user.headers,
    });
    expect(others.json().data).toEqual({ revoked: 1 });
    expect((await me(tablet.accessToken)).statusCode).toBe(401);
    expect((await me(user.accessToken)).statusCode).toBe(200);
    expect(await list()).toHaveLength(1);
  });

  it("answers 404 for another user's session and 400 for a malformed id", async () => {
    const owner = await makeSignedInUser(testApp, 'CLIENT');
    const intruder = await makeSignedInUser(testApp, 'ADMIN');
    const ownerSession = (
      await inject({ method: 'GET', url: '/api/account/sessions', headers: owner.headers })
    ).json().data.sessions[0].id as string;
    const foreign = await inject({
      method: 'DELETE',
      url: `/api/account/sessions/${ownerSession}`,
      headers: intruder.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('No se encontró esa sesión: quizá ya se cerró.');
    expect((await me(owner.accessToken)).statusCode).toBe(200);
    const malformed = await inject({
      method: 'DELETE',
      url: '/api/account/sessions/no-es-uuid',
      headers: owner.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });
});
