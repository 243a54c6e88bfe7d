import { useEffect, useId, useRef, useState } from 'react';
import { customerContextMessages, customerNotesInputSchema } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/text-field';
import { bindFields } from '../../../lib/bind-fields';
import { reportSaveFailure } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveCustomerNotes } from '../api/save-customer-notes';

const text = customerContextMessages.notes;

/**
 * docs/customers.md#customer-context: the team's notes about the company or the requester, read
 * and edited in place by any staff member; clients never receive them.
 */
export function CustomerContextNotes({
  ticketId,
  about,
  notes,
}: {
  ticketId: string;
  about: 'COMPANY' | 'REQUESTER';
  notes: string | null;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const title = about === 'COMPANY' ? text.company : text.requester;
  const close = () => {
    setIsEditing(false);
    // Back to the button that opened the editor (it renders again on the next frame).
    requestAnimationFrame(() => editRef.current?.focus());
  };
  return (
    <div>
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {isEditing ? (
        <NotesForm ticketId={ticketId} about={about} notes={notes} label={title} onDone={close} />
      ) : (
        <>
          <p className="break-words whitespace-pre-wrap text-ink">
            {notes ?? <span className="text-muted">{text.empty}</span>}
          </p>
          <Button
            ref={editRef}
            variant="secondary"
            className="mt-2"
            aria-label={`${text.edit}: ${title}`}
            onClick={() => setIsEditing(true)}
          >
            {text.edit}
          </Button>
        </>
      )}
    </div>
  );
}

function NotesForm({
  ticketId,
  about,
  notes,
  label,
  onDone,
}: {
  ticketId: string;
  about: 'COMPANY' | 'REQUESTER';
  notes: string | null;
  label: string;
  onDone: () => void;
}) {
  const idPrefix = useId();
  const save = useSaveCustomerNotes(ticketId);
  const form = useContractForm(customerNotesInputSchema, { about, notes: notes ?? '' });
  const field = bindFields(form, idPrefix);
  // The editor opens on a click: its field takes the focus, as a dialog's would.
  const { setFocus } = form;
  useEffect(() => setFocus('notes'), [setFocus]);
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ about: input.about, notes: input.notes ?? '' });
      notify.success(text.saved);
      onDone();
    } catch (caught) {
      reportSaveFailure(caught, form.setError, ['notes'], text.saveFailed);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-2">
      <TextareaField
        label={<span className="sr-only">{label}</span>}
        hint={text.hint}
        rows={4}
        {...field('notes')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {text.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
