import { useMemo, useState } from 'react';
import { useController, useForm, useWatch, type Path } from 'react-hook-form';
import {
  CARGO_LABELS,
  CARGO_VALUES,
  DEFAULT_TICKET_PRIORITY,
  pageMessages,
  ticketMessages,
  type PublicTicketResponse,
} from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { Select } from '../../../components/ui/select';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notify } from '../../../lib/notify';
import { bindFields } from '../../../lib/bind-fields';
import { useCreatePublicTicket } from '../api/create-public-ticket';
import { usePublicDepartments } from '../api/get-public-departments';
import { usePublicProducts } from '../api/get-public-products';
import { loadPublicTicketValidation } from '../api/load-public-ticket-validation';
import { createRandomId } from '../api/multipart-upload';
import {
  PUBLIC_TICKET_TEXT_FIELDS,
  type PublicTicketSubmission,
} from '../api/public-ticket-form-data';
import type { PublicOrganization } from '../../../lib/organization';
import type { PublicTicketFormValues } from '../api/public-ticket-validation';
import {
  AttachmentPicker,
  removeButtonId,
} from '../../../components/attachments/attachment-picker';
import { UploadProgress } from '../../../components/attachments/upload-progress';
import { useAttachments } from '../../../lib/use-attachments';
import { FormSection } from './form-section';
import { PriorityOptions } from './priority-options';
import { ProductOptions } from './product-options';

const text = ticketMessages.publicForm;
const ID_PREFIX = 'public-ticket';
const fields = text.fields;

type PublicFormOptions = PublicOrganization['publicForm'];

/** A contact field's label under its mode: "(opcional)" when it may stay blank. */
const labelFor = (label: string, mode: PublicFormOptions['phone']) =>
  mode === 'optional' ? `${label} ${pageMessages.form.optional}` : label;

const DEFAULT_VALUES: PublicTicketFormValues = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  clientBusiness: '',
  clientCargo: '',
  title: '',
  description: '',
  departmentId: '',
  priority: DEFAULT_TICKET_PRIORITY,
  productIds: [],
};

/** Fields a 400's `error.details` may name (they carry the multipart names). */
const SERVER_FIELDS: ReadonlyArray<Path<PublicTicketFormValues>> = [
  ...PUBLIC_TICKET_TEXT_FIELDS,
  'productIds',
];

const CARGO_OPTIONS = CARGO_VALUES.map((value) => ({ value, label: CARGO_LABELS[value] }));

/**
 * docs/product/public-form.md: the server's message, else the error's, else "Error desconocido".
 */
function failureDetail(error: unknown): string {
  return error instanceof Error && error.message ? error.message : text.unknownError;
}

/**
 * docs/product/public-form.md public ticket form. Checked on submit only
 * (docs/product/public-form.md: nothing is sent while invalid and no summary is shown); each
 * message sits under its field and focus goes to the first one; a field that showed an error is
 * checked again on blur.
 */
