import {
  AI_MAX_CONCURRENT_DEFAULT,
  AI_TIMEOUT_MS_DEFAULT,
  aiAgentControlSchema,
  aiModelPriceSchema,
  assistantMessages,
  DEFAULT_AI_AGENT_CONTROL,
  type AiAgentControl,
  type AiConfig,
  type AiConfigInput,
  type AiConfigTestResponse,
  type AiModelPrice,
} from '@atiende/contracts';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { aiSettings } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { checkOutboundUrl, type OutboundPolicy } from '../../platform/outbound';
import type { SecretBox } from '../../platform/secret-box';
import { completeChat, ProviderError, type ProviderSettings } from './provider';

/**
 * The AI configuration and agent control (docs/assistant.md#agent-control): one row, written by
 * administrators. The key is encrypted with SECRETS_KEY and only ever said to be configured.
 */

const m = assistantMessages.config;
type SettingsRow = typeof aiSettings.$inferSelect;

export type SettingsDeps = {
  db: Db;
  secretBox: SecretBox;
  policy: OutboundPolicy;
  /** Told of every saved row (this instance's provider gate follows the cap at once). */
  onSaved?: (row: SettingsRow) => void;
};

/** The row, or the defaults before anyone saved. */
export async function readSettingsRow(executor: Executor): Promise<SettingsRow> {
  const [row] = await executor.select().from(aiSettings).where(eq(aiSettings.id, 1));
  return (
    row ?? {
      id: 1,
      baseUrl: null,
      model: null,
      apiKeyEncrypted: null,
      temperature: 0.2,
      maxTokens: 700,
      systemPrompt: null,
      embeddingsModel: null,
      prices: [],
      monthlyBudget: '0',
      alertShare: 0.8,
      timeoutMs: AI_TIMEOUT_MS_DEFAULT,
      maxConcurrent: AI_MAX_CONCURRENT_DEFAULT,
      agentControl: null,
      budgetAlertMonth: null,
      version: 0,
      updatedById: null,
      updatedAt: null,
    }
  );
}

export function pricesOf(row: Pick<SettingsRow, 'prices'>): AiModelPrice[] {
  const parsed = z.array(aiModelPriceSchema).safeParse(row.prices);
  return parsed.success ? parsed.data : [];
}

export function agentControlOf(row: Pick<SettingsRow, 'agentControl'>): AiAgentControl {
  const parsed = aiAgentControlSchema.safeParse(row.agentControl);
  return parsed.success ? parsed.data : DEFAULT_AI_AGENT_CONTROL;
}

export function systemPromptOf(row: Pick<SettingsRow, 'systemPrompt'>): string {
  return row.systemPrompt ?? assistantMessages.defaultSystemPrompt;
}

/** Rounded like temperatures are typed: `real` keeps 0.3 as 0.30000001. */
const tidy = (value: number) => Math.round(value * 1000) / 1000;

