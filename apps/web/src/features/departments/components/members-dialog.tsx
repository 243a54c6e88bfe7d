import { useState, type FormEvent } from 'react';
import { ROLE_LABELS, departmentMessages, type DepartmentListItem } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import type { StaffMember } from '../api/get-staff';
import { useReplaceMembers } from '../api/save-department';
import { Dialog } from '../../../components/ui/dialog';
import { controlClasses, labelClasses as LABEL_CLASSES } from '../../../components/ui/form-field';

const FIELD_CLASSES = controlClasses('md');

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
      isOpen={department !== null}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
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
  const [selected, setSelected] = useState(() => new Set(department.memberIds));
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase('es');
  const shown = staff.filter(
    (member) =>
      !needle ||
      member.name.toLocaleLowerCase('es').includes(needle) ||
      member.email.toLocaleLowerCase('es').includes(needle),
  );

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await replace.mutateAsync({ id: department.id, userIds: [...selected] });
      notify.success(pageText.membersSaved(department.name));
      onClose();
    } catch (error) {
      notify.error(messageOf(error, pageText.membersFailed));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3">
      {isStaffError ? (
        <InlineAlert>
          <p>{text.loadFailed}</p>
        </InlineAlert>
      ) : null}
      {replace.isError ? (
        <InlineAlert>
          <p>{messageOf(replace.error, pageText.membersFailed)}</p>
        </InlineAlert>
      ) : null}
      <div>
        <label htmlFor="members-search" className={LABEL_CLASSES}>
          {text.search}
        </label>
        <input
          id="members-search"
          type="search"
          value={search}
          placeholder={text.searchPlaceholder}
          onChange={(event) => setSearch(event.target.value)}
          className={FIELD_CLASSES}
        />
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        {text.selected(selected.size)}
      </p>
      <ul className="max-h-72 divide-y divide-line overflow-y-auto rounded-md border border-line">
        {shown.length === 0 ? <li className="p-3 text-muted">{text.empty}</li> : null}
        {shown.map((member) => (
          <li key={member.id}>
            <label className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] items-center gap-x-3 px-3 py-2 hover:bg-surface">
              <input
                type="checkbox"
                checked={selected.has(member.id)}
                onChange={() => toggle(member.id)}
                className="row-span-2 size-4 accent-brand"
              />
              <span className="truncate text-ink">{member.name}</span>
              <span className="truncate text-xs text-subtle">
                {member.email} · {ROLE_LABELS[member.role]}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={replace.isPending}>
          {replace.isPending ? text.saving : text.save}
        </Button>
      </div>
    </form>
  );
}
