import { useState, type FormEvent } from 'react';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { FieldMessage, describedBy } from '../../../components/ui/field-message';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { cn } from '../../../lib/cn';
import { Dialog } from '../../../components/ui/dialog';

interface TextPromptDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  label: string;
  requiredMessage: string;
  submitLabel: string;
  /** Resolves when saved (the dialog closes); rejects with a message to show inline. */
  onSubmit: (text: string) => Promise<void>;
  id: string;
  /** Where focus goes on close, when not the element focused before opening. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A dialog that asks for one required text: "¿Cómo se resolvió?" (spec §4: Resuelto asks for
 * more information) and the reason to escalate. The text survives a failed save.
 */
export function TextPromptDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  label,
  requiredMessage,
  submitLabel,
  onSubmit,
  id,
  onCloseAutoFocus,
}: TextPromptDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const errorId = error ? `${id}-error` : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(requiredMessage);
      document.getElementById(id)?.focus();
      return;
    }
    setError(null);
    setFailure(null);
    setIsSaving(true);
    try {
      await onSubmit(value.trim());
      setValue('');
      onOpenChange(false);
    } catch (caught) {
      setFailure(
        caught instanceof Error ? caught.message : ticketWorkspaceMessages.detail.saveFailed,
      );
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
            {label}
          </label>
          <textarea
            id={id}
            rows={4}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => error && value.trim() && setError(null)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(errorId)}
            className={cn(
              'block w-full rounded-md border bg-white p-3 text-sm text-ink',
              error ? 'border-error-border' : 'border-line-strong',
            )}
          />
          {error && errorId ? <FieldMessage id={errorId} message={error} /> : null}
        </div>
        {failure ? <InlineAlert>{failure}</InlineAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {ticketWorkspaceMessages.cancel}
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? ticketWorkspaceMessages.dialogs.saving : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
