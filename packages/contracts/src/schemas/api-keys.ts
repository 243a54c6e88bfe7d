import { z } from 'zod';
import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_RATE_LIMIT_DEFAULT,
  API_KEY_RATE_LIMIT_MAX,
  API_KEY_SCOPES,
  API_KEY_STATUSES,
  TOKEN_TEST_MAX_LENGTH,
} from '../constants/api-keys';
import { ROLES } from '../constants/roles';
import { apiKeyMessages } from '../messages/es/api-keys';

const v = apiKeyMessages.validation;

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: v.scopeInvalid });

/** What an administrator writes to create or edit a key (docs/api-keys.md#keys). */
export const apiKeyInputSchema = z.object({
  name: z
    .string({ error: v.nameRequired })
    .trim()
    .min(1, v.nameRequired)
    .max(API_KEY_NAME_MAX_LENGTH, v.nameTooLong),
  scopes: z
    .array(apiKeyScopeSchema, { error: v.scopesRequired })
    .min(1, v.scopesRequired)
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  /** ISO instant; null or absent: the key never expires. Must be in the future when saved. */
  expiresAt: z.iso
    .datetime({ offset: true, error: v.expiresInPast })
    .nullable()
    .optional()
    .refine((value) => !value || Date.parse(value) > Date.now(), v.expiresInPast),
  rateLimitPerMinute: z.coerce
    .number({ error: v.rateLimitInvalid })
    .int(v.rateLimitInvalid)
    .min(1, v.rateLimitInvalid)
    .max(API_KEY_RATE_LIMIT_MAX, v.rateLimitInvalid)
    .default(API_KEY_RATE_LIMIT_DEFAULT),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The visible start of the key (`atk_1a2b3c4d`); the rest is never stored. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  status: z.enum(API_KEY_STATUSES),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  rateLimitPerMinute: z.number(),
  usesLast24h: z.number(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListResponseSchema = z.object({ apiKeys: z.array(apiKeySchema) });
export const apiKeyEnvelopeSchema = z.object({ apiKey: apiKeySchema });
/** The answer of a creation: the whole key, this once. */
export const apiKeyCreatedResponseSchema = z.object({ apiKey: apiKeySchema, secret: z.string() });

/** POST /api/auth/token-test (docs/api-keys.md#token-test). */
export const tokenTestInputSchema = z.object({
  token: z
    .string({ error: v.tokenRequired })
    .trim()
    .min(1, v.tokenRequired)
    .max(TOKEN_TEST_MAX_LENGTH, v.tokenTooLong),
});

export const TOKEN_KINDS = ['API_KEY', 'ACCESS_TOKEN', 'UNKNOWN'] as const;

export const tokenTestResultSchema = z.object({
  kind: z.enum(TOKEN_KINDS),
  isValid: z.boolean(),
  /** Why it is refused, in Spanish (revoked, expired, wrong signature…); null when valid. */
  problem: z.string().nullable(),
  user: z
    .object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(ROLES) })
    .nullable(),
  apiKey: z.object({ id: z.string(), name: z.string(), prefix: z.string() }).nullable(),
  scopes: z.array(apiKeyScopeSchema),
  expiresAt: z.string().nullable(),
  /** The API routes it may call, `METHOD /path`. */
  routes: z.array(z.object({ method: z.string(), url: z.string() })),
});
export type TokenTestResult = z.infer<typeof tokenTestResultSchema>;
