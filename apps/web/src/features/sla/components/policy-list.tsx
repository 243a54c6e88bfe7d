import { Pencil, Star, Trash2 } from 'lucide-react';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  slaMessages,
  type SlaPolicy,
} from '@atiende/contracts';
import { CardList, type ListTable } from '../../../components/paged-list';
import { RowActionButtons } from '../../../components/row-action-buttons';
import { actionsColumn, activeColumn } from '../../../components/table-columns';
import { ActiveBadge, Badge } from '../../../components/ui/badge';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { formatDuration } from '../lib/duration';

const text = slaMessages.policies;
const activeLabels = { active: slaMessages.page.active, inactive: slaMessages.page.inactive };
const PRIORITIES_BY_URGENCY = [...TICKET_PRIORITIES].reverse();

export interface PolicyActions {
  /** Administrators; a lead reads the list only. */
  canManage: boolean;
  onEdit: (policy: SlaPolicy) => void;
  onDelete: (policy: SlaPolicy) => void;
}

/** "Todos" for the default policy, else its department and company. */
export function scopeText(policy: SlaPolicy): string {
  const parts = [policy.departmentName, policy.customerName].filter(Boolean);
  return parts.length === 0 ? text.allTickets : parts.join(' · ');
}

/** "Urgente 1 h · 8 h", one line per priority, most urgent first. */
function Targets({ policy }: { policy: SlaPolicy }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {PRIORITIES_BY_URGENCY.map((priority) => {
        const targets = policy.targets[priority];
        return (
          <div key={priority} className="contents">
            <dt className="text-muted">{TICKET_PRIORITY_LABELS[priority]}</dt>
            <dd className="text-ink tabular-nums">
              {targets
                ? `${formatDuration(targets.firstResponseMinutes)} · ${formatDuration(targets.resolutionMinutes)}`
                : '—'}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function NameCell({ policy }: { policy: SlaPolicy }) {
  return (
    <>
      <span className="block font-medium text-ink">{policy.name}</span>
      {policy.isDefault ? (
        <Badge tone="brand" icon={Star} className="mt-1">
          {text.defaultBadge}
        </Badge>
      ) : null}
      <span className="mt-1 block text-xs text-subtle">
        {policy.calendarName ?? text.roundTheClock}
        {policy.autoEscalate ? ` · ${text.autoEscalate}` : ''}
      </span>
    </>
  );
}

function RowActions({ policy, ...actions }: PolicyActions & { policy: SlaPolicy }) {
  if (!actions.canManage) return null;
  return (
    <RowActionButtons
      className="whitespace-nowrap"
      actions={[
        {
          icon: Pencil,
          label: slaMessages.page.edit,
          ariaLabel: text.editNamed(policy.name),
          onClick: () => actions.onEdit(policy),
        },
        {
          icon: Trash2,
          label: slaMessages.page.delete,
          ariaLabel: text.deleteNamed(policy.name),
          onClick: () => actions.onDelete(policy),
          isDanger: true,
        },
      ]}
    />
  );
}

const columns = (actions: PolicyActions): ReadonlyArray<DataTableColumn<SlaPolicy>> => [
  { id: 'name', header: text.name, cell: (policy) => <NameCell policy={policy} /> },
  { id: 'scope', header: text.scope, cell: (policy) => scopeText(policy) },
  { id: 'targets', header: text.targets, cell: (policy) => <Targets policy={policy} /> },
  {
    id: 'warning',
    header: text.warning,
    align: 'end',
    cell: (policy) => text.warningValue(policy.warningPercent),
  },
  activeColumn('state', text.state, activeLabels),
  ...(actions.canManage
    ? [
        actionsColumn(text.actions, (policy: SlaPolicy) => (
          <RowActions policy={policy} {...actions} />
        )),
      ]
    : []),
];

export function policyTable(actions: PolicyActions): ListTable<SlaPolicy> {
  return {
    caption: text.tableCaption,
    columns: columns(actions),
    rowProps: () => ({ className: 'align-top' }),
  };
}

/** Below 768 px: one card per policy. */
export function PolicyCards({
  policies,
  ...actions
}: PolicyActions & { policies: readonly SlaPolicy[] }) {
  return (
    <CardList
      rows={policies}
      label={text.listLabel}
      itemClassName="rounded-lg border border-line bg-white p-3"
      card={(policy) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-medium text-ink">{policy.name}</h2>
            <ActiveBadge
              isActive={policy.isActive}
              activeLabel={activeLabels.active}
              inactiveLabel={activeLabels.inactive}
            />
          </div>
          {policy.isDefault ? (
            <Badge tone="brand" icon={Star} className="mt-1">
              {text.defaultBadge}
            </Badge>
          ) : null}
          <p className="mt-1 text-sm text-muted">
            {text.scope}: {scopeText(policy)}
          </p>
          <p className="text-sm text-muted">
            {text.calendar}: {policy.calendarName ?? text.roundTheClock} · {text.warning}{' '}
            {text.warningValue(policy.warningPercent).toLowerCase()}
          </p>
          <p className="mt-2 text-xs text-subtle">{text.targets}</p>
          <Targets policy={policy} />
          <div className="mt-2 -ml-2">
            <RowActions policy={policy} {...actions} />
          </div>
        </>
      )}
    />
  );
}
