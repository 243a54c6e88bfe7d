import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  MAILBOX_SECURITIES,
  mailboxMessages,
  type Mailbox,
  type MailboxSecurity,
} from '@atiende/contracts/mailboxes';
import { Dialog } from '../../../../components/ui/dialog';
import { DialogForm } from '../../../../components/ui/dialog-form';
import { PasswordField } from '../../../../components/ui/password-field';
import { Select } from '../../../../components/ui/select';
import { SwitchField } from '../../../../components/ui/switch';
import { TextField } from '../../../../components/ui/text-field';
import { bindFields } from '../../../../lib/bind-fields';
import { reportSaveFailure } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/notify';
import { departmentsQueryOptions } from '../../../../lib/reference-data/reference-data';
import { useContractForm } from '../../../../lib/use-contract-form';
import { useSaveMailbox } from '../api/mailboxes';
import { DEFAULT_PORTS, mailboxFormSchema, mailboxFormValues } from '../lib/mailbox-form';

const text = mailboxMessages.page;
const FIELDS = [
  'name',
  'host',
  'port',
  'security',
  'username',
  'password',
  'folder',
  'processedFolder',
  'departmentId',
  'isActive',
] as const;

interface MailboxDialogProps {
  /** null: closed; 'new': a new mailbox. */
  mailbox: Mailbox | 'new' | null;
  onClose: () => void;
}

/** «Agregar buzón IMAP» / «Editar buzón IMAP» (docs/email.md#mailboxes-imap). */
export function MailboxDialog({ mailbox, onClose }: MailboxDialogProps) {
  return (
    <Dialog
      isOpen={mailbox !== null}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={mailbox === 'new' || mailbox === null ? text.dialogCreate : text.dialogEdit}
      description={text.intro}
      closeLabel={text.close}
    >
      {mailbox ? (
        <MailboxForm mailbox={mailbox === 'new' ? null : mailbox} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function MailboxForm({ mailbox, onClose }: { mailbox: Mailbox | null; onClose: () => void }) {
  const save = useSaveMailbox();
  const departments = useQuery(departmentsQueryOptions());
  const schema = useMemo(() => mailboxFormSchema(mailbox !== null), [mailbox]);
  const form = useContractForm(schema, mailboxFormValues(mailbox));
  const field = bindFields(form, 'mailbox-');
  const securityField = field('security');
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await (mailbox
        ? save.mutateAsync({ id: mailbox.id, body })
        : save.mutateAsync({ id: null, body: { ...body, password: body.password ?? '' } }));
      notify.success(mailbox ? text.updated : text.created);
      onClose();
    } catch (error) {
      reportSaveFailure(error, form.setError, FIELDS, text.saveFailed);
    }
  });
  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={mailbox ? text.save : text.create}
      pendingLabel={text.saving}
      cancelLabel={text.cancel}
      isPending={save.isPending}
      failure={form.formState.errors.root?.server?.message}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('name')}
          label={text.fields.name}
          hint={text.fields.nameHint}
          hintPlacement="below"
          maxLength={100}
          required
          fieldSize="md"
          autoComplete="off"
        />
        <Select
          {...field('departmentId')}
          label={text.fields.department}
          fieldSize="md"
          options={[
            { value: '', label: text.fields.departmentDefault },
            ...(departments.data ?? []).map((item) => ({ value: item.id, label: item.name })),
          ]}
        />
        <div className="grid items-start gap-3 sm:col-span-2 sm:grid-cols-[1fr_9rem_6rem]">
          <TextField
            {...field('host')}
            label={text.fields.host}
            hint={text.fields.hostHint}
            hintPlacement="below"
            required
            fieldSize="md"
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
          />
          <Select
            {...securityField}
            onChange={(event) => {
              void securityField.onChange(event);
              const security = event.target.value as MailboxSecurity;
              form.setValue('port', DEFAULT_PORTS[security], { shouldDirty: true });
            }}
            label={text.fields.security}
            fieldSize="md"
            options={MAILBOX_SECURITIES.map((value) => ({
              value,
              label: text.security[value],
            }))}
          />
          <TextField
            {...field('port', { valueAsNumber: true })}
            type="number"
            min={1}
            max={65535}
            label={text.fields.port}
            required
            fieldSize="md"
          />
          <p className="text-sm text-muted sm:col-span-3">{text.securityHint}</p>
        </div>
        <TextField
          {...field('username')}
          label={text.fields.username}
          required
          fieldSize="md"
          autoComplete="off"
          spellCheck={false}
        />
        <PasswordField
          id="mailbox-password"
          label={text.fields.password}
          hint={mailbox?.passwordSet ? text.fields.passwordSet : undefined}
          hintPlacement="below"
          placeholder={mailbox?.passwordSet ? text.fields.passwordPlaceholderSet : undefined}
          autoComplete="new-password"
          spellCheck={false}
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          {...field('folder')}
          label={text.fields.folder}
          required
          fieldSize="md"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          {...field('processedFolder')}
          label={text.fields.processedFolder}
          hint={text.fields.processedFolderHint}
          hintPlacement="below"
          fieldSize="md"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <SwitchField
        id="mailbox-active"
        label={text.fields.isActive}
        hint={text.fields.isActiveHint}
        control={form.control}
        name="isActive"
      />
    </DialogForm>
  );
}
