import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationChannelSwitches,
  type NotificationPreferences,
  type NotificationType,
} from '@atiende/contracts';

/** The settings table as the screen edits it: a switch per type and channel. */
export type PreferenceMatrix = Record<NotificationType, NotificationChannelSwitches>;

export function defaultMatrix(): PreferenceMatrix {
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, { ...DEFAULT_NOTIFICATION_PREFERENCES[type] }]),
  ) as PreferenceMatrix;
}

/** The server's rows; a type it does not list (added later) shows its default. */
export function toMatrix(preferences: NotificationPreferences): PreferenceMatrix {
  const matrix = defaultMatrix();
  for (const { type, inApp, email, push } of preferences.preferences) {
    matrix[type] = { inApp, email, push };
  }
  return matrix;
}

/** PUT body: every type, in NOTIFICATION_TYPES order. */
export function toPreferences(matrix: PreferenceMatrix): NotificationPreferences {
  return { preferences: NOTIFICATION_TYPES.map((type) => ({ type, ...matrix[type] })) };
}

export function withSwitch(
  matrix: PreferenceMatrix,
  type: NotificationType,
  channel: NotificationChannel,
  isOn: boolean,
): PreferenceMatrix {
  return { ...matrix, [type]: { ...matrix[type], [channel]: isOn } };
}

export function isSameMatrix(first: PreferenceMatrix, second: PreferenceMatrix): boolean {
  return NOTIFICATION_TYPES.every((type) =>
    NOTIFICATION_CHANNELS.every((channel) => first[type][channel] === second[type][channel]),
  );
}
