import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@atiende/contracts';
import {
  mailboxEnvelopeSchema,
  mailboxListSchema,
  mailboxTestResultSchema,
  type MailboxCreateInput,
  type MailboxUpdateInput,
} from '@atiende/contracts/mailboxes';
import { apiGet, apiSend } from '../../../../lib/api';

/** docs/conventions.md#web-data-layer: the key factory of the IMAP mailboxes. */
export const mailboxKeys = {
  all: ['email', 'mailboxes'] as const,
  list: () => [...mailboxKeys.all, 'list'] as const,
};

/** GET /api/email/mailboxes: the password only as set or not. */
export function useMailboxes() {
  return useQuery({
    queryKey: mailboxKeys.list(),
    queryFn: ({ signal }) =>
      apiGet('/email/mailboxes', mailboxListSchema, { signal }).then((data) => data.mailboxes),
  });
}

type SaveMailbox =
  { id: null; body: MailboxCreateInput } | { id: string; body: MailboxUpdateInput };

/** POST /api/email/mailboxes, or PUT /api/email/mailboxes/{id}; the list reads again. */
export function useSaveMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveMailbox) =>
      (id
        ? apiSend('PUT', `/email/mailboxes/${id}`, body, mailboxEnvelopeSchema)
        : apiSend('POST', '/email/mailboxes', body, mailboxEnvelopeSchema)
      ).then((data) => data.mailbox),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.list() }),
  });
}

/** DELETE /api/email/mailboxes/{id}. */
export function useDeleteMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend('DELETE', `/email/mailboxes/${id}`, undefined, messageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.list() }),
  });
}

/** POST /api/email/mailboxes/{id}/test: always an outcome with a Spanish message. */
export function useTestMailbox() {
  return useMutation({
    mutationFn: (id: string) =>
      apiSend('POST', `/email/mailboxes/${id}/test`, undefined, mailboxTestResultSchema),
  });
}

/** POST /api/email/mailboxes/{id}/poll: the mailbox with its new result, kept in the list. */
export function usePollMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend('POST', `/email/mailboxes/${id}/poll`, undefined, mailboxEnvelopeSchema).then(
        (data) => data.mailbox,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.list() }),
  });
}
