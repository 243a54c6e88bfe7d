import { z } from 'zod';
import {
  AI_MAX_CONCURRENT_MAX,
  AI_MAX_TOKENS_MAX,
  AI_SYSTEM_PROMPT_MAX_LENGTH,
  AI_TEMPERATURE_MAX,
  AI_TIMEOUT_MS_MAX,
  aiConfigMessages,
  assistantMessages,
  type AiConfig,
  type AiConfigInput,
} from '@atiende/contracts';

/**
 * The "IA y RAG" form (docs/assistant.md#settings-pages): numbers are typed as text (a blank
 * or "0,5" stays what the administrator wrote until the check), the key is write-only, and the
 * system prompt goes back to the default when it reads the default text. The contract
 * (`aiConfigInputSchema`) stays the server's check; this one words the page's messages.
 */
const errors = aiConfigMessages.errors;
const contract = assistantMessages.config;

export type PriceRow = { model: string; promptPer1M: string; completionPer1M: string };

export type AiConfigFormValues = {
  baseUrl: string;
  model: string;
  embeddingsModel: string;
  /** A new key; blank keeps the stored one. */
  apiKey: string;
  removeApiKey: boolean;
  temperature: string;
  maxTokens: string;
  timeoutSeconds: string;
  maxConcurrent: string;
  systemPrompt: string;
  prices: PriceRow[];
  monthlyBudget: string;
  /** The budget's alert share as a percentage (80 for 0.8). */
  alertPercent: string;
};

/** A typed number, with a decimal comma accepted; NaN for a blank or anything else. */
export function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' || !/^-?\d*\.?\d+$/.test(trimmed) ? Number.NaN : Number(trimmed);
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** The server keeps a base URL without its trailing slashes. */
export function normalizeBaseUrl(text: string): string | null {
  const trimmed = text.trim().replace(/\/+$/, '');
  return trimmed === '' ? null : trimmed;
}

export function toFormValues(config: AiConfig): AiConfigFormValues {
  return {
    baseUrl: config.baseUrl ?? '',
    model: config.model ?? '',
    embeddingsModel: config.embeddingsModel ?? '',
    apiKey: '',
    removeApiKey: false,
    temperature: String(config.temperature),
    maxTokens: String(config.maxTokens),
    timeoutSeconds: String(round(config.timeoutMs / 1000, 3)),
    maxConcurrent: String(config.maxConcurrent),
    systemPrompt: config.systemPrompt,
    prices: config.prices.map((price) => ({
      model: price.model,
      promptPer1M: String(price.promptPer1M),
      completionPer1M: String(price.completionPer1M),
    })),
    monthlyBudget: String(config.monthlyBudget),
    alertPercent: String(round(config.alertShare * 100, 1)),
  };
}

/** A number field's check: within [min, max], and whole when `isInteger`. */
function numberIn(min: number, max: number, message: string, isInteger = false) {
  return z.string().refine((text) => {
    const value = parseNumber(text);
    return (
      Number.isFinite(value) &&
      value >= min &&
      value <= max &&
      (!isInteger || Number.isInteger(value))
    );
  }, message);
}

const priceSchema = z.object({
  model: z.string().trim().min(1, errors.priceModelRequired).max(120, errors.tooLong(120)),
  promptPer1M: numberIn(0, 100_000, contract.priceInvalid),
  completionPer1M: numberIn(0, 100_000, contract.priceInvalid),
});

/**
 * The page's schema for the stored configuration `stored`: besides each field's range, a model
 * needs a URL and the other way round, a model priced twice is refused, and a stored key is not
 * carried to a new address unless typed again (docs/assistant.md#agent-control).
 */
