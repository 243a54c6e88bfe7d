/**
 * docs/product/app-shell.md: optional routes and sidebar links exist only when their feature check
 * allows them. Stored in the database (`feature_flags`), on unless an administrator turns one off
 * on /admin/development-control. docs/feature-flags.md.
 */
export const FEATURE_FLAG_KEYS = [
  'products',
  'apiManagement',
  'tokenTest',
  'developmentControl',
  'evolutionApi',
  'messageTracking',
  'emailConfig',
  'aiConfig',
  'breakReminders',
  'whatsappAgent',
  'aiConversations',
  'webChatConversations',
  'aiAgentControl',
  'aiCosts',
  'auditLogs',
  'errorTest',
  'templateManagement',
  'zoho',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAG_KEYS)[number];
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;

/** Every flag on: what the app does before (or without) the stored settings. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = Object.fromEntries(
  FEATURE_FLAG_KEYS.map((key) => [key, true]),
) as Record<FeatureFlag, boolean>;

/** The page where flags are switched cannot switch itself off (nobody could turn it back on). */
export const ALWAYS_ON_FEATURE_FLAGS: readonly FeatureFlag[] = ['developmentControl'];
