import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  heldMessageEnvelopeSchema,
  heldMessageListSchema,
  inboundSettingsEnvelopeSchema,
} from '@atiende/contracts';
import { apiGet, apiSend } from '../../../../lib/api';

/** docs/conventions.md#web-data-layer: the key factory of the inbound side of e-mail. */
export const inboundKeys = {
  all: ['email', 'inbound'] as const,
  settings: () => [...inboundKeys.all, 'settings'] as const,
  held: () => [...inboundKeys.all, 'held'] as const,
};

/** GET /api/email/inbound: the webhook's address and signing secret (administrators). */
export function useInboundSettings() {
  return useQuery({
    queryKey: inboundKeys.settings(),
    queryFn: ({ signal }) =>
      apiGet('/email/inbound', inboundSettingsEnvelopeSchema, { signal }).then(
        (data) => data.settings,
      ),
  });
}

/** POST /api/email/inbound/secret: a new secret; the old one stops working. */
export function useRegenerateSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiSend('POST', '/email/inbound/secret', undefined, inboundSettingsEnvelopeSchema),
    onSuccess: (data) => queryClient.setQueryData(inboundKeys.settings(), data.settings),
  });
}

/** GET /api/email/held: held e-mails of the tickets the caller sees. */
export function useHeldMessages() {
  return useQuery({
    queryKey: inboundKeys.held(),
    queryFn: ({ signal }) =>
      apiGet('/email/held', heldMessageListSchema, { signal }).then((data) => data.messages),
  });
}

/** POST /api/email/held/{id}/accept or /discard; the list reads again. */
export function useDecideHeld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accept' | 'discard' }) =>
      apiSend('POST', `/email/held/${id}/${decision}`, undefined, heldMessageEnvelopeSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboundKeys.held() }),
  });
}
