import webpush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createTestDatabase } from '../../../test/test-database';
import { pushVapidKeys } from '../../db/schema/index';
import { createSecretBox } from '../../platform/secret-box';

// docs/operations.md#rotating-secrets: the push key pair stored under the outgoing SECRETS_KEY is
// read with SECRETS_KEY_PREVIOUS and stored again under the new key.

const OLD = 'the-outgoing-secrets-key-long-enough-0123';
const NEW = 'the-incoming-secrets-key-long-enough-456';
let testApp: TestApp | undefined;
afterAll(async () => {
  await testApp?.app.close();
});

describe('web push key across a SECRETS_KEY rotation', () => {
  it('keeps the same key pair and stores it again under the new key', async () => {
    const database = await createTestDatabase();
    const pair = webpush.generateVAPIDKeys();
    await database.db.insert(pushVapidKeys).values({
      name: 'default',
      publicKey: pair.publicKey,
      privateKeyEncrypted: createSecretBox(OLD).encrypt(pair.privateKey),
    });
    testApp = await buildTestApp({ SECRETS_KEY: NEW, SECRETS_KEY_PREVIOUS: OLD }, { database });
    // The keys are read when the app is ready (browsers keep their subscriptions: same pair).
    const [row] = await database.db.select().from(pushVapidKeys);
    expect(row!.publicKey).toBe(pair.publicKey);
    const current = createSecretBox(NEW);
    expect(current.isCurrent(row!.privateKeyEncrypted)).toBe(true);
    expect(current.decrypt(row!.privateKeyEncrypted)).toBe(pair.privateKey);
  });
});
