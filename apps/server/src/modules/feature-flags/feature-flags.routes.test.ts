import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@atiende/contracts';
import { featureFlags } from '../../db/schema/index';
import { useTestApp, makeSignedInUser } from '../../../test/build-test-app';

const testApp = useTestApp();

const inject = (options: InjectOptions) => testApp.app.inject(options);
const flagsOf = async (headers: Record<string, string>) =>
  (await inject({ method: 'GET', url: '/api/feature-flags', headers })).json().data.flags;
const putFlag = (headers: Record<string, string>, flag: string, enabled: unknown) =>
  inject({ method: 'PUT', url: `/api/feature-flags/${flag}`, headers, payload: { enabled } });

describe('/api/feature-flags', () => {
  it('serves the default flags to any signed-in user, and nothing to anonymous callers', async () => {
    const client = await makeSignedInUser(testApp, 'CLIENT');
    expect(await flagsOf(client.headers)).toEqual(DEFAULT_FEATURE_FLAGS);
    // docs/feature-flags.md: built capabilities on, those not built yet off.
    expect(DEFAULT_FEATURE_FLAGS).toMatchObject({ auditLogs: true, reports: true, zoho: false });
    expect((await inject({ method: 'GET', url: '/api/feature-flags' })).statusCode).toBe(401);
  });

  it('lets an administrator turn one off and on again, each change audited once', async () => {
    const admin = await makeSignedInUser(testApp, 'ADMIN');
    const technician = await makeSignedInUser(testApp, 'TECHNICIAN');
    const put = (enabled: boolean) => putFlag(admin.headers, 'errorTest', enabled);
    const off = await put(false);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.flags).toMatchObject({ errorTest: false, auditLogs: true });
    expect((await flagsOf(technician.headers)).errorTest).toBe(false);
    expect((await put(false)).statusCode).toBe(200); // no change: no second entry

    const entries = (
      await inject({
        method: 'GET',
        url: '/api/audit-logs?action=FEATURE_FLAG_CHANGED',
        headers: admin.headers,
      })
    ).json().data;
    const logs = entries.auditLogs as Array<{
      entityId: string;
      before: unknown;
      after: unknown;
    }>;
    expect(logs.filter((log) => log.entityId === 'errorTest')).toHaveLength(1);
    expect(logs[0]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });

    expect((await put(true)).json().data.flags.errorTest).toBe(true);
  });

  it.each(['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const)(
    'refuses a %s with 403 and changes nothing',
    async (role) => {
      const actor = await makeSignedInUser(testApp, role);
      const response = await putFlag(actor.headers, 'auditLogs', false);
      expect(response.statusCode).toBe(403);
      expect((await flagsOf(actor.headers)).auditLogs).toBe(true);
    },
  );

  it('keeps Control de desarrollo on: turning it off is refused with its reason', async () => {
    const admin = await makeSignedInUser(testApp, 'ADMIN');
    const response = await putFlag(admin.headers, 'developmentControl', false);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].message).toMatch(/no se puede apagar/);
    expect((await flagsOf(admin.headers)).developmentControl).toBe(true);
  });

  it('refuses to turn on a capability not built yet, and reads a stored one as off', async () => {
    const admin = await makeSignedInUser(testApp, 'ADMIN');
    for (const key of ['whatsappAgent', 'zoho', 'evolutionApi', 'messageTracking']) {
      const response = await putFlag(admin.headers, key, true);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0]).toMatchObject({ field: 'enabled' });
      expect(response.json().message).toMatch(/todavía no está disponible/);
    }
    // Turning one off is harmless and allowed.
    expect((await putFlag(admin.headers, 'zoho', false)).statusCode).toBe(200);
    // Stored on by an earlier version: still off.
    await testApp.database.db
      .insert(featureFlags)
      .values({ key: 'whatsappAgent', isEnabled: true, updatedAt: new Date() })
      .onConflictDoUpdate({ target: featureFlags.key, set: { isEnabled: true } });
    const flags = await flagsOf(admin.headers);
    expect(flags.whatsappAgent).toBe(false);
    expect(flags.zoho).toBe(false);
  });

  it('answers 400 for an unknown flag and a non-boolean value', async () => {
    const admin = await makeSignedInUser(testApp, 'ADMIN');
    const unknown = await putFlag(admin.headers, 'teletransporte', false);
    expect(unknown.statusCode).toBe(400);
    const notBoolean = await putFlag(admin.headers, 'zoho', 'no');
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().error.details[0]).toMatchObject({ field: 'enabled' });
  });
});
