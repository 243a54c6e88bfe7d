import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountSessionsResponseSchema,
  meResponseSchema,
  revokedSessionsResponseSchema,
  type ChangePasswordInput,
  type UpdateProfileInput,
  type User,
} from '@atiende/contracts';
import { apiGet, apiSend } from '../../../lib/api';

const sessionsKey = ['account', 'sessions'] as const;

/** GET /api/account/sessions: the signed-in devices, this one marked. */
export function useAccountSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) =>
      (await apiGet('/account/sessions', accountSessionsResponseSchema, { signal })).sessions,
  });
}

export function updateProfile(input: UpdateProfileInput): Promise<User> {
  return apiSend('PUT', '/account/profile', input, meResponseSchema).then((data) => data.user);
}

/** The other sessions end; the answer says how many. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiSend('POST', '/account/password', input, revokedSessionsResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend('DELETE', `/account/sessions/${id}`, undefined, null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiSend('POST', '/account/sessions/revoke-others', undefined, revokedSessionsResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
