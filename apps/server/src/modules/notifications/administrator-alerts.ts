import type { NotificationType } from '@atiende/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import type { NotificationRow } from '../../db/schema/index';
import type { ProducerDeps } from './notification-deliveries';
import { announce } from './notification-fan-out';
import * as repository from './notifications.repository';

/** An alert about the system rather than a ticket (the AI budget, docs/assistant.md#costs). */
export type AdministratorAlert = { type: NotificationType; title: string; message: string };

/**
 * Writes the alert for every active administrator who keeps the type on in the app, inside the
 * caller's transaction (so the caller's claim and the rows commit together); the returned
 * function sends them over the socket once committed.
 */
export async function writeAdministratorAlert(
  deps: Pick<ProducerDeps, 'realtime' | 'log'>,
  executor: Executor,
  alert: AdministratorAlert,
): Promise<() => void> {
  const admins = await selectRows<{ id: string }>(
    executor,
    sql`SELECT u.id FROM users u
        WHERE u.role = 'ADMIN' AND u.is_active
          AND NOT EXISTS (SELECT 1 FROM notification_preferences p
            WHERE p.user_id = u.id AND p.type = ${alert.type} AND NOT p.in_app)`,
  );
  const rows: NotificationRow[] = await repository.insertNotifications(
    executor,
    admins.map((admin) => ({ userId: admin.id, ...alert })),
  );
  return () => announce(deps, rows);
}
