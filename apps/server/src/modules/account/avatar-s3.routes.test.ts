import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  makeSignedInUser,
  storedFileNames,
  type TestApp,
} from '../../../test/build-test-app';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';

// A real 1×1 PNG: what a browser sends after shrinking the photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let s3: TestS3Server;
let testApp: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  testApp = await buildTestApp(s3.env);
});
afterAll(async () => {
  await testApp?.app.close();
  await s3?.stop();
});

async function keysInBucket(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of testApp.app.files.avatars.list()) keys.push(file.key);
  return keys;
}

describe('profile photos with S3_BUCKET set (docs/operations.md#files)', () => {
  it('stores the photo in the bucket, not under DATA_DIR, and serves it back byte for byte', async () => {
    const owner = await makeSignedInUser(testApp, 'TECHNICIAN');
    const boundary = '----atiendeAvatarS3';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="foto.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const stored = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account/avatar',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...owner.headers },
    });
    expect(stored.statusCode).toBe(200);
    expect(await keysInBucket()).toHaveLength(1);
    expect(storedFileNames(testApp, 'avatars')).toEqual([]);

    const viewer = await makeSignedInUser(testApp, 'CLIENT');
    const served = await testApp.app.inject({
      method: 'GET',
      url: stored.json().data.user.avatar as string,
      headers: viewer.headers,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // Back to initials: the object goes too.
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account/avatar',
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await keysInBucket()).toEqual([]);
  });
});
