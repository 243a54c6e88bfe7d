import type { FormEventHandler, ReactNode } from 'react';
import { pageMessages } from '@atiende/contracts';
import { Button } from './button';
import { DialogFooter } from './dialog';
import { InlineAlert } from './inline-alert';

interface DialogFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button's text while saving ("Guardando..."). */
  pendingLabel: string;
  isPending: boolean;
  cancelLabel?: string;
  /** A failure that belongs to no field, shown above the fields with role="alert". */
  failure?: string;
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
  children,
}: DialogFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failure ? (
        <InlineAlert>
          <p>{failure}</p>
        </InlineAlert>
      ) : null}
      {children}
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
