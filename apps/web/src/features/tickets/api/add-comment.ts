import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { ticketKeys } from './ticket-keys';
import { ticketPath } from './ticket-request';

export interface AddCommentInput {
  body: string;
  isInternal: boolean;
  files: readonly File[];
}

/** POST /api/tickets/:id/comments: JSON, or multipart with repeated `attachments` parts. */
export async function addComment(ticketId: string, input: AddCommentInput): Promise<Comment> {
  let body: unknown = { body: input.body, isInternal: input.isInternal };
  if (input.files.length > 0) {
    const form = new FormData();
    form.append('body', input.body);
    form.append('isInternal', String(input.isInternal));
    for (const file of input.files) form.append('attachments', file, file.name);
    body = form;
  }
  const path = ticketPath(ticketId, 'comments');
  return (await apiSend('POST', path, body, ticketSchema('commentEnvelopeSchema'))).comment;
}

export function useAddComment(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddCommentInput) => addComment(ticketId, input),
    onSuccess: () => {
      // The ticket itself may change too (first response, updatedAt, version).
      void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
