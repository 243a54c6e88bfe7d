import type { ReactNode } from 'react';
import { CircleCheck, CircleSlash } from 'lucide-react';
import { Link } from 'react-router';
import {
  ROLE_LABELS,
  teamMessages,
  type Role,
  type TeamMember,
  type TechnicianStats,
} from '@atiende/contracts';
import { formatCount } from '../../../lib/money';
import { actionsFor, TeamRowActions, type TeamAction } from './team-row-actions';

const text = teamMessages.page;
const columns = text.columns;

export interface TeamListProps {
  members: TeamMember[];
  stats: Map<string, TechnicianStats>;
  viewer: { id: string; role: Role };
  onAction: (action: TeamAction, member: TeamMember) => void;
}

function StatusChip({ isActive }: { isActive: boolean }) {
  const Icon = isActive ? CircleCheck : CircleSlash;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-sm px-2 py-0.5 text-xs font-medium ${
        isActive ? 'bg-[#DCFCE7] text-[#166534]' : 'bg-surface-2 text-[#334155]'
      }`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {isActive ? text.active : text.inactive}
    </span>
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
  return (
    <Link
      to={`/admin/customers/${member.customer.id}`}
      className="text-brand underline-offset-2 hover:underline"
    >
      {member.customer.name}
    </Link>
  );
}

function NameCell({ member, viewerId }: { member: TeamMember; viewerId: string }) {
  return (
    <>
      <span className="font-medium text-ink">{member.name}</span>
      {member.id === viewerId ? <span className="ml-1 text-muted">{text.you}</span> : null}
      <span className="block text-xs text-muted">{member.email}</span>
    </>
  );
}

/** ≥ 768 px: a dense table in a labelled, focusable scroll region (UX.md §5). */
export function TeamTable({ members, stats, viewer, onAction }: TeamListProps) {
  const head = (label: string, isNumeric = false, title?: string): ReactNode => (
    <th
      scope="col"
      title={title}
      className={`px-2 py-2 font-medium whitespace-nowrap ${isNumeric ? 'text-right' : ''}`}
    >
      {label}
    </th>
  );
  return (
    <div
      role="region"
      aria-label={text.caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-line bg-white"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{text.caption}</caption>
        <thead className="bg-surface text-xs text-muted">
          <tr>
            {head(columns.name)}
            {head(columns.role)}
            {head(columns.departments)}
            {head(columns.customer)}
            {head(columns.status)}
            {head(columns.load, true, columns.loadHint)}
            {head(columns.assigned, true)}
            {head(columns.resolved, true)}
            {head(columns.firstResponse, true)}
            {head(columns.resolution, true)}
            {head(columns.reopenRate, true)}
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">{columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {members.map((member) => {
            const figures = stats.get(member.id);
            return (
              <tr key={member.id} className={member.isActive ? '' : 'bg-surface'}>
                <td className="px-2 py-2">
                  <NameCell member={member} viewerId={viewer.id} />
                </td>
                <td className="px-2 py-2 whitespace-nowrap">{ROLE_LABELS[member.role]}</td>
                <td className="max-w-40 px-2 py-2 text-xs text-muted">{departmentsText(member)}</td>
                <td className="max-w-40 px-2 py-2 text-xs">
                  {member.role === 'CLIENT' ? <CustomerLink member={member} /> : text.noFigure}
                </td>
                <td className="px-2 py-2">
                  <StatusChip isActive={member.isActive} />
                </td>
                <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                  {loadText(member)}
                </td>
                <td className="px-2 py-2 text-right tabular-nums">
                  {figures ? formatCount(figures.assigned) : text.noFigure}
                </td>
                <td className="px-2 py-2 text-right tabular-nums">
                  {figures ? formatCount(figures.resolved) : text.noFigure}
                </td>
                <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                  {minutes(figures?.averageFirstResponseMinutes)}
                </td>
                <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                  {minutes(figures?.averageResolutionMinutes)}
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{rate(figures?.reopenRate)}</td>
                <td className="px-1 py-1 text-right">
                  <TeamRowActions
                    member={member}
                    actions={actionsFor(member, viewer)}
                    onAction={onAction}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** < 768 px: one card per person (UX.md §5). */
export function TeamCards({ members, stats, viewer, onAction }: TeamListProps) {
  return (
    <ul aria-label={text.caption} className="space-y-2">
      {members.map((member) => {
        const figures = stats.get(member.id);
        return (
          <li key={member.id} className="rounded-lg border border-line bg-white p-4 text-sm">
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
                <dd className="text-right">
                  {figures ? formatCount(figures.resolved) : text.noFigure}
                </dd>
                <dt className="text-muted">{columns.firstResponse}</dt>
                <dd className="text-right">{minutes(figures?.averageFirstResponseMinutes)}</dd>
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
