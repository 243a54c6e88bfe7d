/** Every Spanish text the user sees (docs/conventions.md#language). One file per area under es/. */
export { errorMessages, fieldMessages } from './es/errors';
export { authMessages } from './es/auth';
export { layoutMessages } from './es/layout';
export { ticketMessages } from './es/tickets';
export { answerPromise, firstResponseWithin } from './es/first-response-promise';
export { pageMessages } from './es/pages';
export { ticketWorkspaceMessages } from './es/ticket-workspace';
export { relativeTimeMessages } from './es/relative-time';
export { ticketQueueMessages } from './es/ticket-queue';
export { ticketCloseMessages } from './es/ticket-close';
export { helpMenuMessages, helpMessages, type FaqAudience, type FaqEntry } from './es/help';
export { accountMessages } from './es/account';
export { changelogMessages, changesButtonMessages, versionUpdateMessages } from './es/changelog';
export { auditMessages } from './es/audit';
export { authDebugMessages, logoPreviewMessages } from './es/debug';
export { featureFlagMessages } from './es/feature-flags';
export {
  offlinePageMessages,
  webAppManifestMessages,
  webAppMenuMessages,
  webAppMessages,
  webAppToastMessages,
} from './es/pwa';
export { notificationMessages } from './es/notifications';
export { customerMessages } from './es/customers';
export { customerContextMessages } from './es/customer-context';
export { departmentMessages } from './es/departments';
export { teamMessages } from './es/team';
export { periodMessages } from './es/periods';
export { importMessages } from './es/imports';
export { jobMessages } from './es/jobs';
export { macroMessages } from './es/macros';
export { templateMessages } from './es/templates';
export { slaMessages } from './es/sla';
export { scheduleMessages } from './es/schedules';
export { ticketSlaMessages } from './es/ticket-sla';
export { knowledgeMessages } from './es/knowledge';
export { aiCostsMessages } from './es/ai-costs';
export { assistantMessages } from './es/assistant';
export { countOf, formatFigure, pluralWord, type PluralForms } from './es/plural';
export { exportButtonMessages } from './es/exports';
export { assistantChatMessages } from './es/assistant-chat';
export { assistantLauncherMessages } from './es/assistant-launcher';
export { aiAgentControlMessages, aiConfigMessages } from './es/ai-config';
export { aiConversationMessages } from './es/ai-conversations';
export { schedulePageMessages } from './es/schedule-pages';
export { pauseButtonMessages } from './es/pause-button';
export { breakMessages } from './es/breaks';
export * from './es/email-inbound';
export { settingsMessages } from './es/settings';
