import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TICKET_PRIORITIES, ticketMessages, ticketWorkspaceMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { Select } from '../../../components/ui/select';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-error';
import { bindFields } from '../../../lib/bind-fields';
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

/**
 * Title, description, department, its products (when it has some) and priority
 * (docs/product/tickets.md#client-portal).
 */
export function TicketCreateForm() {
  const navigate = useNavigate();
  const createTicket = useCreateTicket();
  const departments = usePublicDepartments();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreateTicketFormValues, unknown, CreateTicketFormOutput>({
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
  const {
    handleSubmit,
    setError,
    setValue,
    trigger,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const field = bindFields(form, 'ticket-');
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

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
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
