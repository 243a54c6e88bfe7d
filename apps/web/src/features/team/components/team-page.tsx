import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock, Plus } from 'lucide-react';
import {
  STAFF_ROLES,
  PERIOD_LABELS,
  schedulePageMessages,
  teamMessages,
  type Role,
  type TeamMember,
  type TechnicianStats,
} from '@atiende/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ExportButtons } from '../../../components/export-buttons';
import { ForbiddenPanel, ListPage } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { messageOf } from '../../../lib/api-error';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { notify } from '../../../lib/notify';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useDepartmentOptions } from '../api/get-departments';
import { useTeam } from '../api/get-team';
import { useTeamStats } from '../api/get-team-stats';
import { useDeleteTeamUser, useSetActive } from '../api/team-mutations';
import {
  TEAM_TABS,
  hasActiveFilters,
  parseTeamFilters,
  switchTab,
  teamApiQuery,
  teamFiltersToParams,
  type TeamTab,
} from '../lib/team-filters';
import { ResetPasswordDialog } from './reset-password-dialog';
import { RoleDialog } from './role-dialog';
import { TeamFiltersBar } from './team-filters-bar';
import { TeamCards, teamTable } from './team-list';
import type { TeamAction } from './team-row-actions';
import { UserFormDialog } from './user-form-dialog';

const text = teamMessages.page;

export interface TeamViewer {
  id: string;
  role: Role;
}

function Forbidden() {
  return (
    <ForbiddenPanel title={text.title} message={text.forbidden} backLabel={text.backToPanel} />
  );
}

type Pending = { action: 'deactivate' | 'reactivate' | 'delete'; member: TeamMember };

/** /admin/team "Equipo y Roles" (docs/team.md): administrators and tech leads. */
export function TeamPage({ viewer }: { viewer: TeamViewer }) {
  const canSee = viewer.role === 'ADMIN' || viewer.role === 'TECH_LEAD';
  const isLead = viewer.role === 'TECH_LEAD';
  const flags = useFeatureFlags();
  const list = useUrlFilters({
    parse: parseTeamFilters,
    toParams: teamFiltersToParams,
    isActive: hasActiveFilters,
    cleared: ({ tab, period }) => ({ tab, page: 1, period }),
  });
  // A lead's scope holds técnicos only: no clients tab (docs/team.md).
  const filters = isLead ? { ...list.filters, tab: 'equipo' as const } : list.filters;
  const isClients = filters.tab === 'clientes';
  const query = useTeam(filters, { isEnabled: canSee });
  const departments = useDepartmentOptions(canSee);
  const members = query.data?.users ?? [];
  const staffIds = members.filter((member) => STAFF_ROLES.includes(member.role)).map((m) => m.id);
  const stats = useTeamStats(canSee && !isClients ? staffIds : [], filters.period);
  const [form, setForm] = useState<{ member: TeamMember | null } | null>(null);
  const [roleMember, setRoleMember] = useState<TeamMember | null>(null);
  const [resetMember, setResetMember] = useState<TeamMember | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const setActive = useSetActive();
  const remove = useDeleteTeamUser();

  if (!canSee) return <Forbidden />;

  const statsById = new Map<string, TechnicianStats>(
    (stats.data?.stats ?? []).map((item) => [item.technicianId, item]),
  );

  const onAction = (action: TeamAction, member: TeamMember) => {
    if (action === 'edit') setForm({ member });
    else if (action === 'role') setRoleMember(member);
    else if (action === 'reset') setResetMember(member);
    else setPending({ action, member });
  };

  const listProps = { tab: filters.tab, members, stats: statsById, viewer, onAction };
  const content = (
    <div className="space-y-4 pt-4">
      <TeamFiltersBar
        {...list.bar}
        filters={filters}
        departments={departments.data ?? []}
        tab={filters.tab}
        showRole={!isLead && !isClients}
      />
      <PagedList
        query={query}
        rows={members}
        texts={text}
        emptyAllMessage={isClients ? text.emptyAllClients : text.emptyAll}
        filters={list}
        table={teamTable(listProps)}
        cards={<TeamCards {...listProps} />}
      />
    </div>
  );

  const confirm = async () => {
    if (!pending) return;
    const { action, member } = pending;
    try {
      if (action === 'delete') {
        const result = await remove.mutateAsync(member.id);
        notify.success(result.message);
      } else {
        await setActive.mutateAsync({ id: member.id, isActive: action === 'reactivate' });
        notify.success(
          action === 'reactivate'
            ? teamMessages.reactivateDialog.done(member.name)
            : teamMessages.deactivateDialog.done(member.name),
        );
      }
      setPending(null);
    } catch (error) {
      notify.error(messageOf(error, teamMessages.actionFailed));
    }
  };

  const dialogText =
    pending?.action === 'delete'
      ? teamMessages.deleteDialog
      : pending?.action === 'reactivate'
        ? teamMessages.reactivateDialog
        : teamMessages.deactivateDialog;

  return (
    <ListPage
      title={text.title}
      description={
        <>
          {isLead ? text.leadDescription : text.description}{' '}
          {isClients ? null : text.figuresNote(PERIOD_LABELS[filters.period])}
        </>
      }
      actions={
        <>
          {/* docs/schedules.md#pantallas: the team's schedules are reached from the team. */}
          {flags.schedules ? (
            <Link to="/admin/team/schedules" className={buttonClasses('secondary')}>
              <CalendarClock aria-hidden="true" className="size-4" />
              {schedulePageMessages.team.link}
            </Link>
          ) : null}
          <ExportButtons
            path="/users/export"
            fileName="equipo"
            query={teamApiQuery(filters, { forExport: true })}
          />
          <Button onClick={() => setForm({ member: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {isLead ? text.newTechnician : text.newUser}
          </Button>
        </>
      }
    >
      {isLead ? (
        content
      ) : (
        <Tabs
          label={text.tabsLabel}
          listClassName=""
          selectedId={filters.tab}
          onSelect={(tab) => list.apply(switchTab(filters, tab as TeamTab))}
          tabs={TEAM_TABS.map((tab) => ({
            id: tab,
            label: text.tabs[tab],
            content: tab === filters.tab ? content : null,
          }))}
        />
      )}

      <UserFormDialog
        member={form?.member ?? null}
        isOpen={form !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setForm(null))}
        isLead={isLead}
        departments={departments.data ?? []}
      />
      <RoleDialog member={roleMember} onClose={() => setRoleMember(null)} />
      <ResetPasswordDialog member={resetMember} onClose={() => setResetMember(null)} />
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setPending(null))}
        title={pending ? dialogText.title(pending.member.name) : ''}
        description={dialogText.description}
        confirmLabel={dialogText.submit}
        pendingLabel={teamMessages.form.saving}
        cancelLabel={teamMessages.form.cancel}
        closeLabel={teamMessages.form.close}
        tone={pending?.action === 'reactivate' ? 'default' : 'danger'}
        isPending={setActive.isPending || remove.isPending}
        onConfirm={() => void confirm()}
      />
    </ListPage>
  );
}
