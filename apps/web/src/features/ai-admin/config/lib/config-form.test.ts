import { describe, expect, it } from 'vitest';
import { aiConfigInputSchema, assistantMessages, type AiConfig } from '@atiende/contracts';
import {
  aiConfigFormSchema,
  parseNumber,
  toConfigInput,
  toFormValues,
  type AiConfigFormValues,
} from './config-form';

const STORED: AiConfig = {
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  apiKeyConfigured: true,
  temperature: 0.2,
  maxTokens: 700,
  systemPrompt: assistantMessages.defaultSystemPrompt,
  systemPromptIsDefault: true,
  embeddingsModel: null,
  prices: [{ model: 'gpt-4o-mini', promptPer1M: 0.6, completionPer1M: 2.4 }],
  monthlyBudget: 50,
  alertShare: 0.8,
  timeoutMs: 20_000,
  maxConcurrent: 4,
  providerConfigured: true,
  version: 3,
  updatedAt: '2026-11-26T15:00:00.000Z',
};

function check(values: Partial<AiConfigFormValues>, stored: AiConfig = STORED) {
  const result = aiConfigFormSchema(stored).safeParse({ ...toFormValues(stored), ...values });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('parseNumber', () => {
  it.each([
    ['0.5', 0.5],
    ['0,5', 0.5],
    [' 12 ', 12],
    ['.3', 0.3],
  ])('reads %j as %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it.each(['', ' ', 'abc', '1e3', '1.2.3', '12 soles'])('refuses %j', (text) => {
    expect(parseNumber(text)).toBeNaN();
  });
});

describe('toFormValues', () => {
  it('shows the key as blank, the time-out in seconds and the alert share as a percentage', () => {
    const values = toFormValues({ ...STORED, timeoutMs: 1500, alertShare: 0.825 });
    expect(values).toMatchObject({
      apiKey: '',
      removeApiKey: false,
      timeoutSeconds: '1.5',
      alertPercent: '82.5',
      embeddingsModel: '',
      prices: [{ model: 'gpt-4o-mini', promptPer1M: '0.6', completionPer1M: '2.4' }],
    });
  });
});

describe('aiConfigFormSchema', () => {
  it('accepts the stored configuration as it is', () => {
    expect(check({})).toEqual({});
  });

  it('words each out-of-range number in Spanish', () => {
    expect(
      check({
        temperature: '2.5',
        maxTokens: '10',
        timeoutSeconds: '31',
        maxConcurrent: '1.5',
        monthlyBudget: '-1',
        alertPercent: '0',
      }),
    ).toEqual({
      temperature: 'La temperatura va de 0 a 2',
      maxTokens: 'Escribe un número entero entre 16 y 8192',
      timeoutSeconds: 'Escribe un número de segundos entre 1 y 30',
      maxConcurrent: 'Escribe un número entero entre 1 y 64',
      monthlyBudget: 'Escribe un monto en soles mayor o igual a 0',
      alertPercent: 'Escribe un porcentaje entre 1 y 100',
    });
  });

  it('refuses an address that is not http(s) and a model without an address', () => {
    expect(check({ baseUrl: 'ftp://example.com' }).baseUrl).toBe(
      assistantMessages.config.baseUrlInvalid,
    );
    expect(check({ baseUrl: 'no es una url' }).baseUrl).toBe(
      assistantMessages.config.baseUrlInvalid,
    );
    expect(check({ baseUrl: '', apiKey: '' })).toEqual({
      baseUrl: 'Escribe la URL del proveedor para usar este modelo',
    });
    expect(check({ model: '' })).toEqual({ model: 'Escribe el modelo que usará el proveedor' });
    expect(check({ baseUrl: '', model: '' })).toEqual({});
  });

  it('asks for the key again when the address changes and a key is stored', () => {
    const moved = { baseUrl: 'https://api.example.com/v1' };
    expect(check(moved)).toEqual({ apiKey: assistantMessages.config.apiKeyRetype });
    expect(check({ ...moved, apiKey: 'sk-new' })).toEqual({});
    expect(check({ ...moved, removeApiKey: true })).toEqual({});
    // A trailing slash is the same address; without a stored key nothing follows.
    expect(check({ baseUrl: 'https://api.openai.com/v1/' })).toEqual({});
    expect(check(moved, { ...STORED, apiKeyConfigured: false })).toEqual({});
  });

  it('needs each priced model named once, with prices of 0 or more', () => {
    const row = { model: 'GPT-4o-mini', promptPer1M: '1', completionPer1M: 'x' };
    expect(check({ prices: [...toFormValues(STORED).prices, row] })).toEqual({
      'prices.1.model': 'Este modelo ya está en la tabla',
      'prices.1.completionPer1M': assistantMessages.config.priceInvalid,
    });
    expect(check({ prices: [{ model: ' ', promptPer1M: '1', completionPer1M: '1' }] })).toEqual({
      'prices.0.model': 'Escribe el nombre del modelo',
    });
  });

  it('needs instructions, within 8000 characters', () => {
    expect(check({ systemPrompt: '   ' }).systemPrompt).toBe(
      'Escribe las instrucciones o usa el texto predeterminado',
    );
    expect(check({ systemPrompt: 'a'.repeat(8001) }).systemPrompt).toBe(
      'Las instrucciones admiten hasta 8000 caracteres',
    );
  });
});

