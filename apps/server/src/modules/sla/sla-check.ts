import { slaMessages } from '@atiende/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { EscalationAlert } from '../notifications/index';

/**
 * The SLA check (docs/sla.md#alerts), on the durable job runner every minute: the running
 * clocks whose warning or breach instant has passed, found through the partial indexes in
 * batches, each claimed by a conditional UPDATE (`… AND *_warned_at IS NULL`) so a target is
 * alerted once whatever the number of instances and runs, then told through the notifications
 * module (ESCALATION_ALERT).
 */

type Target = {
  level: EscalationAlert['level'];
  /** Which target: the automatic escalation's history note names it. */
  name: 'firstResponse' | 'resolution';
  /** The instant column the index orders, the column set once, the due column for the message. */
  at: string;
  sent: string;
  due: string;
  /** Besides `paused_since IS NULL` and `sent IS NULL`: the first response not given yet. */
  extra: string;
  /** A breach also marks the warning sent: a late check never warns after the breach. */
  alsoSet?: string;
};

// Breaches first, so a clock found past both instants gets only the breach.
const TARGETS: Target[] = [
  {
    level: 'breached',
    name: 'firstResponse',
    at: 'first_response_due_at',
    sent: 'first_response_breached_at',
    due: 'first_response_due_at',
    extra: 'AND first_response_at IS NULL',
    alsoSet: 'first_response_warned_at',
  },
  {
    level: 'breached',
    name: 'resolution',
    at: 'resolution_due_at',
    sent: 'resolution_breached_at',
    due: 'resolution_due_at',
    extra: '',
    alsoSet: 'resolution_warned_at',
  },
  {
    level: 'at_risk',
    name: 'firstResponse',
    at: 'first_response_warn_at',
    sent: 'first_response_warned_at',
    due: 'first_response_due_at',
    extra: 'AND first_response_at IS NULL',
  },
  {
    level: 'at_risk',
    name: 'resolution',
    at: 'resolution_warn_at',
    sent: 'resolution_warned_at',
    due: 'resolution_due_at',
    extra: '',
  },
];

type ClaimedRow = {
  ticket_id: string;
  due_at: Date | string;
  policy_name: string | null;
  auto_escalate: boolean;
};

/** Claims up to `batch` due alerts of one target; the rows returned are this caller's alone. */
function claim(db: Db, target: Target, now: Date, batch: number) {
  const at = sql.raw(target.at);
  const sent = sql.raw(target.sent);
  const condition = sql.raw(`paused_since IS NULL AND ${target.sent} IS NULL ${target.extra}`);
  const also = target.alsoSet
    ? sql.raw(`, ${target.alsoSet} = coalesce(${target.alsoSet}, now())`)
    : sql``;
  return selectRows<ClaimedRow>(
    db,
    sql`UPDATE ticket_sla SET ${sent} = now()${also}
WHERE ticket_id IN (
  SELECT ticket_id FROM ticket_sla
  WHERE ${condition} AND ${at} <= ${now.toISOString()}::timestamptz
  ORDER BY ${at} LIMIT ${batch}
  FOR UPDATE SKIP LOCKED
) AND ${condition}
RETURNING ticket_id, ${sql.raw(target.due)} AS due_at,
  (SELECT p.name FROM sla_policies p WHERE p.id = ticket_sla.policy_id) AS policy_name,
  coalesce((SELECT p.auto_escalate FROM sla_policies p WHERE p.id = ticket_sla.policy_id), false) AS auto_escalate`,
  );
}

export type SlaCheckResult = { atRisk: number; breached: number; escalated: number };

/** What the check does with a claimed target: alert the people, escalate the ticket. */
export type SlaCheckActions = {
  raise: (alert: EscalationAlert) => Promise<unknown>;
  /** Moves the ticket to ESCALADO as Atiende; false when it was escalated, resolved or closed. */
  escalate: (ticketId: string, reason: string) => Promise<boolean>;
};

/**
 * One run of the check: every due alert, a batch at a time. A breach of a policy with
 * auto-escalation also escalates the ticket (docs/sla.md#automatic-escalation), once: only the
 * run that claimed the breach does it.
 */
export async function checkSlaClocks(
  db: Db,
  actions: SlaCheckActions,
  { now = new Date(), batch = 500 }: { now?: Date; batch?: number } = {},
): Promise<SlaCheckResult> {
  const result: SlaCheckResult = { atRisk: 0, breached: 0, escalated: 0 };
  for (const target of TARGETS) {
    for (;;) {
      const claimed = await claim(db, target, now, batch);
      for (const row of claimed) {
        const alert = { ticketId: row.ticket_id, level: target.level, dueAt: new Date(row.due_at) };
        await actions.raise(alert);
        if (target.level === 'at_risk') {
          result.atRisk += 1;
          continue;
        }
        result.breached += 1;
        if (!row.auto_escalate) continue;
        const reason = slaMessages.autoEscalationNote(target.name, row.policy_name ?? '');
        if (await actions.escalate(row.ticket_id, reason)) result.escalated += 1;
      }
      if (claimed.length < batch) break;
    }
  }
  return result;
}
