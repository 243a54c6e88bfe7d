import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Users } from 'lucide-react';
import {
  schedulePageMessages,
  type Role,
  type TeamScheduleMember,
  type TeamScheduleResponse,
} from '@atiende/contracts';
import { ForbiddenPanel, ListPage } from '../../../components/page-header';
import { CardSection } from '../../../components/ui/card-section';
import { DeferredLoader } from '../../../components/ui/deferred-loader';
import { LoadFailed } from '../../../components/ui/load-failed';
import { MessagePanel } from '../../../components/ui/message-panel';
import { Select } from '../../../components/ui/select';
import { Tabs } from '../../../components/ui/tabs';
import { toIsoDay } from '../../../lib/dates';
import { useAvailability } from '../api/get-availability';
import { useDepartmentScheduleSettings } from '../api/get-department-settings';
import { useTeamSchedule } from '../api/get-team-schedule';
import { addDays, mondayOf } from '../lib/calendar-grid';
import { CoverageWarnings } from './coverage-warnings';
import { DepartmentSettingsForm } from './department-settings-form';
import { ExceptionList } from './exception-list';
import { LunchRotaEditor } from './lunch-rota-editor';
import { ShiftDialog, type ShiftCell } from './shift-dialog';
import { ShiftPattern } from './shift-pattern';

const text = schedulePageMessages.team;
const common = schedulePageMessages.common;
const TABS = ['turnos', 'excepciones', 'almuerzos', 'ajustes'] as const;
type TabId = (typeof TABS)[number];

/** Exceptions are listed for the current week and the next seven (within the API's 62 days). */
const WEEKS_SHOWN = 8;

/**
 * /admin/team/schedules "Horarios del equipo" (docs/schedules.md#pantallas): administrators and
 * the leads of a department pick it and edit its técnicos' weekly shifts, their exceptions, the
 * lunch rota and the department's settings; coverage warnings say who and when. Others get an
 * explanation, not the data.
 */
export function TeamSchedulesPage({ role }: { role: Role }) {
  if (role !== 'ADMIN' && role !== 'TECH_LEAD') {
    return <ForbiddenPanel title={text.title} message={text.forbidden} backLabel={common.back} />;
  }
  return <TeamSchedules />;
}

function TeamSchedules() {
  const [params, setParams] = useSearchParams();
  // The departments in the viewer's scope (all for an administrator, a lead's own).
  const availability = useAvailability();
  const departments = availability.data?.departments ?? [];
  const requested = params.get('departamento');
  const departmentId =
    departments.find((item) => item.departmentId === requested)?.departmentId ??
    departments[0]?.departmentId ??
    null;
  const tab: TabId = TABS.find((id) => id === params.get('tab')) ?? 'turnos';
  const setParam = (next: { departamento?: string; tab?: TabId }) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) search.set(key, value);
    if (search.get('tab') === 'turnos') search.delete('tab');
    setParams(search, { replace: true });
  };

  return (
    <ListPage title={text.title} description={text.description}>
      {availability.isError ? (
        <LoadFailed
          message={text.loadFailed}
          retryLabel={common.retry}
          onRetry={availability.refetch}
        />
      ) : availability.isPending ? (
        <DeferredLoader />
      ) : departmentId === null ? (
        <MessagePanel icon={Users} heading={text.title} headingLevel={2}>
          <p>{text.noDepartments}</p>
        </MessagePanel>
      ) : (
        <>
          <div className="max-w-sm">
            <Select
              id="team-schedules-department"
              label={common.department}
              value={departmentId}
              onChange={(event) => setParam({ departamento: event.target.value })}
              options={departments.map((item) => ({
                value: item.departmentId,
                label: item.departmentName,
              }))}
              fieldSize="md"
            />
          </div>
          <Tabs
            label={text.tabsLabel}
            listClassName=""
            panelClassName="pt-4"
            selectedId={tab}
            onSelect={(id) => setParam({ tab: id as TabId })}
            tabs={TABS.map((id) => ({
              id,
              label: text.tabs[id],
              content:
                id === tab ? (
                  <DepartmentTab key={departmentId} departmentId={departmentId} tab={id} />
                ) : null,
            }))}
          />
        </>
      )}
    </ListPage>
  );
}

function DepartmentTab({ departmentId, tab }: { departmentId: string; tab: TabId }) {
  const today = toIsoDay(new Date())!;
  const from = mondayOf(today);
  const team = useTeamSchedule(departmentId, { from, to: addDays(from, WEEKS_SHOWN * 7 - 1) });
  const settings = useDepartmentScheduleSettings(departmentId);
  const [cell, setCell] = useState<ShiftCell | null>(null);

  if (tab === 'ajustes') {
    if (settings.isError) {
      return (
        <LoadFailed
          message={text.loadFailed}
          retryLabel={common.retry}
          onRetry={settings.refetch}
        />
      );
    }
    return settings.data ? (
      <CardSection id="schedule-settings" title={text.settings.title}>
        <p className="mt-1 text-sm text-muted">{text.settings.description}</p>
        <DepartmentSettingsForm key={settings.data.departmentId} settings={settings.data} />
      </CardSection>
    ) : (
      <DeferredLoader />
    );
  }
  if (tab === 'almuerzos') {
    return (
      <CardSection id="schedule-rota" title={text.rota.title}>
        <p className="mt-1 text-sm text-muted">{text.rota.description}</p>
        <LunchRotaEditor departmentId={departmentId} />
      </CardSection>
    );
  }
  if (team.isError) {
    return (
      <LoadFailed message={text.loadFailed} retryLabel={common.retry} onRetry={team.refetch} />
    );
  }
  if (!team.data) return <DeferredLoader />;
  const data: TeamScheduleResponse = team.data;
  if (data.members.length === 0) {
    return (
      <MessagePanel icon={Users} heading={text.title} headingLevel={2}>
        <p>{text.noMembers}</p>
      </MessagePanel>
    );
  }
  if (tab === 'excepciones') {
    return (
      <CardSection id="schedule-exceptions" title={text.exceptions.title}>
        <p className="mt-1 text-sm text-muted">{text.exceptions.description}</p>
        <ExceptionList members={data.members} />
      </CardSection>
    );
  }
  const department = data.department?.departmentName ?? '';
  const hasAnySchedule = data.members.some((member) => member.hasSchedule);
  return (
    <div className="space-y-4">
      {hasAnySchedule ? null : (
        <p className="rounded-md bg-brand-tint p-3 text-sm text-brand">{text.empty}</p>
      )}
      <ShiftPattern
        members={data.members}
        department={department}
        onEdit={(member: TeamScheduleMember, weekday: number) => setCell({ member, weekday })}
      />
      <CardSection id="schedule-coverage" title={text.coverageTitle}>
        <p className="mt-1 mb-2 text-sm text-muted">{text.coverageHint}</p>
        <CoverageWarnings warnings={data.warnings} />
      </CardSection>
      <ShiftDialog cell={cell} onClose={() => setCell(null)} />
    </div>
  );
}
