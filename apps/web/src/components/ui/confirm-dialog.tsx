import { useRef, type ReactNode } from 'react';
import { pageMessages } from '@atiende/contracts';
import { Button } from './button';
import { Dialog, openWhileItem } from './dialog';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** A question naming the object: "¿Eliminar el ticket #1234?". */
  title: string;
  /** The consequence: "Se eliminarán sus mensajes y adjuntos. No se puede deshacer." */
  description: ReactNode;
  /** The verb again: "Eliminar ticket". */
  confirmLabel: string;
  /** Shown on the confirm button while the action runs ("Eliminando..."). */
  pendingLabel: string;
  cancelLabel?: string;
  closeLabel?: string;
  /** "danger" (default) paints the confirm button red: destructive or irreversible actions. */
  tone?: 'danger' | 'default';
  isPending: boolean;
  onConfirm: () => void;
  /** Extra content between the text and the buttons (a refusal, a hint). */
  children?: ReactNode;
  /** Replaces the confirm button (a refusal may offer another way out instead). */
  actions?: ReactNode;
}

/**
 * A confirmation (role "alertdialog"): the question, the consequence, "Cancelar" focused on
 * open and a button repeating the verb. Status, priority and assignment changes do not ask.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = pageMessages.dialog.cancel,
  closeLabel,
  tone = 'danger',
  isPending,
  onConfirm,
  children,
  actions,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel={closeLabel}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          {actions !== undefined ? (
            actions
          ) : (
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              disabled={isPending}
              onClick={onConfirm}
            >
              {isPending ? pendingLabel : confirmLabel}
            </Button>
          )}
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** The texts of a delete confirmation, as the contract's catalogue words them. */
export interface DeleteDialogTexts {
  title: (name: string) => string;
  body: ReactNode;
  confirm: string;
  deleting: string;
  cancel: string;
}

interface DeleteDialogProps extends Pick<
  ConfirmDialogProps,
  'closeLabel' | 'isPending' | 'onConfirm' | 'children' | 'actions'
> {
  /** What would be deleted; null: closed. */
  item: { name: string } | null;
  onClose: () => void;
  text: DeleteDialogTexts;
}

/** "¿Eliminar …?" about one named item: open while there is one, its texts from one catalogue entry. */
export function DeleteDialog({ item, onClose, text, ...confirm }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      {...openWhileItem(item, onClose)}
      title={item ? text.title(item.name) : ''}
      description={text.body}
      confirmLabel={text.confirm}
      pendingLabel={text.deleting}
      cancelLabel={text.cancel}
      {...confirm}
    />
  );
}
