/**
 * The zod schemas the notification screens use. Loaded on demand (load-notification-validation.ts)
 * so zod never reaches /login's first load (docs/conventions.md#quality-bars-and-budgets).
 */
export {
  notificationListResponseSchema,
  notificationPreferencesSchema,
  pushPublicKeyResponseSchema,
} from '@atiende/contracts';
