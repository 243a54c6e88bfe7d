import {
  isReportType,
  REPORT_DELIVERIES_PAGE_SIZE,
  REPORT_SCHEDULES_MAX,
  reportMessages,
  reportScheduleCreateSchema,
  reportScheduleMessages,
  type ReportDeliveryView,
  type ReportScheduleCreate,
  type ReportSchedulePatch,
  type ReportScheduleView,
} from '@atiende/contracts/reports';
import { and } from 'drizzle-orm';
import type { ReportScheduleRow } from '../../../db/schema/index';
import { AppError, validationError } from '../../../platform/errors';
import { offsetOf, paginationOf } from '../../../platform/pagination';
import { teamPanelScope, type Viewer } from '../../tickets/index';
import { deliverOccurrence, type DeliveryDeps } from './report-deliveries';
import {
  countSchedules,
  deleteSchedule,
  deliveriesOfOwner,
  deliveriesOfSchedule,
  findSchedule,
  findScheduleView,
  insertSchedule,
  insertUnsubscribe,
  listDeliveries,
  listSchedules,
  updateSchedule,
  type NewSchedule,
} from './report-schedules.repository';
import { nextOccurrence, occurrencePeriod } from './schedule-time';

/**
 * docs/reports.md#scheduled-reports: who may do what. Administrators see and edit every schedule;
 * a lead only those they created, and only of reports of their departments; técnicos and clients
 * get 403. A schedule the caller may not see answers 404, like one that does not exist.
 */

const forbidden = (message: string) => new AppError('FORBIDDEN', undefined, { message });
const notFound = () =>
  new AppError('NOT_FOUND', undefined, { message: reportMessages.errors.scheduleNotFound });

const SCOPE_MESSAGES = {
  roleForbidden: reportMessages.errors.forbidden,
  departmentForbidden: reportMessages.errors.departmentForbidden,
};

function assertManager(viewer: Viewer): void {
  if (viewer.role !== 'ADMIN' && viewer.role !== 'TECH_LEAD')
    throw forbidden(reportMessages.errors.forbidden);
}

/** Whose schedules the caller sees: every one (null) or their own. */
const ownerFilter = (viewer: Viewer) => (viewer.role === 'ADMIN' ? null : viewer.userId);

const canSee = (viewer: Viewer, row: { createdById: string | null }) =>
  viewer.role === 'ADMIN' || row.createdById === viewer.userId;

/** Each address once, trimmed and in lower case, in the order given. */
const normaliseRecipients = (recipients: readonly string[]) => [
  ...new Set(recipients.map((email) => email.trim().toLowerCase())),
];

function storedFields(input: ReportScheduleCreate, now: Date): Omit<NewSchedule, 'createdById'> {
  const timing = {
    frequency: input.frequency,
    weekday: input.frequency === 'weekly' ? input.weekday : null,
    monthDay: input.frequency === 'monthly' ? input.monthDay : null,
    hour: input.hour,
  };
  const filters = Object.fromEntries(
    Object.entries(input.filters).filter(([, value]) => value !== undefined),
  );
  return {
    name: input.name,
    family: input.family,
    type: input.type,
    filters,
    ...timing,
    format: input.format,
    recipients: normaliseRecipients(input.recipients),
    isActive: input.isActive,
    nextRunAt: input.isActive ? nextOccurrence(timing, now) : null,
  };
}

export type ReportSchedulesService = ReturnType<typeof createReportSchedulesService>;

