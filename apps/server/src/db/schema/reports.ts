import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReportSchedule } from '@atiende/contracts/reports';
import {
  REPORT_FAMILIES,
  REPORT_SCHEDULE_FORMATS,
  REPORT_SCHEDULE_FREQUENCIES,
} from '@atiende/contracts/reports';
import { createdAtColumn, idColumn, timestamps, timestamptz } from './columns';
import { mailOutbox } from './mail';
import { userReference } from './user-references';

export const reportFamilyEnum = pgEnum('report_family', REPORT_FAMILIES);
export const reportScheduleFrequencyEnum = pgEnum(
  'report_schedule_frequency',
  REPORT_SCHEDULE_FREQUENCIES,
);
export const reportScheduleFormatEnum = pgEnum('report_schedule_format', REPORT_SCHEDULE_FORMATS);
export const REPORT_DELIVERY_STATUSES = [
  'QUEUED',
  'SENT',
  'FAILED',
  'SKIPPED_UNSUBSCRIBED',
] as const;
export const reportDeliveryStatusEnum = pgEnum('report_delivery_status', REPORT_DELIVERY_STATUSES);

/**
 * docs/reports.md#scheduled-reports: a report e-mailed daily, weekly or monthly (Lima time) to
 * chosen recipients. `next_run_at` is the next occurrence (null while paused); the job claims the
 * rows whose occurrence has come.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: idColumn(),
    name: text('name').notNull(),
    family: reportFamilyEnum('family').notNull(),
    type: text('type').notNull(),
    filters: jsonb('filters').$type<ReportSchedule['filters']>().notNull(),
    frequency: reportScheduleFrequencyEnum('frequency').notNull(),
    /** Weekly: 1 (lunes) … 7 (domingo). */
    weekday: smallint('weekday'),
    /** Monthly: 1 … 28. */
    monthDay: smallint('month_day'),
    /** Lima hour, 0 … 23. */
    hour: smallint('hour').notNull(),
    format: reportScheduleFormatEnum('format').notNull(),
    /** Lower-case addresses, each once. */
    recipients: text('recipients').array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The person whose view of the reports the e-mails show (a lead: their departments). */
    createdById: userReference('created_by_id'),
    nextRunAt: timestamptz('next_run_at'),
    lastRunAt: timestamptz('last_run_at'),
    ...timestamps(),
  },
  (table) => [
    index('report_schedules_next_run_idx').on(table.nextRunAt),
    index('report_schedules_created_by_idx').on(table.createdById),
  ],
);

/**
 * One sending of a schedule's occurrence to one recipient, or the failure to build it (recipient
 * null). The unique key is what makes an occurrence go out once whatever the instances.
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: idColumn(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    occurrence: timestamptz('occurrence').notNull(),
    /** "Enviar ahora": a one-off occurrence at the moment of the click. */
    manual: boolean('manual').notNull().default(false),
    recipient: text('recipient'),
    status: reportDeliveryStatusEnum('status').notNull(),
    error: text('error'),
    fileName: text('file_name'),
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('report_deliveries_once_key')
      .on(table.scheduleId, table.occurrence, table.recipient)
      .nullsNotDistinct(),
    index('report_deliveries_schedule_idx').on(table.scheduleId, table.createdAt),
    index('report_deliveries_created_idx').on(table.createdAt),
  ],
);

/** Recipients who followed the unsubscribe link of a schedule's e-mail: never sent it again. */
export const reportScheduleUnsubscribes = pgTable(
  'report_schedule_unsubscribes',
  {
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.scheduleId, table.email] })],
);

export type ReportScheduleRow = typeof reportSchedules.$inferSelect;
export type ReportDeliveryRow = typeof reportDeliveries.$inferSelect;
