import { useMutation } from '@tanstack/react-query';
import { pageMessages, type PublicTicketResponse } from '@atiende/contracts';
import { ApiError, CLIENT_ERROR_CODES } from '../../../lib/api-error';
import { loadPublicTicketValidation } from './load-public-ticket-validation';
import { postMultipart } from './multipart-upload';
import { buildPublicTicketFormData, type PublicTicketSubmission } from './public-ticket-form-data';

export interface CreatePublicTicketInput {
  fields: PublicTicketSubmission;
  files: readonly File[];
  /**
   * One per form fill: a retry of the same fill creates one ticket
   * (docs/conventions.md#reliability).
   */
  idempotencyKey: string;
  onUploadProgress?: (percent: number) => void;
}

/** POST /tickets/public (multipart): the new ticket's id and number. */
export async function createPublicTicket({
  fields,
  files,
  idempotencyKey,
  onUploadProgress,
}: CreatePublicTicketInput): Promise<PublicTicketResponse> {
  const [data, { publicTicketResponseSchema }] = await Promise.all([
    postMultipart('/tickets/public', buildPublicTicketFormData(fields, files), {
      idempotencyKey,
      onUploadProgress,
    }),
    loadPublicTicketValidation(),
  ]);
  const parsed = publicTicketResponseSchema.safeParse(data);
  if (!parsed.success) {
    // Created, but the number cannot be read: say so rather than show a zod report.
    throw new ApiError(
      201,
      CLIENT_ERROR_CODES.invalidResponse,
      pageMessages.requestErrors.unexpectedResponse,
    );
  }
  return parsed.data;
}

/**
 * docs/conventions.md#web-data-layer keeps one retry for mutations (network errors, time-outs,
 * 5xx); the Idempotency-Key makes that retry safe.
 */
export function useCreatePublicTicket() {
  return useMutation({ mutationFn: createPublicTicket });
}
