import { useRef } from 'react';
import { teamMessages } from '@atiende/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { DialogShell } from './dialog-shell';

const DANGER_CLASSES =
  'inline-flex min-h-10 items-center justify-center rounded-md bg-error px-4 text-sm font-medium text-white hover:bg-ink disabled:cursor-not-allowed';

interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  isDanger: boolean;
  isPending: boolean;
  onConfirm: () => void;
}

/** UX.md §5: a question naming the person, the consequence, "Cancelar" focused on open. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  isDanger,
  isPending,
  onConfirm,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogShell
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancelRef.current?.focus();
      }}
    >
      <div className="flex justify-end gap-2">
        <button
          ref={cancelRef}
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => onOpenChange(false)}
        >
          {teamMessages.form.cancel}
        </button>
        <button
          type="button"
          className={isDanger ? DANGER_CLASSES : buttonClasses('primary')}
          disabled={isPending}
          onClick={onConfirm}
        >
          {isPending ? teamMessages.form.saving : confirmLabel}
        </button>
      </div>
    </DialogShell>
  );
}
