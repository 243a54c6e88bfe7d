import type * as notificationValidationModule from './notification-validation';

type NotificationValidationModule = typeof notificationValidationModule;

let validation: Promise<NotificationValidationModule> | null = null;

/** Loads the notifications' validation chunk once (and again after a failed download). */
export function loadNotificationValidation(): Promise<NotificationValidationModule> {
  validation ??= import('./notification-validation').catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
}
