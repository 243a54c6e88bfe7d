import { useQuery } from '@tanstack/react-query';
import { messageResponseSchema } from '@atiende/contracts';
import {
  reportCatalogueSchema,
  reportDeliveryListSchema,
  reportScheduleEnvelopeSchema,
  reportScheduleListSchema,
  reportSendNowSchema,
  reportUnsubscribeResultSchema,
  type ReportScheduleCreate,
  type ReportSchedulePatch,
} from '@atiende/contracts/reports';
import { apiGet, apiSend } from '../../../../lib/api';
import { useChangeMutation } from '../../../../lib/api-query';

/** docs/conventions.md#web-data-layer: the keys of the scheduled reports' page. */
export const reportScheduleKeys = {
  all: ['report-schedules'] as const,
  list: () => [...reportScheduleKeys.all, 'list'] as const,
  deliveries: (scheduleId: string | null, page: number) =>
    [...reportScheduleKeys.all, 'deliveries', scheduleId, page] as const,
  catalogue: () => [...reportScheduleKeys.all, 'catalogue'] as const,
};

/** GET /api/reports/schedules: every schedule (a lead: their own). */
export function useReportSchedules() {
  return useQuery({
    queryKey: reportScheduleKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiGet('/reports/schedules', reportScheduleListSchema, { signal })).schedules,
  });
}

/** GET /api/reports: the report picker's families, types, departments and técnicos. */
export function useReportCatalogue() {
  return useQuery({
    queryKey: reportScheduleKeys.catalogue(),
    queryFn: ({ signal }) => apiGet('/reports', reportCatalogueSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/reports/deliveries?scheduleId=&page=: the history, newest first. */
export function useReportDeliveries(scheduleId: string | null, page: number) {
  return useQuery({
    queryKey: reportScheduleKeys.deliveries(scheduleId, page),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page) });
      if (scheduleId) query.set('scheduleId', scheduleId);
      return apiGet(`/reports/deliveries?${query}`, reportDeliveryListSchema, { signal });
    },
    placeholderData: (previous) => previous,
  });
}

/** POST /api/reports/schedules or PATCH /api/reports/schedules/{id}. */
export function useSaveReportSchedule() {
  return useChangeMutation(
    async ({ id, body }: { id: string | null; body: ReportScheduleCreate | ReportSchedulePatch }) =>
      (
        await apiSend(
          id ? 'PATCH' : 'POST',
          id ? `/reports/schedules/${id}` : '/reports/schedules',
          body,
          reportScheduleEnvelopeSchema,
        )
      ).schedule,
    { queryKeys: [reportScheduleKeys.all] },
  );
}

/** DELETE /api/reports/schedules/{id}. */
export function useDeleteReportSchedule() {
  return useChangeMutation(
    (id: string) => apiSend('DELETE', `/reports/schedules/${id}`, undefined, messageResponseSchema),
    { queryKeys: [reportScheduleKeys.all] },
  );
}

/** POST /api/reports/schedules/{id}/send-now: "Enviar ahora". */
export function useSendReportNow() {
  return useChangeMutation(
    async (id: string) =>
      (await apiSend('POST', `/reports/schedules/${id}/send-now`, {}, reportSendNowSchema))
        .deliveries,
    { queryKeys: [reportScheduleKeys.all] },
  );
}

/** POST /api/reports/unsubscribe (no session): the e-mail's personal link. */
export function unsubscribeFromReport(token: string) {
  return apiSend('POST', '/reports/unsubscribe', { token }, reportUnsubscribeResultSchema);
}
