import { useQuery } from '@tanstack/react-query';
import {
  messageResponseSchema,
  slaCalendarEnvelopeSchema,
  slaCalendarListResponseSchema,
  slaPolicyEnvelopeSchema,
  slaPolicyListResponseSchema,
  type SlaCalendarInput,
  type SlaPolicyInput,
} from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { apiQueryOptions, useChangeMutation, type ChangeEffects } from '../../../lib/api-query';

/** One key factory for the feature (docs/conventions.md#web-data-layer). */
export const slaKeys = {
  all: ['sla'] as const,
  policies: () => [...slaKeys.all, 'policies'] as const,
  calendars: () => [...slaKeys.all, 'calendars'] as const,
};

/** GET /api/sla/policies: administrators and leads, the default policy first. */
export function usePolicies(isEnabled: boolean) {
  const request = { path: '/sla/policies', schema: slaPolicyListResponseSchema };
  return useQuery({
    ...apiQueryOptions(slaKeys.policies(), request),
    select: (data) => data.policies,
    enabled: isEnabled,
  });
}

/** GET /api/sla/calendars: with their weekly minutes and how many policies use each. */
export function useCalendars(isEnabled: boolean) {
  const request = { path: '/sla/calendars', schema: slaCalendarListResponseSchema };
  return useQuery({
    ...apiQueryOptions(slaKeys.calendars(), request),
    select: (data) => data.calendars,
    enabled: isEnabled,
  });
}

export function savePolicy({ id, body }: { id: string | null; body: SlaPolicyInput }) {
  const path = id ? `/sla/policies/${id}` : '/sla/policies';
  return apiSend(id ? 'PUT' : 'POST', path, body, slaPolicyEnvelopeSchema).then(
    (data) => data.policy,
  );
}

/** DELETE /api/sla/policies/{id}: 409 SLA_DEFAULT_POLICY_REQUIRED for the default one. */
export function deletePolicy(id: string) {
  return apiSend('DELETE', `/sla/policies/${id}`, undefined, messageResponseSchema);
}

export function saveCalendar({ id, body }: { id: string | null; body: SlaCalendarInput }) {
  const path = id ? `/sla/calendars/${id}` : '/sla/calendars';
  return apiSend(id ? 'PUT' : 'POST', path, body, slaCalendarEnvelopeSchema).then(
    (data) => data.calendar,
  );
}

/** DELETE /api/sla/calendars/{id}: 409 SLA_CALENDAR_IN_USE while a policy uses it. */
export function deleteCalendar(id: string) {
  return apiSend('DELETE', `/sla/calendars/${id}`, undefined, messageResponseSchema);
}

/** Policies show their calendar's name and calendars their policy count: both lists refresh. */
const slaChanges: ChangeEffects = { queryKeys: [slaKeys.policies(), slaKeys.calendars()] };

export const useSavePolicy = () => useChangeMutation(savePolicy, slaChanges);
export const useDeletePolicy = () => useChangeMutation(deletePolicy, slaChanges);
export const useSaveCalendar = () => useChangeMutation(saveCalendar, slaChanges);
export const useDeleteCalendar = () => useChangeMutation(deleteCalendar, slaChanges);
