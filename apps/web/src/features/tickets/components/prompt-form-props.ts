import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import type { DialogFormProps } from '../../../components/ui/dialog-form';

/** What the ticket's prompt dialogs share: Cancelar, "Guardando..." and the failure by the buttons. */
export function promptFormProps<T extends FieldValues>({
  formState,
}: Pick<UseFormReturn<T, unknown, FieldValues>, 'formState'>) {
  return {
    cancelLabel: ticketWorkspaceMessages.cancel,
    pendingLabel: ticketWorkspaceMessages.dialogs.saving,
    isPending: formState.isSubmitting,
    failure: formState.errors.root?.server?.message,
    failurePlacement: 'end',
  } satisfies Partial<DialogFormProps>;
}
