/**
 * The zod schemas the notification screens use. Loaded on demand
 * (load-notification-validation.ts) so zod never reaches /login's first load (DESIGN §9).
 */
export {
  notificationListResponseSchema,
  notificationPreferencesSchema,
  pushPublicKeyResponseSchema,
} from '@atiende/contracts';
