import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { pageMessages, ticketMessages, ticketWorkspaceMessages } from '@atiende/contracts';
import {
  AttachmentPicker,
  removeButtonId,
} from '../../../components/attachments/attachment-picker';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { Select } from '../../../components/ui/select';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, messageOf } from '../../../lib/api-error';
import { bindFields } from '../../../lib/bind-fields';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notify } from '../../../lib/notify';
import { useAttachments } from '../../../lib/use-attachments';
import { useCreateTicket } from '../api/create-ticket';
import { usePublicDepartments } from '../api/get-public-departments';
import { usePublicProducts } from '../api/get-public-products';
import { loadCreateTicketValidation } from '../api/load-ticket-validation';
import type { CreateTicketFormOutput, CreateTicketFormValues } from '../api/ticket-validation';
import {
  CREATE_FIELD_ORDER,
  firstInvalidField,
  relatedTicketNumber,
} from '../hooks/create-form-fields';
import { PriorityChoices, ProductChoices } from './ticket-create-choices';

const text = ticketWorkspaceMessages.create;
const ID_PREFIX = 'ticket';
const resolver = lazyResolver(() =>
  loadCreateTicketValidation().then((module) => module.createTicketResolver),
);

function defaultValuesFor(related: number | null): CreateTicketFormValues {
  return {
    title: '',
    description: related === null ? '' : text.relatedDescription(related),
    departmentId: '',
    priority: 'MEDIA',
    productIds: [],
  };
}

/**
 * Title, description, department, its products (when it has some), priority and files
 * (docs/tickets.md#creating-a-ticket, docs/product/tickets.md#client-portal). `?related=N` starts
 * the description with a reference to ticket #N, visible and editable.
 */
export function TicketCreateForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const createTicket = useCreateTicket();
  const departments = usePublicDepartments();
  const attachments = useAttachments();
  const [failure, setFailure] = useState<string | null>(null);
  const [serverFileErrors, setServerFileErrors] = useState<readonly string[]>([]);
  const form = useForm<CreateTicketFormValues, unknown, CreateTicketFormOutput>({
    resolver,
    defaultValues: defaultValuesFor(relatedTicketNumber(searchParams)),
    // Focus follows the reading order (onInvalid below), not the order errors come back in.
    shouldFocusError: false,
    // A field that showed an error is re-checked as it changes, not on blur
    // (docs/decisions/0006-revalidate-on-change.md).
    reValidateMode: 'onChange',
  });
  const {
    handleSubmit,
    setError,
    setFocus,
    setValue,
    trigger,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const field = bindFields(form, 'ticket-');
  const departmentId = useWatch({ control, name: 'departmentId' });
  const productIds = useWatch({ control, name: 'productIds' }) ?? [];
  const selectedPriority = useWatch({ control, name: 'priority' });
  const products = usePublicProducts(departmentId).data ?? [];

  const onInvalid = (invalid: FieldErrors<CreateTicketFormValues>) => {
    const first = firstInvalidField(invalid);
    if (first) setFocus(first);
  };

  const onValid = async (input: CreateTicketFormOutput) => {
    const invalidFile = attachments.firstInvalid;
    if (invalidFile) {
      document.getElementById(removeButtonId(ID_PREFIX, invalidFile.id))?.focus();
      return;
    }
    setFailure(null);
    setServerFileErrors([]);
    try {
      const files = attachments.attachments.map((attachment) => attachment.file);
      const ticket = await createTicket.mutateAsync({ input, files });
      notify.success(text.success(ticket.number));
      void navigate(`/tickets/${ticket.id}`);
    } catch (error) {
      const fileErrors = fieldErrorsOf(error)
        .filter((detail) => detail.field.startsWith('attachments'))
        .map((detail) => detail.message);
      setServerFileErrors(fileErrors);
      // One toast per outcome: a failure the fields carry is said under them only.
      if (applyServerFieldErrors(error, setError, CREATE_FIELD_ORDER) || fileErrors.length > 0) {
        return;
      }
      const message = messageOf(error, text.failure);
      setFailure(message);
      notify.error(message);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-5">
      <TextField {...field('title')} label={text.title} placeholder={text.titlePlaceholder} />
      <TextareaField
        {...field('description')}
        label={text.description}
        hint={text.descriptionHint}
        rows={6}
      />
      <div>
        <Select
          {...field('departmentId', {
            // A select is committed on change: re-check it then, so its message does not vanish
            // (and shift the form) on the next click elsewhere.
            onChange: () => {
              setValue('productIds', []);
              if (errors.departmentId) void trigger('departmentId');
            },
          })}
          id="ticket-department"
          label={text.department}
          placeholder={text.departmentPlaceholder}
          options={(departments.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
        />
        {departments.isError ? (
          <p className="mt-1 text-sm text-error">{text.departmentsFailed}</p>
        ) : null}
      </div>
      {products.length > 0 ? (
        <ProductChoices
          products={products}
          selectedIds={productIds}
          onChange={(ids) => setValue('productIds', ids)}
        />
      ) : null}
      <PriorityChoices
        value={selectedPriority}
        onChange={(priority) => setValue('priority', priority, { shouldDirty: true })}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">
          {ticketMessages.publicForm.sections.attachments}{' '}
          <span className="font-normal text-muted">{pageMessages.form.optional}</span>
        </legend>
        <AttachmentPicker
          idPrefix={ID_PREFIX}
          attachments={attachments.attachments}
          onAdd={attachments.add}
          onRemove={attachments.remove}
          serverErrors={serverFileErrors}
        />
      </fieldset>
      {failure ? <InlineAlert>{failure}</InlineAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
