import { Pencil, Trash2, Users } from 'lucide-react';
import { departmentMessages, type DepartmentListItem } from '@atiende/contracts';
import { RowActionButtons } from '../../../components/row-action-buttons';
import { actionsColumn, activeColumn, nameColumn } from '../../../components/table-columns';
import { ActiveBadge } from '../../../components/ui/badge';
import { CardList, type ListTable } from '../../../components/paged-list';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { formatCount } from '../../../lib/money';

const text = departmentMessages.departmentsPage;

export interface DepartmentActions {
  canManage: (department: DepartmentListItem) => boolean;
  canDelete: boolean;
  onEdit: (department: DepartmentListItem) => void;
  onMembers: (department: DepartmentListItem) => void;
  onDelete: (department: DepartmentListItem) => void;
}

interface DepartmentListProps extends DepartmentActions {
  departments: DepartmentListItem[];
}

function StateBadge({ isActive }: { isActive: boolean }) {
  return (
    <ActiveBadge isActive={isActive} activeLabel={text.active} inactiveLabel={text.inactive} />
  );
}

function RowActions({
  department,
  ...actions
}: DepartmentActions & { department: DepartmentListItem }) {
  if (!actions.canManage(department)) return null;
  return (
    <RowActionButtons
      className="whitespace-nowrap"
      actions={[
        {
          icon: Pencil,
          label: text.edit,
          ariaLabel: text.editNamed(department.name),
          onClick: () => actions.onEdit(department),
        },
        {
          icon: Users,
          label: text.membersButton,
          ariaLabel: text.membersNamed(department.name),
          onClick: () => actions.onMembers(department),
        },
        actions.canDelete
          ? {
              icon: Trash2,
              label: text.delete,
              ariaLabel: text.deleteNamed(department.name),
              onClick: () => actions.onDelete(department),
              isDanger: true,
            }
          : null,
      ]}
    />
  );
}

function activeStatusCount(department: DepartmentListItem): number {
  return department.statuses.filter((status) => status.isActive).length;
}

const columns = (
  actions: DepartmentActions,
): ReadonlyArray<DataTableColumn<DepartmentListItem>> => [
  nameColumn(text.name, (department) => (
    <span className="block text-xs text-subtle">
      {text.statusCount(activeStatusCount(department))}
    </span>
  )),
  {
    id: 'lead',
    header: text.lead,
    cell: ({ lead }) =>
      lead ? (
        <>
          <span className="block text-ink">{lead.name}</span>
          <span className="block text-xs text-subtle">{lead.email}</span>
        </>
      ) : (
        <span className="text-muted">{text.noLead}</span>
      ),
  },
  {
    id: 'members',
    header: text.members,
    align: 'end',
    cell: ({ counts }) => formatCount(counts.members),
  },
  {
    id: 'open',
    header: text.openTickets,
    align: 'end',
    cell: ({ counts }) => formatCount(counts.openTickets),
  },
  {
    id: 'catalogue',
    header: text.productsAndServices,
    align: 'end',
    cell: ({ counts }) => formatCount(counts.products + counts.services),
  },
  activeColumn('state', text.state, text),
  actionsColumn(text.actions, (department) => <RowActions department={department} {...actions} />),
];

/**
 * Desktop: one row per department (docs/product/tickets.md#ticket-list density), numbers
 * right-aligned.
 */
export function departmentTable(actions: DepartmentActions): ListTable<DepartmentListItem> {
  return {
    caption: text.tableCaption,
    columns: columns(actions),
    rowProps: () => ({ className: 'align-top' }),
  };
}

/** Below 768 px: one card per department (docs/product/ui.md#patterns). */
export function DepartmentCards({ departments, ...actions }: DepartmentListProps) {
  return (
    <CardList
      rows={departments}
      itemClassName="rounded-lg border border-line bg-white p-3"
      card={(department) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-medium text-ink">{department.name}</h2>
            <StateBadge isActive={department.isActive} />
          </div>
          <p className="mt-1 text-sm text-muted">
            {text.lead}: {department.lead?.name ?? text.noLead}
          </p>
          <p className="mt-1 text-xs text-subtle tabular-nums">
            {text.counts(department.counts.members, department.counts.openTickets)} ·{' '}
            {text.statusCount(activeStatusCount(department))}
          </p>
          <div className="mt-2 -ml-2">
            <RowActions department={department} {...actions} />
          </div>
        </>
      )}
    />
  );
}
