import {
  reportCoreMessages,
  reportScheduleMessages,
  type ReportDeliveryView,
  type ReportExportFormat,
  type ReportFamily,
  type ReportQuery,
  type ReportResult,
} from '@atiende/contracts/reports';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { ReportScheduleRow } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import type { MailAttachment } from '../../../platform/mail/mail-outbox.repository';
import type { Mailer } from '../../../platform/mail/mailer';
import type { TemplateStore } from '../../templates/index';
import { resolveViewer, type Viewer } from '../../tickets/index';
import { findUserById } from '../../users/index';
import { scheduledReportMail, unsubscribeLinks } from './report-schedule-mail';
import {
  deliveriesByIds,
  findDueSchedules,
  insertDelivery,
  lockSchedule,
  setDeliveryMail,
  unsubscribedOf,
  updateScheduleRun,
} from './report-schedules.repository';
import { nextOccurrence, occurrencePeriod } from './schedule-time';
import type { UnsubscribeTokens } from './unsubscribe-token';

/**
 * docs/reports.md#scheduled-reports: sending one occurrence of a schedule. The report is built
 * first, as its creator sees it (a lead: their departments), outside any transaction; then one
 * transaction claims the occurrence, records one delivery per recipient under the unique key
 * (schedule, occurrence, recipient), writes each e-mail with its file to the outbox and moves
 * the schedule to its next occurrence. Two runners at the same instant build twice at worst but
 * send once.
 */

/** The reports module's service and its file renderer (docs/reports.md#server, #exports). */
export type ReportRendering = {
  run(
    viewer: Viewer,
    family: ReportFamily,
    type: string,
    query: ReportQuery,
    now?: Date,
  ): Promise<ReportResult>;
  render(
    result: ReportResult,
    format: ReportExportFormat,
  ): Promise<{ fileName: string; contentType: string; body: Buffer }>;
};

export type DeliveryDeps = {
  db: Db;
  mailer: Pick<Mailer, 'enqueue' | 'flush'>;
  reports: ReportRendering;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The e-mail's text (docs/templates.md). */
  templates: Pick<TemplateStore, 'parts'>;
};

const errors = reportScheduleMessages.errors;

/** The creator as the reports see them, or why there is none to build the report for. */
async function creatorViewer(db: Db, schedule: ReportScheduleRow): Promise<Viewer> {
  const creator = schedule.createdById ? await findUserById(db, schedule.createdById) : undefined;
  if (!creator) throw new AppError('FORBIDDEN', undefined, { message: errors.creatorMissing });
  if (!creator.isActive)
    throw new AppError('FORBIDDEN', undefined, { message: errors.creatorInactive });
  return resolveViewer(db, {
    userId: creator.id,
    role: creator.role,
    sessionId: 'report-schedule',
  });
}

const dayInWords = (isoDay: string) => isoDay.split('-').reverse().join('/');

/**
 * docs/reports.md#scheduled-reports: the period of a sending is named by its frequency ("Semana
 * anterior (16/11/2026 – 22/11/2026)"), not as the custom range it is asked as; a report about
 * the situation now keeps its "Ahora".
 */
function periodOfSending(
  result: ReportResult,
  frequency: ReportScheduleRow['frequency'],
  days: { from: string; to: string },
): ReportResult {
  const [period, ...others] = result.appliedFilters;
  if (!period || period.value === reportCoreMessages.periodNow) return result;
  const value = reportCoreMessages.periodInWords(
    reportScheduleMessages.periods[frequency],
    dayInWords(days.from),
    dayInWords(days.to),
  );
  return { ...result, appliedFilters: [{ ...period, value }, ...others] };
}

/** The schedule's report for the days the occurrence covers, and its file. */
export async function buildScheduledReport(
  deps: Pick<DeliveryDeps, 'db' | 'reports'>,
  schedule: ReportScheduleRow,
  occurrence: Date,
  now: Date,
): Promise<{ result: ReportResult; file: MailAttachment }> {
  const viewer = await creatorViewer(deps.db, schedule);
  const days = occurrencePeriod(schedule.frequency, occurrence);
  const query = { period: 'custom', ...days, ...schedule.filters } satisfies ReportQuery;
  const result = periodOfSending(
    await deps.reports.run(viewer, schedule.family, schedule.type, query, now),
    schedule.frequency,
    days,
  );
  const file = await deps.reports.render(result, schedule.format);
  return {
    result,
    file: { fileName: file.fileName, contentType: file.contentType, content: file.body },
  };
}

