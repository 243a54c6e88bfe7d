import { z } from 'zod';
import { reportMessages } from '../messages/es/reports';
import { paginationSchema } from './api';
import { reportDeliverySchema, reportScheduleInputSchema, reportScheduleSchema } from './reports';

/**
 * docs/reports.md#scheduled-reports: the requests and answers of `/api/reports/schedules` and
 * `/api/reports/deliveries`, and the public unsubscribe.
 */

const v = reportMessages.validation;

type FrequencyFields = {
  frequency: 'daily' | 'weekly' | 'monthly';
  weekday: number | null;
  monthDay: number | null;
};

/** A weekly schedule needs its weekday, a monthly one its day of the month. */
export function checkScheduleDay(value: FrequencyFields, ctx: z.RefinementCtx): void {
  if (value.frequency === 'weekly' && value.weekday === null)
    ctx.addIssue({ code: 'custom', path: ['weekday'], message: v.weekdayRequired });
  if (value.frequency === 'monthly' && value.monthDay === null)
    ctx.addIssue({ code: 'custom', path: ['monthDay'], message: v.monthDayRequired });
}

/** `POST /api/reports/schedules`. */
export const reportScheduleCreateSchema = reportScheduleInputSchema.superRefine(checkScheduleDay);
export type ReportScheduleCreate = z.output<typeof reportScheduleCreateSchema>;

/** `PATCH /api/reports/schedules/:id`: any of the fields; the result is checked whole. */
export const reportSchedulePatchSchema = reportScheduleInputSchema.partial();
export type ReportSchedulePatch = z.output<typeof reportSchedulePatchSchema>;

/** A schedule as the page lists it: plus the recipients who unsubscribed. */
export const reportScheduleViewSchema = reportScheduleSchema.extend({
  unsubscribed: z.array(z.string()),
});
export type ReportScheduleView = z.infer<typeof reportScheduleViewSchema>;

export const reportScheduleListSchema = z.object({ schedules: z.array(reportScheduleViewSchema) });
export const reportScheduleEnvelopeSchema = z.object({ schedule: reportScheduleViewSchema });

/** `GET /api/reports/deliveries?scheduleId=&page=`: newest first, 20 a page. */
export const reportDeliveriesQuerySchema = z.object({
  scheduleId: z.uuid({ error: v.idInvalid }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const REPORT_DELIVERIES_PAGE_SIZE = 20;

export const reportDeliveryViewSchema = reportDeliverySchema.extend({ manual: z.boolean() });
export type ReportDeliveryView = z.infer<typeof reportDeliveryViewSchema>;

export const reportDeliveryListSchema = z.object({
  deliveries: z.array(reportDeliveryViewSchema),
  pagination: paginationSchema,
});

/** `POST /api/reports/schedules/:id/send-now`: what that sending recorded. */
export const reportSendNowSchema = z.object({ deliveries: z.array(reportDeliveryViewSchema) });

/** `POST /api/reports/unsubscribe` (public): the token of the e-mail's link. */
export const reportUnsubscribeInputSchema = z.object({
  token: z.string().min(1).max(1000),
});
export const reportUnsubscribeResultSchema = z.object({
  scheduleName: z.string(),
  email: z.string(),
});
export type ReportUnsubscribeResult = z.infer<typeof reportUnsubscribeResultSchema>;
