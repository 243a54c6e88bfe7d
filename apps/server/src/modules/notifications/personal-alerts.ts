import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationType } from '@atiende/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { idArray } from '../../db/id-array';
import type { NotificationRow } from '../../db/schema/index';
import type { ProducerDeps } from './notification-deliveries';
import { announce } from './notification-fan-out';
import * as repository from './notifications.repository';

/**
 * A notification to one person about themselves rather than a ticket (a break reminder,
 * docs/schedules.md#pausas-y-recordatorios): `path` is the page a push opens, `tag` what a
 * newer push of the same kind replaces on screen.
 */
export type PersonalAlert = {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  path: string;
  tag: string;
};

type Switches = { userId: string; inApp: boolean | null; push: boolean | null };

/**
 * Writes each alert in the caller's transaction for the active people who keep the type on in
 * the app; the returned function, called after commit, sends them over the socket and pushes to
 * those who keep push on (docs/notifications.md#settings-and-defaults). No e-mail: a reminder is
 * only worth its moment.
 */
export async function writePersonalAlerts(
  deps: Pick<ProducerDeps, 'realtime' | 'log' | 'push' | 'publicUrl'>,
  executor: Executor,
  alerts: readonly PersonalAlert[],
): Promise<() => Promise<void>> {
  if (alerts.length === 0) return async () => undefined;
  const types = [...new Set(alerts.map((alert) => alert.type))];
  const switchesOf = new Map<string, Switches>();
  for (const type of types) {
    const userIds = alerts.filter((alert) => alert.type === type).map((alert) => alert.userId);
    const rows = await selectRows<Switches>(
      executor,
      sql`SELECT u.id AS "userId", p.in_app AS "inApp", p.push AS "push"
          FROM users u
          LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.type = ${type}
          WHERE u.is_active AND u.id = ANY(${idArray(userIds)})`,
    );
    for (const row of rows) switchesOf.set(`${type}|${row.userId}`, row);
  }
  const channels = (alert: PersonalAlert) => {
    const row = switchesOf.get(`${alert.type}|${alert.userId}`);
    const defaults = DEFAULT_NOTIFICATION_PREFERENCES[alert.type];
    return row
      ? { inApp: row.inApp ?? defaults.inApp, push: row.push ?? defaults.push }
      : { inApp: false, push: false };
  };
  const inApp = alerts.filter((alert) => channels(alert).inApp);
  const inserted: NotificationRow[] = await repository.insertNotifications(
    executor,
    inApp.map(({ userId, type, title, message }) => ({ userId, type, title, message })),
  );
  const rowOf = new Map(inserted.map((row) => [`${row.type}|${row.userId}`, row]));
  return async () => {
    announce(deps, inserted);
    await deps.push.send(
      alerts
        .filter((alert) => channels(alert).push)
        .map((alert) => ({
          userId: alert.userId,
          payload: {
            title: alert.title,
            body: alert.message,
            url: `${deps.publicUrl}${alert.path}`,
            tag: alert.tag,
            notificationId: rowOf.get(`${alert.type}|${alert.userId}`)?.id ?? null,
          },
        })),
    );
  };
}