export function aiConfigFormSchema(stored: AiConfig) {
  return z
    .object({
      baseUrl: z
        .string()
        .trim()
        .max(500, errors.tooLong(500))
        .refine((text) => text === '' || z.url().safeParse(text).success, contract.baseUrlInvalid)
        .refine((text) => text === '' || /^https?:\/\//i.test(text), contract.baseUrlInvalid),
      model: z.string().trim().max(120, errors.tooLong(120)),
      embeddingsModel: z.string().trim().max(120, errors.tooLong(120)),
      apiKey: z.string().trim().max(500, errors.tooLong(500)),
      removeApiKey: z.boolean(),
      temperature: numberIn(0, AI_TEMPERATURE_MAX, errors.temperature),
      maxTokens: numberIn(16, AI_MAX_TOKENS_MAX, errors.maxTokens, true),
      timeoutSeconds: numberIn(1, AI_TIMEOUT_MS_MAX / 1000, errors.timeoutSeconds),
      maxConcurrent: numberIn(1, AI_MAX_CONCURRENT_MAX, errors.maxConcurrent, true),
      systemPrompt: z
        .string()
        .trim()
        .min(1, errors.promptRequired)
        .max(AI_SYSTEM_PROMPT_MAX_LENGTH, errors.promptTooLong(AI_SYSTEM_PROMPT_MAX_LENGTH)),
      prices: z.array(priceSchema).max(50),
      monthlyBudget: numberIn(0, 10_000_000, errors.budget),
      alertPercent: numberIn(1, 100, errors.alertPercent),
    })
    .superRefine((values, context) => {
      const baseUrl = normalizeBaseUrl(values.baseUrl);
      if (baseUrl && !values.model) {
        context.addIssue({ code: 'custom', path: ['model'], message: errors.modelForUrl });
      }
      if (!baseUrl && values.model) {
        context.addIssue({ code: 'custom', path: ['baseUrl'], message: errors.urlForModel });
      }
      const seen = new Set<string>();
      values.prices.forEach((price, index) => {
        const key = price.model.toLowerCase();
        if (key && seen.has(key)) {
          context.addIssue({
            code: 'custom',
            path: ['prices', index, 'model'],
            message: errors.priceModelRepeated,
          });
        }
        seen.add(key);
      });
      const keyFollows =
        stored.apiKeyConfigured &&
        stored.baseUrl !== null &&
        baseUrl !== null &&
        baseUrl !== stored.baseUrl;
      if (keyFollows && !values.apiKey && !values.removeApiKey) {
        context.addIssue({ code: 'custom', path: ['apiKey'], message: contract.apiKeyRetype });
      }
    });
}

/**
 * The PUT body for checked form values: every field but the key (left out while blank, null
 * when removed) and the prompt (null when it reads the default text, so the default follows
 * later versions), with the stored version so a stale save is a 409.
 */
export function toConfigInput(values: AiConfigFormValues, stored: AiConfig): AiConfigInput {
  const apiKey = values.apiKey.trim();
  const prompt = values.systemPrompt.trim();
  const orNull = (text: string) => text.trim() || null;
  return {
    baseUrl: normalizeBaseUrl(values.baseUrl),
    model: orNull(values.model),
    embeddingsModel: orNull(values.embeddingsModel),
    ...(values.removeApiKey ? { apiKey: null } : apiKey ? { apiKey } : {}),
    temperature: parseNumber(values.temperature),
    maxTokens: parseNumber(values.maxTokens),
    timeoutMs: Math.round(parseNumber(values.timeoutSeconds) * 1000),
    maxConcurrent: parseNumber(values.maxConcurrent),
    systemPrompt: prompt === assistantMessages.defaultSystemPrompt.trim() ? null : prompt,
    prices: values.prices.map((price) => ({
      model: price.model.trim(),
      promptPer1M: parseNumber(price.promptPer1M),
      completionPer1M: parseNumber(price.completionPer1M),
    })),
    monthlyBudget: round(parseNumber(values.monthlyBudget), 2),
    alertShare: round(parseNumber(values.alertPercent) / 100, 3),
    ...(stored.version > 0 ? { version: stored.version } : {}),
  };
}
