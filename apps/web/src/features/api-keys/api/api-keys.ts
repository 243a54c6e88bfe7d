import { useMutation, useQuery } from '@tanstack/react-query';
import { messageResponseSchema } from '@atiende/contracts';
import {
  apiKeyCreatedResponseSchema,
  apiKeyEnvelopeSchema,
  apiKeyListResponseSchema,
  tokenTestResultSchema,
  type ApiKeyInput,
} from '@atiende/contracts/api-keys';
import { apiGet, apiSend } from '../../../lib/api';
import { useChangeMutation } from '../../../lib/api-query';

/** docs/conventions.md#web-data-layer: the key factory of /admin/api-management. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};

/** GET /api/api-keys (administrators). */
export function useApiKeys(options: { isEnabled: boolean }) {
  return useQuery({
    queryKey: apiKeyKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiGet('/api-keys', apiKeyListResponseSchema, { signal })).apiKeys,
    enabled: options.isEnabled,
  });
}

/** POST /api/api-keys: the answer carries the whole key, this once. */
export function useCreateApiKey() {
  return useChangeMutation(
    (body: ApiKeyInput) => apiSend('POST', '/api-keys', body, apiKeyCreatedResponseSchema),
    { queryKeys: [apiKeyKeys.all] },
  );
}

/** PUT /api/api-keys/{id}. */
export function useUpdateApiKey() {
  return useChangeMutation(
    async ({ id, body }: { id: string; body: ApiKeyInput }) =>
      (await apiSend('PUT', `/api-keys/${id}`, body, apiKeyEnvelopeSchema)).apiKey,
    { queryKeys: [apiKeyKeys.all] },
  );
}

/** POST /api/api-keys/{id}/revoke. */
export function useRevokeApiKey() {
  return useChangeMutation(
    async (id: string) =>
      (await apiSend('POST', `/api-keys/${id}/revoke`, undefined, apiKeyEnvelopeSchema)).apiKey,
    { queryKeys: [apiKeyKeys.all] },
  );
}

/** DELETE /api/api-keys/{id}. */
export function useDeleteApiKey() {
  return useChangeMutation(
    (id: string) => apiSend('DELETE', `/api-keys/${id}`, undefined, messageResponseSchema),
    { queryKeys: [apiKeyKeys.all] },
  );
}

/** POST /api/auth/token-test: nothing cached, the pasted text stays in the form. */
export function useTokenTest() {
  return useMutation({
    mutationFn: (token: string) =>
      apiSend('POST', '/auth/token-test', { token }, tokenTestResultSchema),
  });
}
