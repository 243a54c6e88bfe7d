import { savedViewInputSchema, ticketMessages, ticketWorkspaceMessages } from '@atiende/contracts';
import { FormDialog } from '../../../components/ui/dialog-form';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-error';
import { bindFields } from '../../../lib/bind-fields';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import type { ViewPreset } from '../hooks/use-view-presets';

const text = ticketWorkspaceMessages.views;
/** "Guardar vista" asks the name only; the filters are the list's current ones. */
const viewNameSchema = savedViewInputSchema.pick({ name: true });

/** "Guardar vista" (docs/product/tickets.md#ticket-list): the list's filters under a name. */
export function SaveViewDialog({
  isOpen,
  onOpenChange,
  filters,
  save,
  isSending,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The list's current filters (list-filters.ts `viewSignature`). */
  filters: string;
  save: (name: string, filters: string) => Promise<ViewPreset>;
  isSending: boolean;
}) {
  const form = useContractForm(viewNameSchema, { name: '' });
  const field = bindFields(form, 'view-');

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const preset = await save(name, filters);
      notify.success(text.saved(preset.name));
      form.reset();
      onOpenChange(false);
    } catch (failure) {
      const message = messageOf(failure, ticketMessages.notices.viewNameRequired);
      form.setError('name', { type: 'server', message }, { shouldFocus: true });
    }
  });

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={text.saveTitle}
      description={text.saveDescription}
      onSubmit={submit}
      cancelLabel={ticketWorkspaceMessages.cancel}
      submitLabel={text.save}
      pendingLabel={text.save}
      isPending={isSending}
    >
      <TextField
        {...field('name')}
        label={text.nameLabel}
        fieldSize="md"
        maxLength={60}
        placeholder={text.namePlaceholder}
      />
    </FormDialog>
  );
}
