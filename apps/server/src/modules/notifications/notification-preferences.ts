import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TYPES,
  type NotificationPreference,
  type NotificationType,
} from '@atiende/contracts';
import * as repository from './notifications.repository';
import type { NotificationsDeps } from './notifications.service';

/** Every type, in NOTIFICATION_TYPES order, with the defaults where the user kept them. */
export async function preferencesOfUser(
  { db }: NotificationsDeps,
  userId: string,
): Promise<NotificationPreference[]> {
  const stored = new Map(
    (await repository.findPreferencesOfUser(db, userId)).map((row) => [row.type, row]),
  );
  return NOTIFICATION_TYPES.map((type) => {
    const row = stored.get(type) ?? DEFAULT_NOTIFICATION_PREFERENCES[type];
    return { type, inApp: row.inApp, email: row.email, push: row.push };
  });
}

/** Saves the types sent; a row equal to the defaults is removed, so later defaults apply. */
export async function savePreferencesOfUser(
  deps: NotificationsDeps,
  userId: string,
  rows: NotificationPreference[],
) {
  const isDefault = (row: NotificationPreference) => {
    const defaults = DEFAULT_NOTIFICATION_PREFERENCES[row.type];
    return (
      row.inApp === defaults.inApp && row.email === defaults.email && row.push === defaults.push
    );
  };
  await deps.db.transaction((tx) =>
    repository.savePreferences(tx, userId, {
      stored: rows.filter((row) => !isDefault(row)),
      defaults: rows.filter(isDefault).map((row): NotificationType => row.type),
    }),
  );
  return preferencesOfUser(deps, userId);
}
