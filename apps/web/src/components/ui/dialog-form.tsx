import type { FormEvent, ReactNode } from 'react';
import { pageMessages } from '@atiende/contracts';
import { Button } from './button';
import { DialogFooter } from './dialog';
import { InlineAlert } from './inline-alert';

interface DialogFormProps {
  /** react-hook-form's `handleSubmit(...)`; its promise is not awaited here. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button's text while saving ("Guardando..."). */
  pendingLabel: string;
  isPending: boolean;
  cancelLabel?: string;
  /** A failure that belongs to no field, shown with role="alert". */
  failure?: string;
  /** Above the fields (default), or under them next to the buttons (one-field prompts). */
  failurePlacement?: 'start' | 'end';
  children: ReactNode;
}

/** A form inside a Dialog: the fields, a failure that names no field, Cancelar and the action. */
export function DialogForm({
  onSubmit,
  onCancel,
  submitLabel,
  pendingLabel,
  isPending,
  cancelLabel = pageMessages.dialog.cancel,
  failure,
  failurePlacement = 'start',
  children,
}: DialogFormProps) {
  const alert = failure ? (
    <InlineAlert>
      <p>{failure}</p>
    </InlineAlert>
  ) : null;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {failurePlacement === 'start' ? alert : null}
      {children}
      {failurePlacement === 'end' ? alert : null}
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
