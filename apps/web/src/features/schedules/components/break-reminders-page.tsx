import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BellOff, BellRing, Coffee, Pencil, Plus, Trash2 } from 'lucide-react';
import { schedulePageMessages, type BreakPolicy, type Role } from '@atiende/contracts';
import { ForbiddenPanel, ListPage } from '../../../components/page-header';
import { CardList, ListResults, ListRows, type ListTable } from '../../../components/paged-list';
import { RowActionButtons } from '../../../components/row-action-buttons';
import { actionsColumn } from '../../../components/table-columns';
import { ActiveBadge, Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DeferredLoader } from '../../../components/ui/deferred-loader';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { departmentsQueryOptions } from '../../../lib/reference-data/reference-data';
import { useDeleteBreakPolicy } from '../api/delete-break-policy';
import { useBreakPolicies } from '../api/get-break-policies';
import { formatMinutes } from '../lib/clock';
import { BreakPolicyDialog } from './break-policy-dialog';

const text = schedulePageMessages.reminders;
const common = schedulePageMessages.common;

const rule = (policy: BreakPolicy) =>
  text.ruleValue(policy.breakMinutes, formatMinutes(policy.everyMinutes));
const scope = (policy: BreakPolicy) => policy.departmentName ?? text.everyone;

function RemindersBadge({ policy }: { policy: BreakPolicy }) {
  return policy.remindersEnabled ? (
    <Badge tone="brand" icon={BellRing}>
      {text.remindersOn}
    </Badge>
  ) : (
    <Badge tone="neutral" icon={BellOff}>
      {text.remindersOff}
    </Badge>
  );
}

/**
 * /admin/break-reminders "Recordatorios de pausas" (docs/schedules.md#pantallas): the break
 * policies — how often a pause is due, how long it lasts, when a forgotten one is closed, and
 * whether its reminders are sent — with create, edit and delete. Administrators only.
 */
export function BreakRemindersPage({ role }: { role: Role }) {
  const isAdmin = role === 'ADMIN';
  const policies = useBreakPolicies(isAdmin);
  const departments = useQuery({ ...departmentsQueryOptions(), enabled: isAdmin });
  const remove = useDeleteBreakPolicy();
  const [editing, setEditing] = useState<BreakPolicy | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BreakPolicy | null>(null);
  if (!isAdmin) {
    return <ForbiddenPanel title={text.title} message={text.forbidden} backLabel={common.back} />;
  }
  const rows = policies.data ?? [];
  const actions = (policy: BreakPolicy) => (
    <RowActionButtons
      className="whitespace-nowrap"
      actions={[
        {
          icon: Pencil,
          label: common.edit,
          ariaLabel: text.editNamed(policy.name),
          onClick: () => setEditing(policy),
        },
        {
          icon: Trash2,
          label: common.delete,
          ariaLabel: text.deleteNamed(policy.name),
          onClick: () => setDeleting(policy),
          isDanger: true,
        },
      ]}
    />
  );
  const table: ListTable<BreakPolicy> = {
    caption: text.caption,
    columns: [
      { id: 'name', header: text.name, isRowHeader: true, cell: (policy) => policy.name },
      { id: 'scope', header: text.scope, cell: scope },
      { id: 'rule', header: text.rule, cell: rule },
      {
        id: 'autoClose',
        header: text.autoClose,
        cell: (policy) => text.autoCloseValue(policy.autoCloseAfterMinutes),
      },
      {
        id: 'reminders',
        header: text.reminders,
        cell: (policy) => <RemindersBadge policy={policy} />,
      },
      {
        id: 'state',
        header: text.state,
        cell: (policy) => (
          <ActiveBadge
            isActive={policy.isActive}
            activeLabel={text.active}
            inactiveLabel={text.inactive}
          />
        ),
      },
      actionsColumn(text.actions, actions),
    ],
  };
  return (
    <ListPage
      title={text.title}
      description={text.description}
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {text.new}
        </Button>
      }
    >
      {policies.isPending && !policies.isError ? (
        <DeferredLoader />
      ) : (
        <ListResults
          query={policies}
          count={rows.length}
          texts={{ loadFailed: text.loadFailed, retry: common.retry, emptyTitle: text.title }}
          emptyMessage={text.empty}
          emptyIcon={Coffee}
          onClearFilters={null}
        >
          <ListRows
            rows={rows}
            table={table}
            cards={
              <CardList
                rows={rows}
                label={text.listLabel}
                itemClassName="rounded-lg border border-line bg-white p-3"
                card={(policy) => (
                  <>
                    <h2 className="font-medium text-ink">{policy.name}</h2>
                    <p className="text-sm text-muted">{scope(policy)}</p>
                    <p className="mt-1 text-sm text-ink">{rule(policy)}</p>
                    <p className="text-sm text-muted">
                      {text.autoClose}: {text.autoCloseValue(policy.autoCloseAfterMinutes)}
                    </p>
                    <div className="mt-1 flex flex-wrap gap-2">
                      <RemindersBadge policy={policy} />
                      <ActiveBadge
                        isActive={policy.isActive}
                        activeLabel={text.active}
                        inactiveLabel={text.inactive}
                      />
                    </div>
                    <div className="mt-2 -ml-2">{actions(policy)}</div>
                  </>
                )}
              />
            }
          />
        </ListResults>
      )}
      <BreakPolicyDialog
        policy={editing}
        departments={departments.data ?? []}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setDeleting(null))}
        title={deleting ? text.removeTitle(deleting.name) : ''}
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
              notify.success(text.removed(deleting.name));
              setDeleting(null);
            },
            onError: (error) => notify.error(messageOf(error, text.removeFailed)),
          });
        }}
      />
    </ListPage>
  );
}