export function PublicTicketForm({
  onCreated,
  options,
}: {
  onCreated: (ticket: PublicTicketResponse) => void;
  /** docs/settings.md#public-form: which contact fields it asks and which departments it offers. */
  options: PublicFormOptions;
}) {
  const { phone, business, cargo } = options;
  const resolver = useMemo(
    () =>
      lazyResolver<PublicTicketFormValues, PublicTicketSubmission>(() =>
        loadPublicTicketValidation().then((module) =>
          module.publicTicketResolverFor({ phone, business, cargo }),
        ),
      ),
    [phone, business, cargo],
  );
  const form = useForm<PublicTicketFormValues, unknown, PublicTicketSubmission>({
    resolver,
    defaultValues: DEFAULT_VALUES,
    // A field that showed an error is re-checked as it changes, not on blur: a message that
    // vanished on blur moved the form under the pointer and the next click missed
    // (docs/decisions/0006-revalidate-on-change.md).
    reValidateMode: 'onChange',
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { isSubmitting },
  } = form;
  const field = bindFields(form, 'public-ticket-');
  const attachments = useAttachments();
  const createTicket = useCreatePublicTicket();
  // docs/conventions.md#reliability: one key per form fill, so a double tap or a retry makes one
  // ticket.
  const [idempotencyKey] = useState(createRandomId);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverFileErrors, setServerFileErrors] = useState<readonly string[]>([]);

  const allDepartments = usePublicDepartments();
  const offered = options.departmentIds;
  const departments =
    offered.length > 0
      ? allDepartments.filter((department) => offered.includes(department.id))
      : allDepartments;
  const departmentId = useWatch({ control, name: 'departmentId' });
  const products = usePublicProducts(departmentId);
  const { field: productsField, fieldState: productsState } = useController({
    control,
    name: 'productIds',
  });

  const onSubmit = handleSubmit(async (values) => {
    const invalidFile = attachments.firstInvalid;
    if (invalidFile) {
      document.getElementById(removeButtonId(ID_PREFIX, invalidFile.id))?.focus();
      return;
    }
    const files = attachments.attachments.map((attachment) => attachment.file);
    setFailure(null);
    setServerFileErrors([]);
    setUploadPercent(files.length > 0 ? 0 : null);
    try {
      const ticket = await createTicket.mutateAsync({
        fields: values,
        files,
        idempotencyKey,
        onUploadProgress: files.length > 0 ? setUploadPercent : undefined,
      });
      notify.success(text.success);
      onCreated(ticket);
    } catch (error) {
      const fileErrors = fieldErrorsOf(error)
        .filter((detail) => detail.field.startsWith('attachments'))
        .map((detail) => detail.message);
      setServerFileErrors(fileErrors);
      // One toast per outcome: a failure the fields carry is said under them only.
      if (applyServerFieldErrors(error, setError, SERVER_FIELDS) || fileErrors.length > 0) return;
      const message = text.failure(failureDetail(error));
      notify.error(message);
      setFailure(message);
    } finally {
      setUploadPercent(null);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormSection legend={text.sections.client}>
        <TextField {...field('customerName')} label={fields.clientName} autoComplete="name" />
        <TextField
          {...field('customerEmail')}
          label={fields.clientEmail}
          hint={fields.clientEmailHint}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
        />
        {phone === 'hidden' ? null : (
          <TextField
            {...field('customerPhone')}
            label={labelFor(fields.clientPhone, phone)}
            type="tel"
            autoComplete="tel"
            placeholder={fields.clientPhonePlaceholder}
          />
        )}
        {business === 'hidden' ? null : (
          <TextField
            {...field('clientBusiness')}
            label={labelFor(fields.clientBusiness, business)}
            autoComplete="organization"
          />
        )}
        {cargo === 'hidden' ? null : (
          <Select
            {...field('clientCargo')}
            label={labelFor(fields.clientCargo, cargo)}
            placeholder={fields.cargoPlaceholder}
            options={CARGO_OPTIONS}
            autoComplete="organization-title"
          />
        )}
      </FormSection>

      <FormSection legend={text.sections.details}>
        <TextField {...field('title')} label={fields.title} placeholder={fields.titlePlaceholder} />
        <TextareaField
          {...field('description')}
          label={fields.description}
          hint={fields.descriptionHint}
        />
        <Select
          {...field('departmentId', {
            // Products belong to one department: a new department starts with none chosen.
            onChange: () => setValue('productIds', []),
          })}
          label={fields.department}
          placeholder={fields.departmentPlaceholder}
          options={departments.map(({ id, name }) => ({ value: id, label: name }))}
        />
        <PriorityOptions registration={register('priority')} />
      </FormSection>

      {products.length > 0 ? (
        <FormSection legend={text.sections.products} isOptional>
          <ProductOptions
            products={products}
            selectedIds={productsField.value ?? []}
            onChange={productsField.onChange}
            onBlur={productsField.onBlur}
            firstRef={productsField.ref}
            error={productsState.error?.message}
          />
        </FormSection>
      ) : null}

      <FormSection legend={text.sections.attachments} isOptional>
        <AttachmentPicker
          idPrefix={ID_PREFIX}
          attachments={attachments.attachments}
          onAdd={attachments.add}
          onRemove={attachments.remove}
          serverErrors={serverFileErrors}
        />
      </FormSection>

      <div className="space-y-4">
        {failure ? <InlineAlert>{failure}</InlineAlert> : null}
        {isSubmitting && uploadPercent !== null ? <UploadProgress percent={uploadPercent} /> : null}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? text.submitting : text.submit}
        </Button>
      </div>
    </form>
  );
}
