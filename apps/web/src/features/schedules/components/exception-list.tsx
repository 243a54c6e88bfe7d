import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  scheduleMessages,
  schedulePageMessages,
  type ScheduleException,
  type TeamScheduleMember,
} from '@atiende/contracts';
import { CardList, TableOrCards } from '../../../components/paged-list';
import { RowActionButtons } from '../../../components/row-action-buttons';
import { actionsColumn } from '../../../components/table-columns';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/dates';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeleteException } from '../api/delete-exception';
import { endsNextDay, spanText } from '../lib/clock';
import { ExceptionDialog } from './exception-dialog';

const text = schedulePageMessages.team.exceptions;
const common = schedulePageMessages.common;

const day = (isoDay: string) => formatDate(`${isoDay}T12:00:00-05:00`);
const datesOf = (item: ScheduleException) => text.datesValue(day(item.startsOn), day(item.endsOn));
function hoursOf(item: ScheduleException): string {
  if (item.startMinute === null || item.durationMinutes === null) return text.allDay;
  return common.span(
    spanText(item.startMinute, item.durationMinutes),
    endsNextDay(item.startMinute, item.durationMinutes),
  );
}
function kindOf(item: ScheduleException): string {
  const kind = scheduleMessages.exceptionKinds[item.kind];
  return item.swapWith ? `${kind} ${text.swapWith(item.swapWith.name)}` : kind;
}

/** The exceptions of the department's técnicos in the shown weeks, with add, edit and delete. */
export function ExceptionList({ members }: { members: readonly TeamScheduleMember[] }) {
  const [editing, setEditing] = useState<ScheduleException | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ScheduleException | null>(null);
  const remove = useDeleteException();
  // A swap appears on both técnicos: list it once.
  const exceptions = [
    ...new Map(
      members.flatMap((member) => member.exceptions).map((item) => [item.id, item]),
    ).values(),
  ].sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.userName.localeCompare(b.userName));

  const actions = (item: ScheduleException) => (
    <RowActionButtons
      className="whitespace-nowrap"
      actions={[
        {
          icon: Pencil,
          label: common.edit,
          ariaLabel: text.editNamed(item.userName, scheduleMessages.exceptionKinds[item.kind]),
          onClick: () => setEditing(item),
        },
        {
          icon: Trash2,
          label: common.delete,
          ariaLabel: text.deleteNamed(item.userName, scheduleMessages.exceptionKinds[item.kind]),
          onClick: () => setDeleting(item),
          isDanger: true,
        },
      ]}
    />
  );
  const columns: ReadonlyArray<DataTableColumn<ScheduleException>> = [
    { id: 'person', header: text.person, isRowHeader: true, cell: (item) => item.userName },
    { id: 'kind', header: text.kind, cell: kindOf },
    { id: 'dates', header: text.dates, cell: datesOf },
    { id: 'hours', header: text.hours, cell: hoursOf },
    { id: 'note', header: text.note, className: 'max-w-xs', cell: (item) => item.note ?? '—' },
    actionsColumn(text.actions, actions),
  ];

  return (
    <div className="mt-3 space-y-3">
      <Button onClick={() => setEditing('new')}>
        <Plus aria-hidden="true" className="size-4" />
        {text.new}
      </Button>
      {exceptions.length === 0 ? (
        <p className="text-sm text-muted">{text.empty}</p>
      ) : (
        <TableOrCards
          table={
            <DataTable
              caption={text.caption}
              columns={columns}
              rows={exceptions}
              rowKey={(item) => item.id}
            />
          }
          cards={
            <CardList
              rows={exceptions}
              label={text.listLabel}
              itemClassName="rounded-lg border border-line bg-white p-3"
              card={(item) => (
                <>
                  <h3 className="font-medium text-ink">{item.userName}</h3>
                  <p className="text-sm text-ink">{kindOf(item)}</p>
                  <p className="text-sm text-muted">
                    {datesOf(item)} · {hoursOf(item)}
                  </p>
                  {item.note ? <p className="text-sm text-muted">{item.note}</p> : null}
                  <div className="mt-2 -ml-2">{actions(item)}</div>
                </>
              )}
            />
          }
        />
      )}
      <ExceptionDialog exception={editing} members={members} onClose={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setDeleting(null))}
        title={
          deleting
            ? text.removeTitle(deleting.userName, scheduleMessages.exceptionKinds[deleting.kind])
            : ''
        }
        description={text.removeBody}
        confirmLabel={text.removeConfirm}
        pendingLabel={common.deleting}
        cancelLabel={common.cancel}
        closeLabel={common.close}
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(text.removed);
              setDeleting(null);
            },
            onError: (error) => notify.error(messageOf(error, text.removeFailed)),
          });
        }}
      />
    </div>
  );
}
