import type { PublicTicketFields } from '@atiende/contracts';

/** The form's checked values: the contact fields the organisation made optional may be null. */
export type PublicTicketSubmission = Omit<
  PublicTicketFields,
  'customerPhone' | 'clientBusiness' | 'clientCargo'
> & {
  customerPhone: string | null;
  clientBusiness: string | null;
  clientCargo: string | null;
};

/**
 * docs/product/public-form.md: the single-valued multipart fields, by their exact names and in this
 * order.
 */
export const PUBLIC_TICKET_TEXT_FIELDS = [
  'title',
  'description',
  'customerName',
  'customerEmail',
  'customerPhone',
  'clientBusiness',
  'clientCargo',
  'departmentId',
  'priority',
] as const satisfies ReadonlyArray<keyof PublicTicketFields>;

/**
 * The body of POST /tickets/public: the text fields, one `productIds` part per chosen product (our
 * addition to docs/product/public-form.md) and one `attachments` part per file, files last so the
 * server has every field before it starts streaming them.
 */
export function buildPublicTicketFormData(
  fields: PublicTicketSubmission,
  files: readonly File[],
): FormData {
  const body = new FormData();
  // A contact field the organisation made optional may be null (docs/settings.md#public-form).
  for (const name of PUBLIC_TICKET_TEXT_FIELDS) body.append(name, fields[name] ?? '');
  for (const productId of fields.productIds) body.append('productIds', productId);
  for (const file of files) body.append('attachments', file, file.name);
  return body;
}
