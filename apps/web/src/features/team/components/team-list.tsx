import {
  ROLE_LABELS,
  teamMessages,
  type Role,
  type TeamMember,
  type TechnicianStats,
} from '@atiende/contracts';
import { TextLink } from '../../../components/ui/text-link';
import { activeColumn } from '../../../components/table-columns';
import { ActiveBadge } from '../../../components/ui/badge';
import { CardList, type ListTable } from '../../../components/paged-list';
import { DATA_TABLE_HEAD, type DataTableColumn } from '../../../components/ui/data-table';
import { formatCount } from '../../../lib/money';
import type { TeamTab } from '../lib/team-filters';
import { actionsFor, TeamRowActions, type TeamAction } from './team-row-actions';

const text = teamMessages.page;
const columns = text.columns;

export interface TeamListProps {
  /** Staff (role, departments, load, figures) or clients (company). */
  tab: TeamTab;
  members: TeamMember[];
  stats: Map<string, TechnicianStats>;
  viewer: { id: string; role: Role };
  onAction: (action: TeamAction, member: TeamMember) => void;
}

function StatusChip({ isActive }: { isActive: boolean }) {
  return (
    <ActiveBadge isActive={isActive} activeLabel={text.active} inactiveLabel={text.inactive} />
  );
}

const minutes = (value: number | null | undefined) =>
  value === null || value === undefined ? text.noFigure : text.minutes(value);
const rate = (value: number | null | undefined) =>
  value === null || value === undefined ? text.noFigure : `${Math.round(value * 100)} %`;
const departmentsText = (member: TeamMember) =>
  member.departments.map((item) => item.name).join(', ') || text.noDepartments;
const loadText = (member: TeamMember) =>
  member.role === 'CLIENT' ? text.noFigure : text.loadOf(member.openTickets, member.maxOpenTickets);

/** A client's company, linking to its page in the CRM; "Sin empresa" when unlinked. */
function CustomerLink({ member }: { member: TeamMember }) {
  if (!member.customer) return <span className="text-muted">{text.noCustomer}</span>;
  return <TextLink to={`/admin/customers/${member.customer.id}`}>{member.customer.name}</TextLink>;
}

function NameCell({ member, viewerId }: { member: TeamMember; viewerId: string }) {
  return (
    <>
      <span className="font-medium text-ink">{member.name}</span>
      {member.id === viewerId ? <span className="ml-1 text-muted">{text.you}</span> : null}
      {/* A long address breaks anywhere instead of widening the table past the screen. */}
      <span className="block text-xs text-muted [overflow-wrap:anywhere]">{member.email}</span>
    </>
  );
}

const figure = (value: number | undefined) =>
  value === undefined ? text.noFigure : formatCount(value);

function tableColumns({
  tab,
  stats,
  viewer,
  onAction,
}: Omit<TeamListProps, 'members'>): ReadonlyArray<DataTableColumn<TeamMember>> {
  const nowrap = 'whitespace-nowrap';
  /** A figure of the person's work in the period, right-aligned ("—" when there is none). */
  const stat = <Key extends keyof TechnicianStats>(
    id: keyof typeof columns,
    key: Key,
    format: (value: TechnicianStats[Key] | undefined) => string,
    className?: string,
  ): DataTableColumn<TeamMember> => ({
    id,
    header: columns[id],
    align: 'end',
    className,
    cell: (member) => format(stats.get(member.id)?.[key]),
  });
  const name: DataTableColumn<TeamMember> = {
    id: 'name',
    header: columns.name,
    className: 'min-w-48',
    cell: (member) => <NameCell member={member} viewerId={viewer.id} />,
  };
  const actions: DataTableColumn<TeamMember> = {
    id: 'actions',
    header: columns.actions,
    isHeaderHidden: true,
    padding: 'px-1 py-1',
    className: 'w-12 text-right',
    cell: (member) => (
      <TeamRowActions member={member} actions={actionsFor(member, viewer)} onAction={onAction} />
    ),
  };
  const status = activeColumn<TeamMember>('status', columns.status, text);
  if (tab === 'clientes') {
    return [
      name,
      {
        id: 'customer',
        header: columns.customer,
        cell: (member) => <CustomerLink member={member} />,
      },
      status,
      actions,
    ];
  }
  return [
    name,
    { id: 'role', header: columns.role, className: nowrap, cell: (m) => ROLE_LABELS[m.role] },
    {
      id: 'departments',
      header: columns.departments,
      className: 'max-w-40 text-xs text-muted [overflow-wrap:anywhere]',
      cell: departmentsText,
    },
    status,
    {
      id: 'load',
      header: columns.load,
      headerTitle: columns.loadHint,
      align: 'end',
      className: nowrap,
      cell: loadText,
    },
    stat('assigned', 'assigned', figure),
    stat('resolved', 'resolved', figure),
    stat('firstResponse', 'averageFirstResponseMinutes', minutes, nowrap),
    stat('resolution', 'averageResolutionMinutes', minutes, nowrap),
    stat('reopenRate', 'reopenRate', rate),
    actions,
  ];
}

/** ≥ 768 px: a dense table that scrolls sideways inside its own region. */
export function teamTable(props: Omit<TeamListProps, 'members'>): ListTable<TeamMember> {
  return {
    caption: props.tab === 'clientes' ? text.clientsCaption : text.caption,
    columns: tableColumns(props),
    density: 'dense',
    headClassName: `${DATA_TABLE_HEAD} [&_th]:whitespace-nowrap`,
    rowProps: (member) => ({ className: member.isActive ? undefined : 'bg-surface' }),
  };
}

/** < 768 px: one card per person (docs/product/ui.md#patterns). */
export function TeamCards({ tab, members, stats, viewer, onAction }: TeamListProps) {
  return (
    <CardList
      rows={members}
      label={tab === 'clientes' ? text.clientsCaption : text.caption}
      itemClassName="rounded-lg border border-line bg-white p-4 text-sm"
      card={(member) => {
        const figures = stats.get(member.id);
        return (
          <>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0 break-words">
                <NameCell member={member} viewerId={viewer.id} />
              </div>
              <TeamRowActions
                member={member}
                actions={actionsFor(member, viewer)}
                onAction={onAction}
              />
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <StatusChip isActive={member.isActive} />
              <span className="text-ink">{ROLE_LABELS[member.role]}</span>
            </div>
            {member.role === 'CLIENT' ? (
              <p className="mt-2">
                <span className="text-muted">{text.customerLabel}: </span>
                <CustomerLink member={member} />
              </p>
            ) : (
              <p className="mt-2 text-muted">{departmentsText(member)}</p>
            )}
            {member.role !== 'CLIENT' ? (
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 tabular-nums">
                <dt className="text-muted">{columns.load}</dt>
                <dd className="text-right">{loadText(member)}</dd>
                <dt className="text-muted">{columns.resolved}</dt>
                <dd className="text-right">{figure(figures?.resolved)}</dd>
                <dt className="text-muted">{columns.firstResponse}</dt>
                <dd className="text-right">{minutes(figures?.averageFirstResponseMinutes)}</dd>
              </dl>
            ) : null}
          </>
        );
      }}
    />
  );
}
