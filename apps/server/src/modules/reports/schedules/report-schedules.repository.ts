import type { ReportDeliveryView, ReportScheduleView } from '@atiende/contracts/reports';
import { and, count, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import {
  mailOutbox,
  reportDeliveries,
  reportSchedules,
  reportScheduleUnsubscribes,
  users,
  type ReportScheduleRow,
} from '../../../db/schema/index';

/** docs/reports.md#scheduled-reports: the schedules, their deliveries and the unsubscribes. */

export type NewSchedule = Omit<
  typeof reportSchedules.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'lastRunAt'
>;

/** Every schedule (`ownerId` null) or those one person created, newest first, with names. */
export async function listSchedules(db: Db, ownerId: string | null): Promise<ReportScheduleView[]> {
  const rows = await db
    .select({ schedule: reportSchedules, creatorName: users.name })
    .from(reportSchedules)
    .leftJoin(users, eq(users.id, reportSchedules.createdById))
    .where(ownerId ? eq(reportSchedules.createdById, ownerId) : undefined)
    .orderBy(desc(reportSchedules.createdAt), desc(reportSchedules.id));
  const unsubscribed = await unsubscribesOf(
    db,
    rows.map((row) => row.schedule.id),
  );
  return rows.map((row) =>
    scheduleView(row.schedule, row.creatorName, unsubscribed.get(row.schedule.id) ?? []),
  );
}

export async function findScheduleView(
  db: Db,
  id: string,
): Promise<ReportScheduleView | undefined> {
  const [row] = await db
    .select({ schedule: reportSchedules, creatorName: users.name })
    .from(reportSchedules)
    .leftJoin(users, eq(users.id, reportSchedules.createdById))
    .where(eq(reportSchedules.id, id));
  if (!row) return undefined;
  const unsubscribed = await unsubscribesOf(db, [id]);
  return scheduleView(row.schedule, row.creatorName, unsubscribed.get(id) ?? []);
}

export async function findSchedule(
  executor: Executor,
  id: string,
): Promise<ReportScheduleRow | undefined> {
  const [row] = await executor.select().from(reportSchedules).where(eq(reportSchedules.id, id));
  return row;
}

export function countSchedules(db: Db): Promise<number> {
  return db
    .select({ total: count() })
    .from(reportSchedules)
    .then((rows) => rows[0]?.total ?? 0);
}

export async function insertSchedule(db: Db, values: NewSchedule): Promise<string> {
  const [row] = await db
    .insert(reportSchedules)
    .values(values)
    .returning({ id: reportSchedules.id });
  return row!.id;
}

export async function updateSchedule(
  db: Db,
  id: string,
  values: Partial<NewSchedule>,
): Promise<void> {
  await db
    .update(reportSchedules)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(reportSchedules.id, id));
}

/** After a delivery: when it ran and, for the job's, the next occurrence. */
export async function updateScheduleRun(
  tx: Executor,
  id: string,
  values: { lastRunAt: Date; nextRunAt?: Date },
): Promise<void> {
  await tx.update(reportSchedules).set(values).where(eq(reportSchedules.id, id));
}

export async function deleteSchedule(db: Db, id: string): Promise<void> {
  await db.delete(reportSchedules).where(eq(reportSchedules.id, id));
}

/** Active schedules whose occurrence has come, oldest first: the job's candidates. */
export function findDueSchedules(db: Db, now: Date, limit: number) {
  return db
    .select()
    .from(reportSchedules)
    .where(
      and(
        eq(reportSchedules.isActive, true),
        isNotNull(reportSchedules.nextRunAt),
        lte(reportSchedules.nextRunAt, now),
      ),
    )
    .orderBy(reportSchedules.nextRunAt)
    .limit(limit);
}

/**
 * Locks the schedule for one delivery. The job's claim (`occurrence`) takes it only while that
 * occurrence is still the schedule's next one and nobody else holds it (SKIP LOCKED): of two
 * runners at the same instant, exactly one gets the row; the other, or a later one, finds the
 * occurrence gone. "Enviar ahora" waits for the lock instead.
 */
export async function lockSchedule(
  tx: Executor,
  id: string,
  occurrence: Date | null,
): Promise<ReportScheduleRow | undefined> {
  const where = occurrence
    ? and(
        eq(reportSchedules.id, id),
        eq(reportSchedules.isActive, true),
        eq(reportSchedules.nextRunAt, occurrence),
      )
    : eq(reportSchedules.id, id);
  const [row] = await tx
    .select()
    .from(reportSchedules)
    .where(where)
    .for('update', occurrence ? { skipLocked: true } : {});
  return row;
}

