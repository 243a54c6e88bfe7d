import {
  customerInputSchema,
  customerMessages,
  type CustomerDetail,
  type CustomerFormValues,
} from '@atiende/contracts';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { DialogForm, saveFormLabels } from '../../../components/ui/dialog-form';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, isApiError, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { bindFields } from '../../../lib/bind-fields';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveCustomer } from '../api/save-customer';

const text = customerMessages.form;

type Field = 'name' | 'chainName' | 'ruc' | 'email' | 'phone' | 'address' | 'notes';
const FIELDS: readonly Field[] = ['name', 'chainName', 'ruc', 'email', 'phone', 'address', 'notes'];

function initialValues(customer: CustomerDetail | null): CustomerFormValues {
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
  const save = useSaveCustomer();
  const form = useContractForm(customerInputSchema, initialValues(customer));
  const { register, handleSubmit, setError } = form;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: customer?.id ?? null, body });
      notify.success(customer ? text.saved : text.created(saved.name));
      onSaved(saved);
    } catch (error) {
      const found = serverFieldErrors(error);
      FIELDS.filter((field) => found[field]).forEach((field, index) =>
        setError(field, { type: 'server', message: found[field] }, { shouldFocus: index === 0 }),
      );
      if (Object.keys(found).length === 0) {
        setError('root.server', { type: 'server', message: messageOf(error, text.failed) });
      }
      notify.error(messageOf(error, text.failed));
    }
  });

  const field = bindFields(form, 'customer-');

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onCancel}
      {...saveFormLabels(text, customer !== null)}
      isPending={save.isPending}
      failure={form.formState.errors.root?.server?.message}
    >
      <TextField label={text.name} autoComplete="organization" maxLength={150} {...field('name')} />
      <TextField
        label={text.chainName}
        hint={text.chainHint}
        maxLength={150}
        {...field('chainName')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={text.ruc} hint={text.rucHint} inputMode="numeric" {...field('ruc')} />
        <TextField label={text.phone} type="tel" autoComplete="tel" {...field('phone')} />
      </div>
      <TextField label={text.email} type="email" autoComplete="email" {...field('email')} />
      <TextField label={text.address} autoComplete="street-address" {...field('address')} />
      <TextareaField label={text.notes} rows={3} maxLength={2000} {...field('notes')} />
      <Checkbox label={text.isActive} {...register('isActive')} />
    </DialogForm>
  );
}
