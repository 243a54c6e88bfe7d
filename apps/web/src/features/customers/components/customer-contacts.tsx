import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  CARGO_LABELS,
  CUSTOMER_CONTACT_SOURCE_LABELS,
  customerContactInputSchema,
  customerMessages,
  type CustomerContact,
  type CustomerDetail,
} from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DialogForm } from '../../../components/ui/dialog-form';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { bindFields } from '../../../lib/bind-fields';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveCustomer } from '../api/save-customer';

const text = customerMessages.detail;

const cargoLabel = (cargo: string | null) =>
  cargo ? (CARGO_LABELS[cargo as keyof typeof CARGO_LABELS] ?? cargo) : null;

/** The PUT body: the customer as it is, with its contacts list changed. */
function bodyWith(customer: CustomerDetail, contacts: Array<Partial<CustomerContact>>) {
  return {
    name: customer.name,
    chainName: customer.chainName,
    ruc: customer.ruc,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    notes: customer.notes,
    isActive: customer.isActive,
    contacts: contacts.map((contact) => ({
      ...(contact.id ? { id: contact.id } : {}),
      name: contact.name ?? '',
      email: contact.email ?? null,
      phone: contact.phone ?? null,
      cargo: contact.cargo ?? null,
    })),
  };
}

/** The customer's people, each with where it came from; administrators add, edit and remove. */
export function CustomerContacts({
  customer,
  canEdit,
}: {
  customer: CustomerDetail;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState<CustomerContact | 'new' | null>(null);
  const save = useSaveCustomer();

  const remove = async (contact: CustomerContact) => {
    try {
      await save.mutateAsync({
        id: customer.id,
        body: bodyWith(
          customer,
          customer.contacts.filter((item) => item.id !== contact.id),
        ),
      });
      notify.success(text.contactRemoved);
    } catch (error) {
      notify.error(messageOf(error, text.contactFailed));
    }
  };

  return (
    <section
      aria-labelledby="customer-contacts"
      className="rounded-lg border border-line bg-white p-4 text-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="customer-contacts" className="text-base font-semibold text-ink">
          {text.contactsTitle}
        </h2>
        {canEdit ? (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {text.addContact}
          </Button>
        ) : null}
      </div>
      {customer.contacts.length === 0 ? (
        <p className="mt-2 text-muted">{text.contactsEmpty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {customer.contacts.map((contact) => (
            <li key={contact.id} className="flex items-start gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">
                  {contact.name}
                  {contact.cargo ? (
                    <span className="font-normal text-muted"> · {cargoLabel(contact.cargo)}</span>
                  ) : null}
                </p>
                <p className="break-words text-muted">
                  {[contact.email, contact.phone].filter(Boolean).join(' · ')}
                </p>
                <p className="mt-0.5 text-xs text-subtle">
                  {text.source}: {CUSTOMER_CONTACT_SOURCE_LABELS[contact.source]}
                </p>
              </div>
              {canEdit ? (
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    className="min-h-8 px-2"
                    aria-label={text.editContact(contact.name)}
                    onClick={() => setEditing(contact)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    className="min-h-8 px-2"
                    aria-label={text.removeContact(contact.name)}
                    disabled={save.isPending}
                    onClick={() => void remove(contact)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <Dialog
          isOpen={editing !== null}
          onOpenChange={(isOpen) => (isOpen ? null : setEditing(null))}
          title={editing === 'new' ? text.newContactTitle : text.editContactTitle}
          description={text.contactDescription}
        >
          {editing ? (
            <ContactForm
              customer={customer}
              contact={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          ) : null}
        </Dialog>
      ) : null}
    </section>
  );
}

function ContactForm({
  customer,
  contact,
  onDone,
}: {
  customer: CustomerDetail;
  contact: CustomerContact | null;
  onDone: () => void;
}) {
  const save = useSaveCustomer();
  const form = useContractForm(customerContactInputSchema, {
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    cargo: contact?.cargo ?? '',
  });
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit(async (values) => {
    const edited = { ...(contact ?? {}), ...values };
    const contacts = contact
      ? customer.contacts.map((item) => (item.id === contact.id ? edited : item))
      : [...customer.contacts, edited];
    try {
      await save.mutateAsync({ id: customer.id, body: bodyWith(customer, contacts) });
      notify.success(text.contactSaved);
      onDone();
    } catch (error) {
      const message = fieldErrorsOf(error)[0]?.message ?? messageOf(error, text.contactFailed);
      setError('root.server', { type: 'server', message });
      notify.error(message);
    }
  });

  const field = bindFields(form, 'contact-');

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onDone}
      cancelLabel={customerMessages.form.cancel}
      submitLabel={customerMessages.form.save}
      pendingLabel={customerMessages.form.saving}
      isPending={save.isPending}
      failure={form.formState.errors.root?.server?.message}
      failurePlacement="end"
    >
      <TextField label={text.contactName} autoComplete="name" maxLength={100} {...field('name')} />
      <TextField label={text.contactEmail} type="email" autoComplete="email" {...field('email')} />
      <TextField label={text.contactPhone} type="tel" autoComplete="tel" {...field('phone')} />
      <TextField
        label={text.contactCargo}
        autoComplete="organization-title"
        maxLength={60}
        {...field('cargo')}
      />
    </DialogForm>
  );
}
