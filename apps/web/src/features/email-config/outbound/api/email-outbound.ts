import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NamedPeriod } from '@atiende/contracts';
import {
  emailConfigSchema,
  emailResendResponseSchema,
  emailStatsSchema,
  emailTestResponseSchema,
  failedEmailListSchema,
  type EmailConfigInput,
} from '@atiende/contracts/email';
import { apiGet, apiSend } from '../../../../lib/api';

/** docs/conventions.md#web-data-layer: the key factory of the «Envío» tab. */
export const emailOutboundKeys = {
  all: ['email', 'outbound'] as const,
  config: () => [...emailOutboundKeys.all, 'config'] as const,
  stats: (period: NamedPeriod) => [...emailOutboundKeys.all, 'stats', period] as const,
  failed: (page: number) => [...emailOutboundKeys.all, 'failed', page] as const,
};

/** GET /api/email/config: the settings in effect, the password only as set or not. */
export function useEmailConfig() {
  return useQuery({
    queryKey: emailOutboundKeys.config(),
    queryFn: ({ signal }) => apiGet('/email/config', emailConfigSchema, { signal }),
  });
}

/** PUT /api/email/config: the answer is the settings in effect, kept as the query's data. */
export function useSaveEmailConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailConfigInput) =>
      apiSend('PUT', '/email/config', body, emailConfigSchema),
    onSuccess: (config) => queryClient.setQueryData(emailOutboundKeys.config(), config),
  });
}

/** POST /api/email/test-connection: always an outcome with a Spanish message. */
export function useTestEmailConnection() {
  return useMutation({
    mutationFn: () => apiSend('POST', '/email/test-connection', undefined, emailTestResponseSchema),
  });
}

/** POST /api/email/send-test: one recipient; the figures change when it went. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: (to: string) =>
      apiSend('POST', '/email/send-test', { to }, emailTestResponseSchema),
  });
}

/** GET /api/email/stats: the period's messages by Lima day. */
export function useEmailStats(period: NamedPeriod) {
  return useQuery({
    queryKey: emailOutboundKeys.stats(period),
    queryFn: ({ signal }) =>
      apiGet('/email/stats', emailStatsSchema, { query: { period }, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/email/failed: the messages that failed for good, newest first. */
export function useFailedEmails(page: number) {
  return useQuery({
    queryKey: emailOutboundKeys.failed(page),
    queryFn: ({ signal }) =>
      apiGet('/email/failed', failedEmailListSchema, { query: { page, limit: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/email/messages/:id/resend: back in the queue; the list and the figures refresh. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend('POST', `/email/messages/${id}/resend`, undefined, emailResendResponseSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...emailOutboundKeys.all, 'failed'] }),
        queryClient.invalidateQueries({ queryKey: [...emailOutboundKeys.all, 'stats'] }),
      ]),
  });
}
