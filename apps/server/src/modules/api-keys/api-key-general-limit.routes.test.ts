import { describe, expect, it } from 'vitest';
import { makeSignedInUser, useTestApp } from '../../../test/build-test-app';

// docs/api-keys.md#rate-limit-and-audit: the general per-user limit, low here, charges a key on
// its own: an integration's calls never spend its administrator's allowance.
const testApp = useTestApp({ LOG_LEVEL: 'error', RATE_LIMIT_USER_PER_MINUTE: '5' });

describe('the general per-user limit and API keys', () => {
  it("charges a key's calls to the key, not to the administrator it acts as", async () => {
    const admin = await makeSignedInUser(testApp, 'ADMIN');
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: admin.headers,
      payload: { name: 'ERP', scopes: ['tickets:read:all'], rateLimitPerMinute: 100 },
    });
    const { secret } = created.json().data as { secret: string };
    const keyStatuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/tickets?limit=1',
        headers: { 'x-api-key': secret },
      });
      keyStatuses.push(response.statusCode);
    }
    // The key hit the general limit (5 a minute here)…
    expect(keyStatuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    // …and its administrator still has their own allowance left.
    const own = await testApp.app.inject({
      method: 'GET',
      url: '/api/tickets?limit=1',
      headers: admin.headers,
    });
    expect(own.statusCode).toBe(200);
  });
});
