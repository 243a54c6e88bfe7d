import { useMemo } from 'react';
import { z } from 'zod';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { DialogForm } from '../../../components/ui/dialog-form';
import { TextareaField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../lib/use-contract-form';

interface TextPromptDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  label: string;
  /** The contract's message for an empty answer (`ticketMessages.validation`). */
  requiredMessage: string;
  submitLabel: string;
  /** Resolves when saved (the dialog closes); rejects with a message to show inline. */
  onSubmit: (text: string) => Promise<void>;
  id: string;
  /** Where focus goes on close, when not the element focused before opening. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A dialog that asks for one required text: "¿Cómo se resolvió?" (docs/product/tickets.md: Resuelto
 * asks for more information) and the reason to escalate. The text survives a failed save.
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
  const schema = useMemo(
    () => z.object({ text: z.string().trim().min(1, requiredMessage) }),
    [requiredMessage],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useContractForm(schema, { text: '' });

  const submit = handleSubmit(async ({ text }) => {
    try {
      await onSubmit(text);
      reset();
      onOpenChange(false);
    } catch (caught) {
      setError('root.server', {
        type: 'server',
        message:
          caught instanceof Error ? caught.message : ticketWorkspaceMessages.detail.saveFailed,
      });
    }
  });

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogForm
        onSubmit={submit}
        onCancel={() => onOpenChange(false)}
        cancelLabel={ticketWorkspaceMessages.cancel}
        submitLabel={submitLabel}
        pendingLabel={ticketWorkspaceMessages.dialogs.saving}
        isPending={isSubmitting}
        failure={errors.root?.server?.message}
        failurePlacement="end"
      >
        <TextareaField
          id={id}
          label={label}
          fieldSize="md"
          rows={4}
          error={errors.text?.message}
          {...register('text')}
        />
      </DialogForm>
    </Dialog>
  );
}
