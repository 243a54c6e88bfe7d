import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { startFakeAiProvider, type FakeAiProvider } from '../../../test/fake-ai-provider';
import { errorFieldsOf } from '../../../test/responses';
import { injectAs, type Method } from '../../../test/role-sessions';
import { makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';
import { selectRows } from '../../db/client';

let desk: HelpDesk;
let fake: FakeAiProvider;
// Loopback is opened only through the allow-list, as an on-premise gateway would be.
const testApp = useTestApp({ LOG_LEVEL: 'error', OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  fake = await startFakeAiProvider();
});
afterAll(async () => fake?.close());
beforeEach(() => fake.reset());

const send = injectAs(() => testApp);

const SECRET = 'sk-prueba-0123456789abcdef';

describe('who may use the administrators’ assistant routes', () => {
  it('refuses every role but ADMIN (403) and anonymous callers (401)', async () => {
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/api/ai/config'],
      ['PUT', '/api/ai/config', { model: 'gpt-4o-mini' }],
      ['POST', '/api/ai/config/test'],
      ['GET', '/api/ai/agent-control'],
      ['PUT', '/api/ai/agent-control', {}],
      ['GET', '/api/ai/costs'],
      ['GET', '/api/ai/knowledge-gaps'],
      ['GET', '/api/admin/web-chat-conversations'],
      ['GET', '/api/admin/web-chat-conversations/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/admin/ai-conversations'],
      ['GET', '/api/admin/ai-conversations/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, url, payload] of routes) {
      for (const actor of [desk.lead, desk.technician, desk.client]) {
        const response = await send(actor, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe('No tienes permiso para realizar esta acción.');
      }
      expect((await send(null, method, url, payload)).statusCode).toBe(401);
    }
  });
});

describe('/api/ai/config', () => {
  it('starts with no provider and the Spanish default prompt', async () => {
    const response = await send(desk.admin, 'GET', '/api/ai/config');
    expect(response.statusCode).toBe(200);
    const config = response.json().data;
    expect(config).toMatchObject({
      baseUrl: null,
      model: null,
      apiKeyConfigured: false,
      providerConfigured: false,
      systemPromptIsDefault: true,
      prices: [],
      monthlyBudget: 0,
    });
    expect(config.systemPrompt).toContain('Eres el asistente virtual');
  });

  it('stores the key encrypted, never returns it, and says only that it is configured', async () => {
    const response = await send(desk.admin, 'PUT', '/api/ai/config', {
      baseUrl: `${fake.baseUrl}/`,
      model: 'gpt-4o-mini',
      apiKey: SECRET,
      temperature: 0.3,
      maxTokens: 500,
      prices: [{ model: 'gpt-4o-mini', promptPer1M: 0.6, completionPer1M: 2.4 }],
      monthlyBudget: 50,
      alertShare: 0.8,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(SECRET);
    expect(response.json().data).toMatchObject({
      baseUrl: fake.baseUrl,
      apiKeyConfigured: true,
      providerConfigured: true,
      temperature: 0.3,
      maxTokens: 500,
      monthlyBudget: 50,
    });
    const read = await send(desk.admin, 'GET', '/api/ai/config');
    expect(read.body).not.toContain(SECRET);
    const [row] = await selectRows<{ api_key_encrypted: string }>(
      testApp.database.db,
      sql`SELECT api_key_encrypted FROM ai_settings`,
    );
    expect(row!.api_key_encrypted.startsWith('v1.')).toBe(true);
    expect(row!.api_key_encrypted).not.toContain(SECRET);
  });

  it('refuses a private or local provider address, and a key kept for a new address', async () => {
    for (const baseUrl of [
      'http://10.0.0.5/v1',
      'http://169.254.169.254/latest',
      'http://[::1]:8080/v1',
    ]) {
      const refused = await send(desk.admin, 'PUT', '/api/ai/config', { baseUrl });
      expect(refused.statusCode, baseUrl).toBe(400);
      expect(errorFieldsOf(refused)).toEqual(['baseUrl']);
      expect(refused.json().message).toContain('no está permitida');
    }
    const notUrl = await send(desk.admin, 'PUT', '/api/ai/config', { baseUrl: 'proveedor' });
    expect(notUrl.statusCode).toBe(400);
    expect(errorFieldsOf(notUrl)).toEqual(['baseUrl']);
    // The stored key is not sent to another address unless typed again.
    const moved = await send(desk.admin, 'PUT', '/api/ai/config', {
      baseUrl: 'http://127.0.0.1:9/v1',
    });
    expect(moved.statusCode).toBe(400);
    expect(errorFieldsOf(moved)).toEqual(['apiKey']);
    const read = (await send(desk.admin, 'GET', '/api/ai/config')).json().data;
    expect(read.baseUrl).toBe(fake.baseUrl);
  });

  it('refuses bad values with a Spanish message per field, and a stale version with 409', async () => {
    const bad = await send(desk.admin, 'PUT', '/api/ai/config', {
      temperature: 3,
      maxTokens: 'mucho',
      prices: [{ model: 'x', promptPer1M: -1, completionPer1M: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFieldsOf(bad)).toEqual(['maxTokens', 'prices.0.promptPer1M', 'temperature']);
    const seen = (await send(desk.admin, 'GET', '/api/ai/config')).json().data;
    // Someone else saves after it was read.
    expect((await send(desk.admin, 'PUT', '/api/ai/config', { maxTokens: 600 })).statusCode).toBe(
      200,
    );
    const stale = await send(desk.admin, 'PUT', '/api/ai/config', {
      temperature: 0.5,
      version: seen.version,
    });
    const current = (await send(desk.admin, 'GET', '/api/ai/config')).json().data;
    expect(stale.statusCode).toBe(409);
    const fresh = await send(desk.admin, 'PUT', '/api/ai/config', {
      temperature: 0.2,
      version: current.version,
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.version).toBe(current.version + 1);
  });

  it('"Probar conexión" calls the provider with the stored key and reports in Spanish', async () => {
    const okTest = await send(desk.admin, 'POST', '/api/ai/config/test');
    expect(okTest.statusCode).toBe(200);
    expect(okTest.json().data).toMatchObject({ ok: true, status: 200, model: 'gpt-4o-mini' });
    expect(okTest.json().data.message).toMatch(/^Conexión correcta con el modelo gpt-4o-mini/);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.authorization).toBe(`Bearer ${SECRET}`);
    expect(fake.requests[0]!.body.model).toBe('gpt-4o-mini');

    fake.script({ kind: 'status', status: 401 });
    const refused = (await send(desk.admin, 'POST', '/api/ai/config/test')).json().data;
    expect(refused).toMatchObject({ ok: false, status: 401 });
    expect(refused.message).toBe(
      'El proveedor rechazó la clave de API (401/403). Revisa la clave.',
    );

    fake.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const failing = (await send(desk.admin, 'POST', '/api/ai/config/test')).json().data;
    expect(failing).toMatchObject({ ok: false, status: 500 });
    expect(failing.message).toBe('El proveedor respondió con el estado 500.');
  });
});

describe('/api/ai/agent-control', () => {
  it('has defaults, saves a valid change and refuses bad hours in Spanish', async () => {
    const initial = (await send(desk.admin, 'GET', '/api/ai/agent-control')).json().data;
    expect(initial.channels).toEqual({ WEB_CHAT: true, WHATSAPP: false });
    expect(initial.handOff.keywords).toContain('humano');
    const bad = await send(desk.admin, 'PUT', '/api/ai/agent-control', {
      ...initial,
      hours: { ...initial.hours, from: '25:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toEqual({
      field: 'hours.from',
      message: 'Escribe la hora como HH:MM (00:00 a 23:59)',
    });
    const changed = {
      channels: { WEB_CHAT: true, WHATSAPP: true },
      hours: { always: false, days: [5, 1, 1], from: '09:00', to: '18:00' },
      handOff: { afterUnhelpfulAnswers: 3, keywords: ['humano', 'asesor'] },
    };
    const saved = await send(desk.admin, 'PUT', '/api/ai/agent-control', changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.hours.days).toEqual([1, 5]);
    expect((await send(desk.admin, 'GET', '/api/ai/agent-control')).json().data).toEqual({
      ...changed,
      hours: { ...changed.hours, days: [1, 5] },
    });
  });
});