export function toAiConfig(row: SettingsRow): AiConfig {
  return {
    baseUrl: row.baseUrl,
    model: row.model,
    apiKeyConfigured: row.apiKeyEncrypted !== null,
    temperature: tidy(row.temperature),
    maxTokens: row.maxTokens,
    systemPrompt: systemPromptOf(row),
    systemPromptIsDefault: row.systemPrompt === null,
    embeddingsModel: row.embeddingsModel,
    prices: pricesOf(row),
    monthlyBudget: Number(row.monthlyBudget),
    alertShare: tidy(row.alertShare),
    timeoutMs: row.timeoutMs,
    maxConcurrent: row.maxConcurrent,
    providerConfigured: Boolean(row.baseUrl && row.model),
    version: row.version,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

/** The provider's settings with the key opened, or null when no provider is configured. */
export function providerSettingsOf(
  row: SettingsRow,
  secretBox: SecretBox,
): ProviderSettings | null {
  if (!row.baseUrl || !row.model) return null;
  let apiKey: string | null = null;
  if (row.apiKeyEncrypted) {
    try {
      apiKey = secretBox.decrypt(row.apiKeyEncrypted);
    } catch {
      // A key that no longer opens (SECRETS_KEY changed without rotation): no provider.
      return null;
    }
  }
  return {
    baseUrl: row.baseUrl,
    model: row.model,
    apiKey,
    temperature: row.temperature,
    maxTokens: row.maxTokens,
    timeoutMs: row.timeoutMs,
  };
}

function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', [{ field, message }], { message });
}

async function saveRow(
  executor: Executor,
  values: Partial<typeof aiSettings.$inferInsert>,
  expectedVersion: number | undefined,
  current: SettingsRow,
  actorId: string,
): Promise<SettingsRow> {
  if (expectedVersion !== undefined && expectedVersion !== current.version) {
    throw new AppError('VERSION_CONFLICT');
  }
  const now = new Date();
  const [row] = await executor
    .insert(aiSettings)
    .values({ id: 1, ...values, updatedById: actorId, updatedAt: now, version: 1 })
    .onConflictDoUpdate({
      target: aiSettings.id,
      set: {
        ...values,
        updatedById: actorId,
        updatedAt: now,
        version: sql`${aiSettings.version} + 1`,
      },
      where: sql`${aiSettings.version} = ${current.version}`,
    })
    .returning();
  // Another administrator saved between the read and this write.
  if (!row) throw new AppError('VERSION_CONFLICT');
  return row;
}

function saved(deps: SettingsDeps, row: SettingsRow): SettingsRow {
  deps.onSaved?.(row);
  return row;
}

/** PUT /api/ai/config: checks the address (not private, not loopback) before storing it. */
export async function saveAiConfig(
  deps: SettingsDeps,
  actorId: string,
  input: AiConfigInput,
): Promise<AiConfig> {
  const current = await readSettingsRow(deps.db);
  const values: Partial<typeof aiSettings.$inferInsert> = {};
  const baseUrl = input.baseUrl === undefined ? current.baseUrl : input.baseUrl;
  if (input.baseUrl !== undefined && input.baseUrl !== null) {
    const url = input.baseUrl.trim().replace(/\/+$/, '');
    const check = await checkOutboundUrl(url, deps.policy);
    if (!check.ok) {
      throw fieldError(
        'baseUrl',
        check.reason === 'protocol' ? m.baseUrlInvalid : m.baseUrlBlocked,
      );
    }
    values.baseUrl = url;
  } else if (input.baseUrl === null) {
    values.baseUrl = null;
  }
  // docs/conventions.md#security: a stored key is not sent to a new address unless typed again.
  const addressChanged =
    values.baseUrl !== undefined && values.baseUrl !== current.baseUrl && current.baseUrl !== null;
  if (input.apiKey === null) values.apiKeyEncrypted = null;
  else if (input.apiKey !== undefined)
    values.apiKeyEncrypted = deps.secretBox.encrypt(input.apiKey);
  else if (addressChanged && current.apiKeyEncrypted !== null) {
    if (baseUrl !== null) throw fieldError('apiKey', m.apiKeyRetype);
    values.apiKeyEncrypted = null;
  }
  if (input.model !== undefined) values.model = input.model;
  if (input.temperature !== undefined) values.temperature = input.temperature;
  if (input.maxTokens !== undefined) values.maxTokens = input.maxTokens;
  if (input.systemPrompt !== undefined) values.systemPrompt = input.systemPrompt;
  if (input.embeddingsModel !== undefined) values.embeddingsModel = input.embeddingsModel;
  if (input.prices !== undefined) values.prices = input.prices;
  if (input.monthlyBudget !== undefined) values.monthlyBudget = input.monthlyBudget.toFixed(2);
  if (input.alertShare !== undefined) values.alertShare = input.alertShare;
  if (input.timeoutMs !== undefined) values.timeoutMs = input.timeoutMs;
  if (input.maxConcurrent !== undefined) values.maxConcurrent = input.maxConcurrent;
  return toAiConfig(saved(deps, await saveRow(deps.db, values, input.version, current, actorId)));
}

export async function saveAgentControl(
  deps: SettingsDeps,
  actorId: string,
  input: AiAgentControl,
): Promise<AiAgentControl> {
  const current = await readSettingsRow(deps.db);
  const control = {
    ...input,
    hours: { ...input.hours, days: [...new Set(input.hours.days)].sort() },
  };
  return agentControlOf(
    saved(deps, await saveRow(deps.db, { agentControl: control }, undefined, current, actorId)),
  );
}

/**
 * "Probar conexión": one short chat completion through the outbound guard, with the stored
 * settings. Always an answer (ok or not) in Spanish, never the provider's body.
 */
export async function testAiConnection(deps: SettingsDeps): Promise<AiConfigTestResponse> {
  const row = await readSettingsRow(deps.db);
  const settings = providerSettingsOf(row, deps.secretBox);
  const outcome = (
    ok: boolean,
    message: string,
    status: number | null,
    latencyMs: number | null,
  ) => ({
    ok,
    message,
    status,
    latencyMs,
    model: row.model,
  });
  if (!settings) return outcome(false, m.notConfigured, null, null);
  const started = performance.now();
  try {
    await completeChat(
      { ...settings, maxTokens: 5, temperature: 0 },
      [{ role: 'user', content: 'ping' }],
      deps.policy,
    );
    const ms = Math.round(performance.now() - started);
    return outcome(true, m.testOk(settings.model, ms), 200, ms);
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    if (!(error instanceof ProviderError)) throw error;
    switch (error.kind) {
      case 'blocked':
        return outcome(false, m.testBlocked, null, null);
      case 'timeout':
        return outcome(false, m.testTimeout, null, ms);
      case 'network':
        return outcome(false, m.testUnreachable, null, ms);
      case 'format':
        return outcome(false, m.testBadAnswer, error.status, ms);
      case 'status':
        return outcome(
          false,
          error.status === 401 || error.status === 403
            ? m.testUnauthorized
            : m.testStatus(error.status ?? 0),
          error.status,
          ms,
        );
    }
  }
}