export function createReportSchedulesService(deps: DeliveryDeps) {
  const { db } = deps;

  /**
   * The report a schedule names must exist and be the caller's to see: the same checks as
   * opening it (a lead's department, a técnico of theirs), by building it once for yesterday.
   */
  async function checkReport(viewer: Viewer, input: ReportScheduleCreate, now: Date) {
    if (!isReportType(input.family, input.type))
      throw new AppError(
        'VALIDATION_FAILED',
        [{ field: 'type', message: reportMessages.validation.typeUnknown }],
        { message: reportMessages.validation.typeUnknown },
      );
    teamPanelScope(viewer, input.filters.departmentId, SCOPE_MESSAGES);
    const query = {
      period: 'custom',
      ...occurrencePeriod('daily', now),
      ...input.filters,
    } as const;
    await deps.reports.run(viewer, input.family, input.type, query, now);
  }

  async function visible(viewer: Viewer, id: string): Promise<ReportScheduleRow> {
    assertManager(viewer);
    const row = await findSchedule(db, id);
    if (!row || !canSee(viewer, row)) throw notFound();
    return row;
  }

  async function view(id: string): Promise<ReportScheduleView> {
    const schedule = await findScheduleView(db, id);
    if (!schedule) throw notFound();
    return schedule;
  }

  return {
    async list(viewer: Viewer): Promise<ReportScheduleView[]> {
      assertManager(viewer);
      return listSchedules(db, ownerFilter(viewer));
    },

    async create(viewer: Viewer, input: ReportScheduleCreate, now = new Date()) {
      assertManager(viewer);
      if ((await countSchedules(db)) >= REPORT_SCHEDULES_MAX)
        throw new AppError('VALIDATION_FAILED', undefined, {
          message: reportMessages.validation.schedulesTooMany(REPORT_SCHEDULES_MAX),
        });
      await checkReport(viewer, input, now);
      const id = await insertSchedule(db, {
        ...storedFields(input, now),
        createdById: viewer.userId,
      });
      return view(id);
    },

    async update(viewer: Viewer, id: string, patch: ReportSchedulePatch, now = new Date()) {
      const row = await visible(viewer, id);
      const merged = reportScheduleCreateSchema.safeParse({
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
        ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
      });
      if (!merged.success) throw validationError(merged.error);
      const input = merged.data;
      const reportChanged =
        input.family !== row.family ||
        input.type !== row.type ||
        JSON.stringify(input.filters) !== JSON.stringify(row.filters);
      // The report is checked as the caller sees it; the e-mails keep being built as the creator.
      if (reportChanged) await checkReport(viewer, input, now);
      const fields = storedFields(input, now);
      const timingSame =
        row.isActive &&
        fields.isActive &&
        row.frequency === fields.frequency &&
        row.weekday === fields.weekday &&
        row.monthDay === fields.monthDay &&
        row.hour === fields.hour;
      await updateSchedule(db, id, timingSame ? { ...fields, nextRunAt: row.nextRunAt } : fields);
      return view(id);
    },

    async remove(viewer: Viewer, id: string): Promise<void> {
      await visible(viewer, id);
      await deleteSchedule(db, id);
    },

    /** "Enviar ahora": a one-off sending of the period its frequency covers, recorded. */
    async sendNow(viewer: Viewer, id: string, now = new Date()): Promise<ReportDeliveryView[]> {
      const row = await visible(viewer, id);
      const deliveries = await deliverOccurrence(deps, row, { occurrence: now, manual: true, now });
      if (!deliveries) throw notFound();
      return deliveries;
    },

    async deliveries(viewer: Viewer, query: { scheduleId?: string; page: number }) {
      assertManager(viewer);
      if (query.scheduleId) await visible(viewer, query.scheduleId);
      const owner = ownerFilter(viewer);
      const where = and(
        owner ? deliveriesOfOwner(owner) : undefined,
        query.scheduleId ? deliveriesOfSchedule(query.scheduleId) : undefined,
      );
      const page = { page: query.page, limit: REPORT_DELIVERIES_PAGE_SIZE };
      const { rows, total } = await listDeliveries(db, where, {
        limit: page.limit,
        offset: offsetOf(page),
      });
      return { deliveries: rows, pagination: paginationOf(page, total) };
    },

    /** The public link of an e-mail: stops that recipient, for that schedule only. */
    async unsubscribe(token: string) {
      const claim = deps.tokens.verify(token);
      const invalid = () =>
        new AppError('NOT_FOUND', undefined, {
          message: reportScheduleMessages.errors.unsubscribeInvalid,
        });
      if (!claim) throw invalid();
      const name = await insertUnsubscribe(db, claim.scheduleId, claim.email);
      if (name === null) throw invalid();
      return { scheduleName: name, email: claim.email };
    },
  };
}
