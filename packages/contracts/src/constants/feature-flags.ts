/**
 * docs/product/app-shell.md: optional routes and sidebar links exist only when their feature check
 * allows them. Stored in the database (`feature_flags`); without a stored value a flag takes its
 * default below. docs/feature-flags.md.
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
  // Capabilities of later issues whose pages have no flag in the original product; their links
  // (and FAQ entries) wait for them (docs/feature-flags.md#capabilities-not-built-yet).
  'schedules',
  'reports',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAG_KEYS)[number];
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;

/**
 * docs/feature-flags.md#capabilities-not-built-yet: the flags of capabilities whose pages are not
 * built yet. They default to off, so no link, FAQ entry or switch offers a page that would only
 * say "Próximamente". Whoever builds one removes its key here in the same change: the flag then
 * defaults to on and becomes an ordinary switch.
 */
export const UNBUILT_FEATURE_FLAGS: readonly FeatureFlag[] = [
  'evolutionApi',
  'messageTracking',
  'whatsappAgent',
  'zoho',
];

/** Whether a flag's capability is built (its key is not in `UNBUILT_FEATURE_FLAGS`). */
export function isBuiltFeature(flag: FeatureFlag): boolean {
  return !UNBUILT_FEATURE_FLAGS.includes(flag);
}

/**
 * What the app does before (or without) the stored settings: built capabilities on, the others
 * off until they are built.
 */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = Object.fromEntries(
  FEATURE_FLAG_KEYS.map((key) => [key, isBuiltFeature(key)]),
) as Record<FeatureFlag, boolean>;

/** The page where flags are switched cannot switch itself off (nobody could turn it back on). */
export const ALWAYS_ON_FEATURE_FLAGS: readonly FeatureFlag[] = ['developmentControl'];
