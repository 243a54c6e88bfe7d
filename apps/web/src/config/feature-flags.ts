/**
 * spec §2: some admin routes and links exist only when a feature check allows them. The rule
 * behind the check is not shown and every flag is currently on; keeping them named in one place
 * lets a later setting switch one off for both the router and the sidebar.
 */
export const FEATURE_FLAGS = {
  products: true,
  apiManagement: true,
  tokenTest: true,
  developmentControl: true,
  evolutionApi: true,
  messageTracking: true,
  emailConfig: true,
  aiConfig: true,
  breakReminders: true,
  whatsappAgent: true,
  aiConversations: true,
  webChatConversations: true,
  aiAgentControl: true,
  aiCosts: true,
  auditLogs: true,
  errorTest: true,
  templateManagement: true,
  zoho: true,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;
