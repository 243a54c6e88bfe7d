import type { FormEvent, ReactNode } from 'react';
import { pageMessages } from '@atiende/contracts';
import { Button } from './button';
import { Dialog, DialogFooter, type DialogProps } from './dialog';
import { InlineAlert } from './inline-alert';

export interface DialogFormProps {
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

/** The catalogue texts of a create-or-edit form's buttons. */
export interface SaveFormTexts {
  cancel: string;
  create: string;
  save: string;
  saving: string;
}

/** A create-or-edit form's buttons: Cancelar, then "Crear …" for a new one or "Guardar". */
export function saveFormLabels(
  text: SaveFormTexts,
  isEdit: boolean,
): Pick<DialogFormProps, 'cancelLabel' | 'submitLabel' | 'pendingLabel'> {
  return {
    cancelLabel: text.cancel,
    submitLabel: isEdit ? text.save : text.create,
    pendingLabel: text.saving,
  };
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

type FormDialogProps = Omit<DialogProps, 'children' | 'footer' | 'role'> &
  Omit<DialogFormProps, 'onCancel'> & {
    /** Cancelar; closes the dialog by default. */
    onCancel?: () => void;
  };

/**
 * A Dialog holding one DialogForm. Their props do not overlap (but for the children), and
 * neither passes unknown props on, so each takes its own from the one set.
 */
export function FormDialog({ children, onCancel, ...props }: FormDialogProps) {
  return (
    <Dialog {...props}>
      <DialogForm {...props} onCancel={onCancel ?? (() => props.onOpenChange(false))}>
        {children}
      </DialogForm>
    </Dialog>
  );
}
