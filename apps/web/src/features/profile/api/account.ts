import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSession,
  ChangePasswordInput,
  UpdateProfileInput,
  User,
} from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';

const sessionsKey = ['account', 'sessions'] as const;

/** GET /api/account/sessions: the signed-in devices, this one marked. */
export function useAccountSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ sessions: AccountSession[] }>('/account/sessions', { signal })).sessions,
  });
}

export function updateProfile(input: UpdateProfileInput): Promise<User> {
  return apiRequest<{ user: User }>('/account/profile', { method: 'PUT', body: input }).then(
    (data) => data.user,
  );
}

/** The other sessions end; the answer says how many. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<{ revoked: number }>('/account/password', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/account/sessions/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ revoked: number }>('/account/sessions/revoke-others', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