describe('toConfigInput', () => {
  it('maps the stored values to a body the contract accepts, without the key', () => {
    const body = toConfigInput(toFormValues(STORED), STORED);
    expect(aiConfigInputSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      embeddingsModel: null,
      temperature: 0.2,
      maxTokens: 700,
      timeoutMs: 20_000,
      maxConcurrent: 4,
      systemPrompt: null,
      prices: [{ model: 'gpt-4o-mini', promptPer1M: 0.6, completionPer1M: 2.4 }],
      monthlyBudget: 50,
      alertShare: 0.8,
      version: 3,
    });
    expect('apiKey' in body).toBe(false);
  });

  it('sends a typed key, null to remove it, and the typed numbers converted', () => {
    const values = {
      ...toFormValues(STORED),
      baseUrl: ' https://llm.example.pe/v1/ ',
      apiKey: ' sk-nueva ',
      temperature: '0,7',
      timeoutSeconds: '12.5',
      alertPercent: '90',
      monthlyBudget: '120.456',
      embeddingsModel: ' text-embedding-3-small ',
    };
    expect(toConfigInput(values, STORED)).toMatchObject({
      baseUrl: 'https://llm.example.pe/v1',
      apiKey: 'sk-nueva',
      temperature: 0.7,
      timeoutMs: 12_500,
      alertShare: 0.9,
      monthlyBudget: 120.46,
      embeddingsModel: 'text-embedding-3-small',
    });
    const removed = toConfigInput({ ...values, removeApiKey: true }, STORED);
    expect(removed.apiKey).toBeNull();
  });

  it('sends the administrator’s own prompt, and null when it reads the default again', () => {
    const own = toConfigInput(
      { ...toFormValues(STORED), systemPrompt: '  Responde en una línea.  ' },
      STORED,
    );
    expect(own.systemPrompt).toBe('Responde en una línea.');
    const custom = { ...STORED, systemPrompt: 'Propio', systemPromptIsDefault: false };
    const restored = toConfigInput(
      { ...toFormValues(custom), systemPrompt: `${assistantMessages.defaultSystemPrompt}\n` },
      custom,
    );
    expect(restored.systemPrompt).toBeNull();
  });

  it('leaves the version out before anyone saved (version 0)', () => {
    const fresh = { ...STORED, version: 0 };
    expect(toConfigInput(toFormValues(fresh), fresh)).not.toHaveProperty('version');
  });
});
