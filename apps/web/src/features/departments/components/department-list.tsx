import { Pencil, Trash2, Users } from 'lucide-react';
import { departmentMessages, type DepartmentListItem } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
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

function ActiveBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <span className="inline-flex rounded-sm bg-success-tint px-2 py-0.5 text-xs font-medium text-status-resolved">
      {text.active}
    </span>
  ) : (
    <span className="inline-flex rounded-sm bg-surface-2 px-2 py-0.5 text-xs font-medium text-muted">
      {text.inactive}
    </span>
  );
}

function RowActions({
  department,
  ...actions
}: DepartmentActions & { department: DepartmentListItem }) {
  if (!actions.canManage(department)) return null;
  return (
    <div className="flex gap-1 whitespace-nowrap">
      <Button
        variant="ghost"
        className="px-2"
        aria-label={text.editNamed(department.name)}
        onClick={() => actions.onEdit(department)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        <span>{text.edit}</span>
      </Button>
      <Button
        variant="ghost"
        className="px-2"
        aria-label={text.membersNamed(department.name)}
        onClick={() => actions.onMembers(department)}
      >
        <Users aria-hidden="true" className="size-4" />
        <span>{text.membersButton}</span>
      </Button>
      {actions.canDelete ? (
        <Button
          variant="ghost"
          className="px-2 text-error"
          aria-label={text.deleteNamed(department.name)}
          onClick={() => actions.onDelete(department)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span>{text.delete}</span>
        </Button>
      ) : null}
    </div>
  );
}

function activeStatusCount(department: DepartmentListItem): number {
  return department.statuses.filter((status) => status.isActive).length;
}

/** Desktop: one row per department (UX.md §2.1 density), numbers right-aligned. */
export function DepartmentTable({ departments, ...actions }: DepartmentListProps) {
  const numeric = 'px-3 py-2 text-right tabular-nums';
  return (
    <div
      role="region"
      aria-label={text.tableCaption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-line bg-white"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{text.tableCaption}</caption>
        <thead className="bg-surface text-xs text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {text.name}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {text.lead}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {text.members}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {text.openTickets}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {text.productsAndServices}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {text.state}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {text.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {departments.map((department) => (
            <tr key={department.id} className="align-top hover:bg-surface">
              <td className="px-3 py-2">
                <span className="block font-medium text-ink">{department.name}</span>
                {department.description ? (
                  <span className="line-clamp-1 block max-w-md text-xs text-muted">
                    {department.description}
                  </span>
                ) : null}
                <span className="block text-xs text-subtle">
                  {text.statusCount(activeStatusCount(department))}
                </span>
              </td>
              <td className="px-3 py-2">
                {department.lead ? (
                  <>
                    <span className="block text-ink">{department.lead.name}</span>
                    <span className="block text-xs text-subtle">{department.lead.email}</span>
                  </>
                ) : (
                  <span className="text-muted">{text.noLead}</span>
                )}
              </td>
              <td className={numeric}>{formatCount(department.counts.members)}</td>
              <td className={numeric}>{formatCount(department.counts.openTickets)}</td>
              <td className={numeric}>
                {formatCount(department.counts.products + department.counts.services)}
              </td>
              <td className="px-3 py-2">
                <ActiveBadge isActive={department.isActive} />
              </td>
              <td className="px-3 py-1">
                <RowActions department={department} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below 768 px: one card per department (UX.md §5). */
export function DepartmentCards({ departments, ...actions }: DepartmentListProps) {
  return (
    <ul className="space-y-2">
      {departments.map((department) => (
        <li key={department.id} className="rounded-lg border border-line bg-white p-3">
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-medium text-ink">{department.name}</h2>
            <ActiveBadge isActive={department.isActive} />
          </div>
          <p className="mt-1 text-sm text-muted">
            {text.lead}: {department.lead?.name ?? text.noLead}
          </p>
          <p className="mt-1 text-xs text-subtle tabular-nums">
            {text.counts(
              formatCount(department.counts.members),
              formatCount(department.counts.openTickets),
            )}{' '}
            · {text.statusCount(activeStatusCount(department))}
          </p>
          <div className="mt-2 -ml-2">
            <RowActions department={department} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