async function unsubscribesOf(
  executor: Executor,
  scheduleIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byId = new Map<string, string[]>();
  if (scheduleIds.length === 0) return byId;
  const rows = await executor
    .select({
      scheduleId: reportScheduleUnsubscribes.scheduleId,
      email: reportScheduleUnsubscribes.email,
    })
    .from(reportScheduleUnsubscribes)
    .where(inArray(reportScheduleUnsubscribes.scheduleId, [...scheduleIds]))
    .orderBy(reportScheduleUnsubscribes.email);
  for (const row of rows)
    byId.set(row.scheduleId, [...(byId.get(row.scheduleId) ?? []), row.email]);
  return byId;
}

export async function unsubscribedOf(executor: Executor, scheduleId: string): Promise<Set<string>> {
  return new Set((await unsubscribesOf(executor, [scheduleId])).get(scheduleId) ?? []);
}

/** Records an unsubscribe (twice is once); false when the schedule no longer exists. */
export async function insertUnsubscribe(
  db: Db,
  scheduleId: string,
  email: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [schedule] = await tx
      .select({ name: reportSchedules.name })
      .from(reportSchedules)
      .where(eq(reportSchedules.id, scheduleId))
      .for('share');
    if (!schedule) return null;
    await tx.insert(reportScheduleUnsubscribes).values({ scheduleId, email }).onConflictDoNothing();
    return schedule.name;
  });
}

export type NewDelivery = Omit<typeof reportDeliveries.$inferInsert, 'id' | 'createdAt'>;

/** One delivery; null when this (schedule, occurrence, recipient) was already recorded. */
export async function insertDelivery(tx: Executor, values: NewDelivery): Promise<string | null> {
  const [row] = await tx
    .insert(reportDeliveries)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: reportDeliveries.id });
  return row?.id ?? null;
}

export async function setDeliveryMail(tx: Executor, id: string, mailId: string): Promise<void> {
  await tx.update(reportDeliveries).set({ mailId }).where(eq(reportDeliveries.id, id));
}

/**
 * A delivery's state as people read it: QUEUED until its e-mail left (SENT) or the outbox gave
 * up on it (FAILED); a message kept in the log without SMTP stays QUEUED.
 */
const deliveryStatus = sql<ReportDeliveryView['status']>`CASE
  WHEN ${reportDeliveries.status} = 'QUEUED' AND ${mailOutbox.status} = 'SENT' THEN 'SENT'
  WHEN ${reportDeliveries.status} = 'QUEUED' AND ${mailOutbox.status} = 'FAILED' THEN 'FAILED'
  ELSE ${reportDeliveries.status}::text END`;

const deliveryError = sql<string | null>`COALESCE(${reportDeliveries.error},
  CASE WHEN ${mailOutbox.status} = 'FAILED' THEN ${mailOutbox.lastError} END)`;

/** A page of deliveries, newest first, of the schedules `where` selects. */
export async function listDeliveries(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: ReportDeliveryView[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: reportDeliveries.id,
        scheduleId: reportDeliveries.scheduleId,
        scheduleName: reportSchedules.name,
        occurrence: reportDeliveries.occurrence,
        manual: reportDeliveries.manual,
        recipient: reportDeliveries.recipient,
        status: deliveryStatus,
        error: deliveryError,
        fileName: reportDeliveries.fileName,
        createdAt: reportDeliveries.createdAt,
      })
      .from(reportDeliveries)
      .innerJoin(reportSchedules, eq(reportSchedules.id, reportDeliveries.scheduleId))
      .leftJoin(mailOutbox, eq(mailOutbox.id, reportDeliveries.mailId))
      .where(where)
      .orderBy(desc(reportDeliveries.createdAt), reportDeliveries.recipient)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(reportDeliveries)
      .innerJoin(reportSchedules, eq(reportSchedules.id, reportDeliveries.scheduleId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      occurrence: new Date(row.occurrence).toISOString(),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total: totals[0]?.total ?? 0,
  };
}

/** The deliveries of some ids, as listed. */
export async function deliveriesByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const { rows } = await listDeliveries(db, inArray(reportDeliveries.id, [...ids]), {
    limit: ids.length,
    offset: 0,
  });
  return rows;
}

export const deliveriesOfOwner = (ownerId: string) => eq(reportSchedules.createdById, ownerId);
export const deliveriesOfSchedule = (scheduleId: string) =>
  eq(reportDeliveries.scheduleId, scheduleId);

function scheduleView(
  row: ReportScheduleRow,
  creatorName: string | null,
  unsubscribed: string[],
): ReportScheduleView {
  return {
    id: row.id,
    name: row.name,
    family: row.family,
    type: row.type,
    filters: row.filters,
    frequency: row.frequency,
    weekday: row.weekday,
    monthDay: row.monthDay,
    hour: row.hour,
    format: row.format,
    recipients: row.recipients,
    isActive: row.isActive,
    createdBy:
      row.createdById && creatorName !== null ? { id: row.createdById, name: creatorName } : null,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    unsubscribed,
  };
}
