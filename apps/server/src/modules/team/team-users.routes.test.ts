import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@atiende/contracts';
import { useTestApp, makeSignedInUser } from '../../../test/build-test-app';
import { errorFieldsOf } from '../../../test/responses';

let adminHeaders: Record<string, string>;

const testApp = useTestApp();
beforeAll(async () => {
  adminHeaders = (await makeSignedInUser(testApp, 'ADMIN')).headers;
});

const newUser = (role: Role, email: string) => ({
  name: 'Carlos Ruiz',
  email,
  password: 'Tacu-Tacu-2026',
  role,
});

describe('POST /api/users', () => {
  it.each(ROLES)('lets an administrator create a %s who can then sign in', async (role) => {
    const email = `nuevo.${role.toLowerCase()}@example.pe`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: adminHeaders,
      payload: newUser(role, email),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({ email, role, name: 'Carlos Ruiz' });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Tacu-Tacu-2026' },
    });
    expect(login.json().data.user.role).toBe(role);
  });

  it.each(['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const)(
    'refuses a %s with 403 and creates nothing',
    async (role) => {
      const { headers } = await makeSignedInUser(testApp, role);
      const email = `intento.${role.toLowerCase()}@example.pe`;
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/users',
        headers,
        payload: newUser('ADMIN', email),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Tacu-Tacu-2026' },
      });
      expect(login.statusCode).toBe(401);
    },
  );

  it('refuses an anonymous caller with 401', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: newUser('ADMIN', 'anon@example.pe'),
    });
    expect(response.statusCode).toBe(401);
  });

  it('rejects an unknown role, a duplicate e-mail and bad fields with Spanish messages', async () => {
    const badRole = await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: adminHeaders,
      payload: { ...newUser('CLIENT', 'rol@example.pe'), role: 'SUPERADMIN' },
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.details).toEqual([
      { field: 'role', message: 'El rol no es válido' },
    ]);

    await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: adminHeaders,
      payload: newUser('CLIENT', 'dup@example.pe'),
    });
    const duplicate = await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: adminHeaders,
      payload: newUser('TECHNICIAN', ' DUP@example.pe '),
    });
    expect(duplicate.statusCode).toBe(409);

    const empty = await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: adminHeaders,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(errorFieldsOf(empty)).toEqual(['email', 'name', 'password', 'role']);
  });
});
