import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  ROLE_LABELS,
  departmentMembersInputSchema,
  departmentMessages,
  type DepartmentListItem,
} from '@atiende/contracts';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, openWhileItem } from '../../../components/ui/dialog';
import { DialogForm } from '../../../components/ui/dialog-form';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import type { StaffMember } from '../api/get-staff';
import { useReplaceMembers } from '../api/save-department';

const text = departmentMessages.membersDialog;
const pageText = departmentMessages.departmentsPage;

interface MembersDialogProps {
  department: DepartmentListItem | null;
  onClose: () => void;
  staff: StaffMember[];
  isStaffError: boolean;
}

/** Picks the staff who work the department's tickets (administrators; the lead of it). */
export function MembersDialog({ department, onClose, staff, isStaffError }: MembersDialogProps) {
  return (
    <Dialog
      {...openWhileItem(department, onClose)}
      title={department ? text.title(department.name) : ''}
      description={text.description}
      closeLabel={text.close}
    >
      {department ? (
        <MembersForm
          department={department}
          onClose={onClose}
          staff={staff}
          isStaffError={isStaffError}
        />
      ) : null}
    </Dialog>
  );
}

function MembersForm({
  department,
  onClose,
  staff,
  isStaffError,
}: MembersDialogProps & { department: DepartmentListItem }) {
  const replace = useReplaceMembers();
  const [search, setSearch] = useState('');
  const { control, handleSubmit } = useContractForm(departmentMembersInputSchema, {
    userIds: department.memberIds,
  });
  const needle = search.trim().toLocaleLowerCase('es');
  const shown = staff.filter(
    (member) =>
      !needle ||
      member.name.toLocaleLowerCase('es').includes(needle) ||
      member.email.toLocaleLowerCase('es').includes(needle),
  );

  const onSubmit = handleSubmit(async ({ userIds }) => {
    try {
      await replace.mutateAsync({ id: department.id, userIds });
      notify.success(pageText.membersSaved(department.name));
      onClose();
    } catch (error) {
      notify.error(messageOf(error, pageText.membersFailed));
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onClose}
      cancelLabel={text.cancel}
      submitLabel={text.save}
      pendingLabel={text.saving}
      isPending={replace.isPending}
      failure={replace.isError ? messageOf(replace.error, pageText.membersFailed) : undefined}
    >
      {isStaffError ? (
        <InlineAlert>
          <p>{text.loadFailed}</p>
        </InlineAlert>
      ) : null}
      <TextField
        id="members-search"
        type="search"
        label={text.search}
        fieldSize="md"
        value={search}
        placeholder={text.searchPlaceholder}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Controller
        control={control}
        name="userIds"
        render={({ field }) => {
          const selected = new Set(field.value);
          const toggle = (id: string) =>
            field.onChange(
              selected.has(id) ? field.value.filter((item) => item !== id) : [...field.value, id],
            );
          return (
            <>
              <p className="text-xs text-muted" aria-live="polite">
                {text.selected(selected.size)}
              </p>
              <ul className="max-h-72 divide-y divide-line overflow-y-auto rounded-md border border-line">
                {shown.length === 0 ? <li className="p-3 text-muted">{text.empty}</li> : null}
                {shown.map((member) => (
                  <li key={member.id}>
                    <Checkbox
                      className="px-3 hover:bg-surface [&_label]:flex [&_label]:w-full"
                      checked={selected.has(member.id)}
                      onChange={() => toggle(member.id)}
                      label={<span className="block truncate">{member.name}</span>}
                      hint={
                        <span className="block truncate text-subtle">
                          {member.email} · {ROLE_LABELS[member.role]}
                        </span>
                      }
                    />
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      />
    </DialogForm>
  );
}
