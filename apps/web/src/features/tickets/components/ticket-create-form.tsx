import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TICKET_PRIORITIES, ticketMessages, ticketWorkspaceMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { FieldMessage, describedBy } from '../../../components/ui/field-message';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useCreateTicket } from '../api/create-ticket';
import { usePublicDepartments } from '../api/get-public-departments';
import { usePublicProducts } from '../api/get-public-products';
import { loadTicketValidation } from '../api/load-ticket-validation';
import type { CreateTicketFormOutput, CreateTicketFormValues } from '../api/ticket-validation';

const text = ticketWorkspaceMessages.create;
const priorityOptions = ticketMessages.publicForm.priorityOptions;
const resolver = lazyResolver(() =>
  loadTicketValidation().then((module) => module.createTicketResolver),
);
const controlClasses = 'block w-full rounded-md border bg-white px-3 text-base text-ink';

/**
 * Title, description, department, its products (when it has some) and priority
 * (docs/product/tickets.md#client-portal).
 */
export function TicketCreateForm() {
  const navigate = useNavigate();
  const createTicket = useCreateTicket();
  const departments = usePublicDepartments();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    trigger,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CreateTicketFormValues, unknown, CreateTicketFormOutput>({
    resolver,
    defaultValues: {
      title: '',
      description: '',
      departmentId: '',
      priority: 'MEDIA',
      productIds: [],
    },
    // A field that showed an error is re-checked as it changes, not on blur: a message that
    // vanished on blur moved the form under the pointer and the next click missed
    // (docs/decisions/0006-revalidate-on-change.md).
    reValidateMode: 'onChange',
  });
  const departmentId = useWatch({ control, name: 'departmentId' });
  const productIds = useWatch({ control, name: 'productIds' }) ?? [];
  // Controlled: an uncontrolled radio lost clicks after a failed submit re-rendered the form.
  const selectedPriority = useWatch({ control, name: 'priority' });
  const products = usePublicProducts(departmentId).data ?? [];

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const ticket = await createTicket.mutateAsync(input);
      notify.success(text.success(ticket.number));
      void navigate(`/tickets/${ticket.id}`);
    } catch (error) {
      applyServerFieldErrors(error, setError, [
        'title',
        'description',
        'departmentId',
        'priority',
        'productIds',
      ]);
      const message = messageOf(error, text.failure);
      setFailure(message);
      notify.error(message);
    }
  });

  const departmentError = errors.departmentId?.message;
  const descriptionError = errors.description?.message;
  // A select is committed on change: re-check it then, so its message does not vanish (and
  // shift the form) on the next click elsewhere.
  const departmentRegistration = register('departmentId', {
    onChange: () => {
      setValue('productIds', []);
      if (departmentError) void trigger('departmentId');
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        id="ticket-title"
        label={text.title}
        placeholder={text.titlePlaceholder}
        error={errors.title?.message}
        {...register('title')}
      />
      <div>
        <label htmlFor="ticket-description" className="mb-1 block text-sm font-medium text-ink">
          {text.description}
        </label>
        <p id="ticket-description-hint" className="mb-1 text-sm text-muted">
          {text.descriptionHint}
        </p>
        <textarea
          id="ticket-description"
          rows={6}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={describedBy(
            'ticket-description-hint',
            descriptionError && 'ticket-description-error',
          )}
          className={cn(
            controlClasses,
            'py-3',
            descriptionError ? 'border-error-border' : 'border-line-strong',
          )}
          {...register('description')}
        />
        {descriptionError ? (
          <FieldMessage id="ticket-description-error" message={descriptionError} />
        ) : null}
      </div>
      <div>
        <label htmlFor="ticket-department" className="mb-1 block text-sm font-medium text-ink">
          {text.department}
        </label>
        <select
          id="ticket-department"
          aria-invalid={departmentError ? true : undefined}
          aria-describedby={describedBy(departmentError && 'ticket-department-error')}
          className={cn(
            controlClasses,
            'h-12',
            departmentError ? 'border-error-border' : 'border-line-strong',
          )}
          {...departmentRegistration}
        >
          <option value="">{text.departmentPlaceholder}</option>
          {(departments.data ?? []).map((department) => (
            <option key={department.id} value={department.id}>
              {department.name}
            </option>
          ))}
        </select>
        {departmentError ? (
          <FieldMessage id="ticket-department-error" message={departmentError} />
        ) : null}
        {departments.isError ? (
          <p className="mt-1 text-sm text-error">{text.departmentsFailed}</p>
        ) : null}
      </div>
      {products.length > 0 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{text.products}</legend>
          <ul className="space-y-2">
            {products.map((product) => (
              <li key={product.id}>
                <label className="flex min-h-11 items-center gap-3 rounded-md border border-line px-3">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand"
                    checked={productIds.includes(product.id)}
                    onChange={(event) =>
                      setValue(
                        'productIds',
                        event.target.checked
                          ? [...productIds, product.id]
                          : productIds.filter((id) => id !== product.id),
                      )
                    }
                  />
                  <span className="flex-1 text-ink">{product.name}</span>
                  <span className="text-muted tabular-nums">{formatMoney(product.price)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{text.priority}</legend>
        <div className="space-y-2">
          {TICKET_PRIORITIES.map((priority) => (
            <label
              key={priority}
              className="flex min-h-11 items-center gap-3 rounded-md border border-line px-3"
            >
              <input
                type="radio"
                name="priority"
                value={priority}
                checked={selectedPriority === priority}
                onChange={() => setValue('priority', priority, { shouldDirty: true })}
                className="size-5 accent-brand"
              />
              <span className="text-ink">{priorityOptions[priority]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {failure ? <InlineAlert>{failure}</InlineAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
