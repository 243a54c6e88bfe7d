import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  makeSignedInUser,
  signIn,
  storedFileNames,
  useTestApp,
} from '../../../test/build-test-app';
import { users } from '../../db/schema/index';
import { forgetUser } from '../users/index';

const testApp = useTestApp();

const inject = (options: InjectOptions) => testApp.app.inject(options);
type SignedIn = Awaited<ReturnType<typeof makeSignedInUser>>;

// Real 1×1 images: what a browser sends after shrinking the photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>',
);
const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
const TEXT = Buffer.from('Esto no es una imagen, solo texto.');

type FilePart = { field?: string; name: string; type: string; data: Buffer };

/** A multipart/form-data body built by hand: exactly what a browser sends. */
function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----atiendeAvatar${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
    );
    chunks.push(Buffer.from(`${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'avatar'}"; ` +
          `filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(actor: SignedIn | null, files: FilePart[], fields?: Record<string, string>) {
  const body = multipart(files, fields);
  return inject({
    method: 'PUT',
    url: '/api/account/avatar',
    payload: body.payload,
    headers: { ...body.headers, ...actor?.headers },
  });
}

const png = (data = PNG, name = 'foto.png'): FilePart => ({ name, type: 'image/png', data });

const me = async (actor: SignedIn) =>
  (await inject({ method: 'GET', url: '/api/auth/me', headers: actor.headers })).json().data
    .user as { id: string; avatar: string | null };

/** Every file in the avatars' storage: a refused or replaced upload must leave none behind. */
const storedKeys = () => storedFileNames(testApp, 'avatars');

const avatarUrlPattern = (userId: string) =>
  new RegExp(`^/api/users/${userId}/avatar\\?v=[0-9a-f]{8}$`);

describe('PUT /api/account/avatar', () => {
  it.each([
    ['PNG', png(), 'image/png'],
    ['JPEG', { name: 'foto.jpg', type: 'image/jpeg', data: JPEG }, 'image/jpeg'],
    ['WebP', { name: 'foto.webp', type: 'image/webp', data: WEBP }, 'image/webp'],
  ] as const)(
    'stores a %s and any signed-in user gets it back byte for byte, sandboxed and cacheable',
    async (_kind, file, contentType) => {
      const owner = await makeSignedInUser(testApp, 'TECHNICIAN');
      const stored = await upload(owner, [file]);
      expect(stored.statusCode).toBe(200);
      const url = stored.json().data.user.avatar as string;
      expect(url).toMatch(avatarUrlPattern(owner.user.id));

      const client = await makeSignedInUser(testApp, 'CLIENT');
      const served = await inject({ method: 'GET', url, headers: client.headers });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(file.data)).toBe(true);
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');

      // Without the photo's own version the browser must ask again.
      const unversioned = await inject({
        method: 'GET',
        url: `/api/users/${owner.user.id}/avatar`,
        headers: client.headers,
      });
      expect(unversioned.statusCode).toBe(200);
      expect(unversioned.headers['cache-control']).toBe('private, no-cache');
    },
  );

  it('puts the URL, never the storage key, in every user payload', async () => {
    const owner = await makeSignedInUser(testApp, 'CLIENT');
    const before = new Set(storedKeys());
    const url = (await upload(owner, [png()])).json().data.user.avatar as string;
    const [key] = storedKeys().filter((name) => !before.has(name));
    expect(key).toBeDefined();
    expect(url).toBe(`/api/users/${owner.user.id}/avatar?v=${key!.slice(0, 8)}`);

    const meResponse = await inject({ method: 'GET', url: '/api/auth/me', headers: owner.headers });
    expect(meResponse.json().data.user.avatar).toBe(url);
    const login = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.user.email, password: owner.user.password },
    });
    expect(login.json().data.user.avatar).toBe(url);
    const renamed = await inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: owner.headers,
      payload: { name: 'Nombre Nuevo' },
    });
    expect(renamed.json().data.user.avatar).toBe(url);
    for (const body of [meResponse.body, login.body, renamed.body]) {
      expect(body).not.toContain(key);
    }
  });

  it.each([
    ['an SVG', { name: 'foto.png', type: 'image/png', data: SVG }],
    ['an SVG sent as SVG', { name: 'foto.svg', type: 'image/svg+xml', data: SVG }],
    ['an HTML page', { name: 'foto.png', type: 'image/png', data: HTML }],
    ['a text file', { name: 'foto.png', type: 'image/png', data: TEXT }],
    ['an empty file', { name: 'foto.png', type: 'image/png', data: Buffer.alloc(0) }],
  ])('refuses %s renamed as an image with 415, keeping the photo and no file', async (_k, file) => {
    const owner = await makeSignedInUser(testApp, 'TECH_LEAD');
    const current = (await upload(owner, [png()])).json().data.user.avatar as string;
    const keys = storedKeys();

    const refused = await upload(owner, [file]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'La foto debe ser una imagen PNG, JPEG o WebP',
      error: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    expect(storedKeys()).toEqual(keys);
    expect((await me(owner)).avatar).toBe(current);
  });

  it('refuses a file over 2 MB with 413 and writes nothing', async () => {
    const owner = await makeSignedInUser(testApp, 'CLIENT');
    const keys = storedKeys();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]);
    const refused = await upload(owner, [png(big)]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      message: 'La foto excede el tamaño máximo de 2MB',
      error: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(storedKeys()).toEqual(keys);
    expect((await me(owner)).avatar).toBeNull();

    // Exactly 2 MB is allowed.
    const fits = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    expect((await upload(owner, [png(fits)])).statusCode).toBe(200);
  });

  it('answers 400 without a file, with the file in another field or with two files', async () => {
    const owner = await makeSignedInUser(testApp, 'CLIENT');
    const keys = storedKeys();
    const noFile = await upload(owner, [], { note: 'sin archivo' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({
      message: 'Elige una imagen para tu foto',
      error: { code: 'VALIDATION_FAILED', details: [{ field: 'avatar' }] },
    });
    const otherField = await upload(owner, [{ ...png(), field: 'foto' }]);
    expect(otherField.statusCode).toBe(400);
    const notMultipart = await inject({
      method: 'PUT',
      url: '/api/account/avatar',
      headers: owner.headers,
      payload: { avatar: PNG.toString('base64') },
    });
    expect(notMultipart.statusCode).toBe(400);
    const two = await upload(owner, [png(), png(PNG, 'otra.png')]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Envía una sola imagen para tu foto');
    expect(storedKeys()).toEqual(keys);
    expect((await me(owner)).avatar).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const keys = storedKeys();
    expect((await upload(null, [png()])).statusCode).toBe(401);
    expect((await inject({ method: 'DELETE', url: '/api/account/avatar' })).statusCode).toBe(401);
    const someone = await makeSignedInUser(testApp, 'CLIENT');
    await upload(someone, [png()]);
    const anonymous = await inject({
      method: 'GET',
      url: `/api/users/${someone.user.id}/avatar`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(storedKeys()).toHaveLength(keys.length + 1);
  });

  it('removes the stored file when the row cannot change (account deactivated meanwhile)', async () => {
    const owner = await makeSignedInUser(testApp, 'TECHNICIAN');
    await testApp.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, owner.user.id));
    forgetUser(owner.user.id);
    const keys = storedKeys();
    const refused = await upload(owner, [png()]);
    expect(refused.statusCode).toBe(401);
    expect(storedKeys()).toEqual(keys);
  });

  it('replaces the photo: the old file goes, the URL changes, both changes are audited', async () => {
    const owner = await makeSignedInUser(testApp, 'TECHNICIAN');
    const before = new Set(storedKeys());
    const first = (await upload(owner, [png()])).json().data.user.avatar as string;
    const [firstKey] = storedKeys().filter((name) => !before.has(name));
    const second = (
      await upload(owner, [{ name: 'nueva.webp', type: 'image/webp', data: WEBP }])
    ).json().data.user.avatar as string;
    expect(second).not.toBe(first);
    const added = storedKeys().filter((name) => !before.has(name));
    expect(added).toHaveLength(1);
    expect(added[0]).not.toBe(firstKey);
    expect((await me(owner)).avatar).toBe(second);

    // The old URL now serves the new photo, and must not be cached as the old one was.
    const old = await inject({ method: 'GET', url: first, headers: owner.headers });
    expect(old.rawPayload.equals(WEBP)).toBe(true);
    expect(old.headers['cache-control']).toBe('private, no-cache');

    const admin = await makeSignedInUser(testApp, 'ADMIN');
    const audit = await inject({
      method: 'GET',
      url: `/api/audit-logs?action=USER_AVATAR_UPDATED&entityId=${owner.user.id}`,
      headers: admin.headers,
    });
    const entries = audit.json().data.auditLogs as Array<Record<string, unknown>>;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: owner.user.id,
      entityType: 'USER',
      before: { avatar: first },
      after: { avatar: second },
      message: `${owner.user.email} cambió su foto de perfil`,
    });
  });
});

describe('DELETE /api/account/avatar', () => {
  it('removes the photo and its file, audits it, and is harmless when there is none', async () => {
    const owner = await makeSignedInUser(testApp, 'CLIENT');
    const keys = storedKeys();
    const url = (await upload(owner, [png()])).json().data.user.avatar as string;
    const removed = await inject({
      method: 'DELETE',
      url: '/api/account/avatar',
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.user).toMatchObject({ id: owner.user.id, avatar: null });
    expect(storedKeys()).toEqual(keys);
    expect((await me(owner)).avatar).toBeNull();
    expect((await inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(404);

    const again = await inject({
      method: 'DELETE',
      url: '/api/account/avatar',
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user.avatar).toBeNull();

    const admin = await makeSignedInUser(testApp, 'ADMIN');
    const audit = await inject({
      method: 'GET',
      url: `/api/audit-logs?action=USER_AVATAR_REMOVED&entityId=${owner.user.id}`,
      headers: admin.headers,
    });
    expect(audit.json().data.auditLogs).toEqual([
      expect.objectContaining({ before: { avatar: url }, after: { avatar: null } }),
    ]);
  });
});

describe('GET /api/users/{id}/avatar', () => {
  it('answers 404 for a user without a photo and for an unknown id, 400 for a malformed one', async () => {
    const viewer = await makeSignedInUser(testApp, 'CLIENT');
    const without = await makeSignedInUser(testApp, 'TECHNICIAN');
    const none = await inject({
      method: 'GET',
      url: `/api/users/${without.user.id}/avatar`,
      headers: viewer.headers,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Esta persona no tiene foto de perfil.');
    const unknown = await inject({
      method: 'GET',
      url: '/api/users/00000000-0000-4000-8000-000000000000/avatar',
      headers: viewer.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await inject({
      method: 'GET',
      url: '/api/users/no-es-uuid/avatar',
      headers: viewer.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('serves a photo to a session that signed in after it changed', async () => {
    const owner = await makeSignedInUser(testApp, 'TECH_LEAD');
    const url = (await upload(owner, [png()])).json().data.user.avatar as string;
    const laptop = await signIn(testApp.app, owner.user.email, owner.user.password);
    const served = await inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${laptop.accessToken}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });
});
