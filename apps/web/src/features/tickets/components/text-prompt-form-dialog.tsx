import { useMemo } from 'react';
import { z } from 'zod';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { FormDialog } from '../../../components/ui/dialog-form';
import { TextareaField } from '../../../components/ui/text-field';
import { saveThenClose } from '../../../lib/form-errors';
import { useContractForm } from '../../../lib/use-contract-form';
import { promptFormProps } from './prompt-form-props';

export interface TextPromptDialogProps {
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

const saveFailed = ticketWorkspaceMessages.detail.saveFailed;

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
  const form = useContractForm(schema, { text: '' });
  const submit = form.handleSubmit(({ text }) =>
    saveThenClose(
      () => onSubmit(text),
      form,
      () => onOpenChange(false),
      saveFailed,
    ),
  );

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onCloseAutoFocus={onCloseAutoFocus}
      onSubmit={submit}
      submitLabel={submitLabel}
      {...promptFormProps(form)}
    >
      <TextareaField
        id={id}
        label={label}
        fieldSize="md"
        rows={4}
        error={form.formState.errors.text?.message}
        {...form.register('text')}
      />
    </FormDialog>
  );
}
