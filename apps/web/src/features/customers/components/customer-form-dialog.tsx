import { useState, type FormEvent } from 'react';
import {
  customerInputSchema,
  customerMessages,
  type CustomerDetail,
  type CustomerFormValues,
} from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, isApiError, messageOf } from '../../../lib/api-error';
import { fieldMessagesOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSaveCustomer } from '../api/save-customer';
import { Dialog } from '../../../components/ui/dialog';

const text = customerMessages.form;

type Field = 'name' | 'chainName' | 'ruc' | 'email' | 'phone' | 'address' | 'notes';
const FIELDS: readonly Field[] = ['name', 'chainName', 'ruc', 'email', 'phone', 'address', 'notes'];

type Values = Record<Field, string> & { isActive: boolean };

function initialValues(customer: CustomerDetail | null): Values {
  return {
    name: customer?.name ?? '',
    chainName: customer?.chainName ?? '',
    ruc: customer?.ruc ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address ?? '',
    notes: customer?.notes ?? '',
    isActive: customer?.isActive ?? true,
  };
}

/** The field a server answer points at: 400 details, or 409's `{ field }`. */
function serverFieldErrors(error: unknown): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const item of fieldErrorsOf(error)) {
    if ((FIELDS as readonly string[]).includes(item.field))
      errors[item.field as Field] = item.message;
  }
  if (isApiError(error) && error.status === 409) {
    const field = (error.details as { field?: string } | undefined)?.field;
    if (field === 'ruc' || field === 'name') errors[field] = error.message;
  }
  return errors;
}

interface CustomerFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** null: "Nuevo cliente". */
  customer: CustomerDetail | null;
  onSaved?: (customer: CustomerDetail) => void;
}

/** Create or edit a customer's own fields; contacts are edited on its page. */
export function CustomerFormDialog({
  isOpen,
  onOpenChange,
  customer,
  onSaved,
}: CustomerFormDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={customer ? text.editTitle : text.createTitle}
      description={customer ? text.editDescription : text.createDescription}
    >
      {isOpen ? (
        <CustomerForm
          customer={customer}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function CustomerForm({
  customer,
  onCancel,
  onSaved,
}: {
  customer: CustomerDetail | null;
  onCancel: () => void;
  onSaved: (customer: CustomerDetail) => void;
}) {
  const [values, setValues] = useState(() => initialValues(customer));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveCustomer();

  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`customer-${first}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: CustomerFormValues = { ...values };
    const parsed = customerInputSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldMessagesOf<Field>(parsed.error.issues);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: customer?.id ?? null, body });
      notify.success(customer ? text.saved : text.created(saved.name));
      onSaved(saved);
    } catch (error) {
      const found = serverFieldErrors(error);
      if (Object.keys(found).length > 0) {
        setErrors(found);
        focusFirst(found);
      } else {
        setFailure(messageOf(error, text.failed));
      }
      notify.error(messageOf(error, text.failed));
    }
  };

  const bind = (field: Field) => ({
    id: `customer-${field}`,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField label={text.name} autoComplete="organization" maxLength={150} {...bind('name')} />
      <TextField
        label={text.chainName}
        hint={text.chainHint}
        maxLength={150}
        {...bind('chainName')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={text.ruc} hint={text.rucHint} inputMode="numeric" {...bind('ruc')} />
        <TextField label={text.phone} type="tel" autoComplete="tel" {...bind('phone')} />
      </div>
      <TextField label={text.email} type="email" autoComplete="email" {...bind('email')} />
      <TextField label={text.address} autoComplete="street-address" {...bind('address')} />
      <div>
        <label htmlFor="customer-notes" className="mb-1 block text-sm font-medium text-ink">
          {text.notes}
        </label>
        <textarea
          id="customer-notes"
          rows={3}
          maxLength={2000}
          value={values.notes}
          onChange={(event) => setValues((current) => ({ ...current, notes: event.target.value }))}
          className="block w-full rounded-md border border-line-strong bg-white px-3 py-2 text-base text-ink"
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={values.isActive}
          onChange={(event) =>
            setValues((current) => ({ ...current, isActive: event.target.checked }))
          }
          className="size-5"
        />
        {text.isActive}
      </label>
      {failure ? <InlineAlert>{failure}</InlineAlert> : null}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? text.saving : customer ? text.save : text.create}
        </Button>
      </div>
    </form>
  );
}
