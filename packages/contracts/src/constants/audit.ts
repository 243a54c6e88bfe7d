/**
 * The audit log's vocabulary (docs/product/audit-and-monitoring.md#error-reports audit log event,
 * error severity). The entity types are the list of docs/product/audit-and-monitoring.md, verbatim;
 * actions are UPPER_SNAKE verbs in the past tense.
 */
export const AUDIT_ENTITY_TYPES = [
  'DEPARTMENT',
  'TICKET',
  'USER',
  'CUSTOMER',
  'PRODUCT',
  'SLA',
  'AUDIT_LOG',
  'DASHBOARD',
  'FRONTEND',
  'API',
  // Not in the list of docs/product/audit-and-monitoring.md: the switches of
  // /admin/development-control (docs/feature-flags.md).
  'FEATURE_FLAG',
  // Spreadsheet imports of /admin/excel-import (docs/imports.md).
  'IMPORT',
  // Background jobs retried from /admin/monitoring (docs/jobs.md#failures).
  'JOB',
  // Backups, restores and the move to PostgreSQL (docs/operations.md#backup-and-restore).
  'BACKUP',
  // Team time (docs/schedules.md): shifts, exceptions, schedule settings, lunch rotas, break
  // policies (docs/audit.md#team-time).
  'SCHEDULE',
  // Reports downloaded as CSV, XLSX or PDF (docs/reports.md#exports).
  'REPORT',
  // API keys: created, changed, revoked, deleted, used (docs/api-keys.md#audit).
  'API_KEY',
  // E-mail settings and messages of /admin/email-config (docs/email.md).
  'EMAIL',
  // The messages Atiende sends, edited on /admin/template-management (docs/templates.md).
  'MESSAGE_TEMPLATE',
  // IMAP mailboxes polled for inbound e-mail (docs/email.md#mailboxes-imap).
  'MAILBOX',
  // The organisation's settings of /admin/settings and the files of POST /api/upload
  // (docs/settings.md).
  'SETTINGS',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_SEVERITIES = ['INFO', 'WARNING', 'ERROR', 'CRITICAL'] as const;
export type AuditSeverity = (typeof AUDIT_SEVERITIES)[number];

/**
 * docs/product/audit-and-monitoring.md#error-reports: the events the web app reports through POST
 * /api/audit-logs.
 */
export const CLIENT_AUDIT_EVENT_TYPES = ['REACT_ERROR_BOUNDARY', 'API_ERROR'] as const;
export type ClientAuditEventType = (typeof CLIENT_AUDIT_EVENT_TYPES)[number];

export const AUDIT_ACTIONS = [
  'LOGIN_SUCCEEDED',
  'LOGIN_FAILED',
  'LOGOUT',
  'USER_CREATED',
  'USER_AVATAR_UPDATED',
  'USER_AVATAR_REMOVED',
  'USER_UPDATED',
  'USER_ROLE_CHANGED',
  'USER_DEACTIVATED',
  'USER_REACTIVATED',
  'USER_DELETED',
  'USER_PASSWORD_RESET_BY_ADMIN',
  // A wrong current password on an e-mail or role change (docs/team.md#step-up).
  'STEP_UP_FAILED',
  'TECHNICIAN_PROFILE_UPDATED',
  'DEPARTMENT_CREATED',
  'DEPARTMENT_UPDATED',
  'DEPARTMENT_DELETED',
  'DEPARTMENT_MEMBERS_CHANGED',
  'PRODUCT_CREATED',
  'PRODUCT_UPDATED',
  'PRODUCT_DELETED',
  'SLA_POLICY_CREATED',
  'SLA_POLICY_UPDATED',
  'SLA_POLICY_DELETED',
  'SLA_CALENDAR_CREATED',
  'SLA_CALENDAR_UPDATED',
  'SLA_CALENDAR_DELETED',
  // Team time (docs/audit.md#team-time).
  'SCHEDULE_SETTINGS_UPDATED',
  'WORK_SHIFTS_UPDATED',
  'SCHEDULE_EXCEPTION_CREATED',
  'SCHEDULE_EXCEPTION_UPDATED',
  'SCHEDULE_EXCEPTION_DELETED',
  'DEPARTMENT_SCHEDULE_SETTINGS_UPDATED',
  'LUNCH_ROTA_SAVED',
  'BREAK_POLICY_CREATED',
  'BREAK_POLICY_UPDATED',
  'BREAK_POLICY_DELETED',
  'CUSTOMER_CREATED',
  'CUSTOMER_UPDATED',
  'CUSTOMER_MERGED',
  'IMPORT_STARTED',
  'IMPORT_FINISHED',
  'DATA_EXPORTED',
  'TICKET_DELETED',
  'TICKETS_BULK_UPDATED',
  // docs/customers.md#company-suggestions.
  'TICKET_COMPANY_LINKED',
  'TICKET_COMPANY_SUGGESTION_DISMISSED',
  'AUDIT_LOG_EXPORTED',
  'FEATURE_FLAG_CHANGED',
  'MESSAGE_TEMPLATE_UPDATED',
  'MESSAGE_TEMPLATE_RESTORED',
  'JOB_RETRIED',
  'BACKUP_CREATED',
  'BACKUP_RESTORED',
  'DATABASE_MOVED',
  // docs/api-keys.md#audit: API_KEY_USED is written once per key and minute of use.
  'API_KEY_CREATED',
  'API_KEY_UPDATED',
  'API_KEY_REVOKED',
  'API_KEY_DELETED',
  'API_KEY_USED',
  // docs/email.md#settings, #stats-and-failures.
  'EMAIL_CONFIG_UPDATED',
  'EMAIL_TEST_SENT',
  'EMAIL_RESENT',
  // docs/email.md#mailboxes-imap.
  'MAILBOX_CREATED',
  'MAILBOX_UPDATED',
  'MAILBOX_DELETED',
  // docs/email.md#held-messages and #webhook.
  'EMAIL_WEBHOOK_SECRET_REGENERATED',
  'EMAIL_INBOUND_SETTINGS_CHANGED',
  'EMAIL_HELD_ACCEPTED',
  'EMAIL_HELD_DISCARDED',
  // docs/settings.md#audit.
  'ORGANIZATION_SETTINGS_UPDATED',
  ...CLIENT_AUDIT_EVENT_TYPES,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Bounds of a front-end report: the body cap and what is kept of long texts. */
export const AUDIT_REPORT_BODY_LIMIT_BYTES = 32_768;
export const AUDIT_STACK_MAX_LENGTH = 4_000;
export const AUDIT_DESCRIPTION_MAX_LENGTH = 1_000;
export const AUDIT_RESPONSE_DATA_MAX_LENGTH = 2_000;

/** A thrown value as the classification sees it. */
export type ErrorLike = { name?: string; message?: string };

const CHUNK_LOAD =
  /ChunkLoadError|Loading chunk|Loading CSS chunk|dynamically imported module|Importing a module script failed/i;
const NETWORK_ERROR = /NetworkError|Network Error|network request failed|ERR_NETWORK/i;
const FETCH_FAILURE = /Failed to fetch|fetch failed|Load failed/i;
const VALIDATION = /validation|validación|ZodError/i;

/**
 * docs/product/audit-and-monitoring.md#error-reports error severity, first rule that matches wins:
 * a chunk-load or network error is CRITICAL; a TypeError "is not a function" is ERROR; a validation
 * error, any other TypeError or a failed fetch is WARNING; anything else is ERROR. ("Failed to
 * fetch" is the browser's TypeError for a request that never got an answer, so it lands on
 * WARNING.)
 */
export function classifyErrorSeverity(error: ErrorLike): AuditSeverity {
  const name = error.name ?? '';
  const message = error.message ?? '';
  const text = `${name}: ${message}`;
  if (CHUNK_LOAD.test(text) || NETWORK_ERROR.test(text)) return 'CRITICAL';
  if (name === 'TypeError' && /is not a function/i.test(message)) return 'ERROR';
  if (VALIDATION.test(text) || name === 'TypeError' || FETCH_FAILURE.test(text)) return 'WARNING';
  return 'ERROR';
}

/**
 * An API failure reported by the web app: no answer at all (status 0) is a network error,
 * CRITICAL; a 5xx is ERROR; a 4xx the caller could not fix is WARNING.
 */
export function classifyApiErrorSeverity(statusCode: number): AuditSeverity {
  if (statusCode === 0) return 'CRITICAL';
  if (statusCode >= 500) return 'ERROR';
  return 'WARNING';
}