type Built = { result: ReportResult; file: MailAttachment } | { error: string };

async function build(
  deps: DeliveryDeps,
  schedule: ReportScheduleRow,
  occurrence: Date,
  now: Date,
): Promise<Built> {
  try {
    return await buildScheduledReport(deps, schedule, occurrence, now);
  } catch (error) {
    // A report that cannot be built is recorded, never retried in a loop: the next occurrence
    // tries again. Our own refusals carry their Spanish reason; anything else is logged.
    if (error instanceof AppError && error.statusCode < 500) return { error: error.message };
    deps.log.error({ err: error, scheduleId: schedule.id }, 'scheduled report failed');
    return { error: errors.reportFailed };
  }
}

/**
 * Sends one occurrence: the job's (`manual` false: only while it is still the schedule's next
 * one) or "Enviar ahora" (`manual` true: the moment of the click). Returns the deliveries it
 * recorded, or null when another runner had already taken the occurrence.
 */
export async function deliverOccurrence(
  deps: DeliveryDeps,
  schedule: ReportScheduleRow,
  options: { occurrence: Date; manual: boolean; now: Date },
): Promise<ReportDeliveryView[] | null> {
  const { occurrence, manual, now } = options;
  const built = await build(deps, schedule, occurrence, now);
  const parts = await deps.templates.parts('scheduledReport');
  const ids = await deps.db.transaction(async (tx) => {
    const locked = await lockSchedule(tx, schedule.id, manual ? null : occurrence);
    if (!locked) return null;
    const recorded: string[] = [];
    if ('error' in built) {
      const id = await insertDelivery(tx, {
        scheduleId: locked.id,
        occurrence,
        manual,
        recipient: null,
        status: 'FAILED',
        error: built.error,
      });
      if (id) recorded.push(id);
    } else {
      const unsubscribed = await unsubscribedOf(tx, locked.id);
      for (const recipient of locked.recipients) {
        const skipped = unsubscribed.has(recipient);
        const id = await insertDelivery(tx, {
          scheduleId: locked.id,
          occurrence,
          manual,
          recipient,
          status: skipped ? 'SKIPPED_UNSUBSCRIBED' : 'QUEUED',
          fileName: built.file.fileName,
        });
        if (!id) continue;
        recorded.push(id);
        if (skipped) continue;
        const links = unsubscribeLinks(deps.publicUrl, deps.tokens.sign(locked.id, recipient));
        const mailId = await deps.mailer.enqueue(
          tx,
          scheduledReportMail({ parts, schedule: locked, ...built, to: recipient, links }),
        );
        await setDeliveryMail(tx, id, mailId);
      }
    }
    await updateScheduleRun(tx, locked.id, {
      lastRunAt: now,
      // A missed occurrence (every instance down) is sent once; the schedule moves past now.
      ...(manual
        ? {}
        : {
            nextRunAt: nextOccurrence(
              locked,
              new Date(Math.max(occurrence.getTime(), now.getTime())),
            ),
          }),
    });
    return recorded;
  });
  if (ids === null) return null;
  void deps.mailer.flush();
  return deliveriesByIds(deps.db, ids);
}

/** The job: every schedule whose occurrence has come, each sent once (docs/jobs.md#schedules). */
export async function runDueReportSchedules(
  deps: DeliveryDeps,
  now: Date = new Date(),
): Promise<number> {
  let sent = 0;
  const seen = new Set<string>();
  for (;;) {
    const due = (await findDueSchedules(deps.db, now, 20)).filter((row) => !seen.has(row.id));
    // Nothing left, or only schedules another runner holds right now: leave them to it.
    if (due.length === 0) return sent;
    for (const schedule of due) {
      seen.add(schedule.id);
      const result = await deliverOccurrence(deps, schedule, {
        occurrence: schedule.nextRunAt!,
        manual: false,
        now,
      });
      if (result) sent += 1;
    }
  }
}
