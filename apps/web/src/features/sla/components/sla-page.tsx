import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Plus, Timer } from 'lucide-react';
import { slaMessages, type Role, type SlaCalendar, type SlaPolicy } from '@atiende/contracts';
import { ForbiddenPanel, ListPage } from '../../../components/page-header';
import { ListResults, ListRows } from '../../../components/paged-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DeferredLoader } from '../../../components/ui/deferred-loader';
import { Tabs } from '../../../components/ui/tabs';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { departmentsQueryOptions } from '../../../lib/reference-data/reference-data';
import { useCalendars, useDeleteCalendar, useDeletePolicy, usePolicies } from '../api/sla';
import { CalendarDialog } from './calendar-dialog';
import { CalendarCards, calendarTable } from './calendar-list';
import { PolicyDialog } from './policy-dialog';
import { PolicyCards, policyTable } from './policy-list';

const page = slaMessages.page;
const policyText = slaMessages.policies;
const calendarText = slaMessages.calendars;

type TabId = 'politicas' | 'calendarios';

/**
 * /admin/sla-management (docs/sla.md#página-de-administración): administrators manage the SLA
 * policies and the business calendars; a lead reads them; others get an explanation, not the data.
 */
export function SlaManagementPage({ role }: { role: Role }) {
  const isAdmin = role === 'ADMIN';
  const isAllowed = isAdmin || role === 'TECH_LEAD';
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get('tab') === 'calendarios' ? 'calendarios' : 'politicas';
  const policies = usePolicies(isAllowed);
  const calendars = useCalendars(isAllowed);
  const departments = useQuery({ ...departmentsQueryOptions(), enabled: isAdmin });
  const [editingPolicy, setEditingPolicy] = useState<SlaPolicy | 'new' | null>(null);
  const [deletingPolicy, setDeletingPolicy] = useState<SlaPolicy | null>(null);
  const [editingCalendar, setEditingCalendar] = useState<SlaCalendar | 'new' | null>(null);
  const [deletingCalendar, setDeletingCalendar] = useState<SlaCalendar | null>(null);

  if (!isAllowed) {
    return (
      <ForbiddenPanel title={page.title} message={page.forbidden} backLabel={page.backToPanel} />
    );
  }

  const newButton =
    tab === 'politicas' ? (
      <Button onClick={() => setEditingPolicy('new')}>
        <Plus aria-hidden="true" className="size-4" />
        {policyText.newPolicy}
      </Button>
    ) : (
      <Button onClick={() => setEditingCalendar('new')}>
        <Plus aria-hidden="true" className="size-4" />
        {calendarText.newCalendar}
      </Button>
    );

  const policyRows = policies.data ?? [];
  const calendarRows = calendars.data ?? [];
  const policyActions = {
    canManage: isAdmin,
    onEdit: setEditingPolicy,
    onDelete: setDeletingPolicy,
  };
  const calendarActions = {
    canManage: isAdmin,
    onEdit: setEditingCalendar,
    onDelete: setDeletingCalendar,
  };

  return (
    <ListPage
      title={page.title}
      description={isAdmin ? page.description : page.readOnlyDescription}
      actions={isAdmin ? newButton : null}
    >
      <Tabs
        label={page.tabsLabel}
        listClassName=""
        panelClassName="pt-4"
        selectedId={tab}
        onSelect={(id) => setParams(id === 'calendarios' ? { tab: id } : {}, { replace: true })}
        tabs={[
          {
            id: 'politicas',
            label: policyText.tab,
            content: (
              <Results
                query={policies}
                count={policyRows.length}
                texts={{ ...policyText, retry: page.retry }}
                emptyMessage={policyText.emptyBody}
                emptyIcon={Timer}
              >
                <ListRows
                  rows={policyRows}
                  table={policyTable(policyActions)}
                  cards={<PolicyCards policies={policyRows} {...policyActions} />}
                />
              </Results>
            ),
          },
          {
            id: 'calendarios',
            label: calendarText.tab,
            content: (
              <Results
                query={calendars}
                count={calendarRows.length}
                texts={{ ...calendarText, retry: page.retry }}
                emptyMessage={calendarText.emptyBody}
                emptyIcon={CalendarClock}
              >
                <ListRows
                  rows={calendarRows}
                  table={calendarTable(calendarActions)}
                  cards={<CalendarCards calendars={calendarRows} {...calendarActions} />}
                />
              </Results>
            ),
          },
        ]}
      />

      {isAdmin ? (
        <>
          <PolicyDialog
            policy={editingPolicy === 'new' ? null : editingPolicy}
            isOpen={editingPolicy !== null}
            onOpenChange={(isOpen) => (isOpen ? null : setEditingPolicy(null))}
            departments={departments.data ?? []}
            calendars={calendarRows}
          />
          <DeletePolicyDialog policy={deletingPolicy} onClose={() => setDeletingPolicy(null)} />
          <CalendarDialog
            calendar={editingCalendar === 'new' ? null : editingCalendar}
            isOpen={editingCalendar !== null}
            onOpenChange={(isOpen) => (isOpen ? null : setEditingCalendar(null))}
          />
          <DeleteCalendarDialog
            calendar={deletingCalendar}
            onClose={() => setDeletingCalendar(null)}
          />
        </>
      ) : null}
    </ListPage>
  );
}

type ResultsProps = Omit<Parameters<typeof ListResults>[0], 'onClearFilters'> & {
  query: Parameters<typeof ListResults>[0]['query'] & { isPending: boolean };
  children: ReactNode;
};

/** A tab's list: nothing, then a spinner after 300 ms, until the first answer. */
function Results({ query, children, ...props }: ResultsProps) {
  if (query.isPending && !query.isError) return <DeferredLoader />;
  return (
    <ListResults query={query} onClearFilters={null} {...props}>
      {children}
    </ListResults>
  );
}

/** The default policy is explained, not offered for deletion (docs/sla.md#precedence). */
function DeletePolicyDialog({
  policy,
  onClose,
}: {
  policy: SlaPolicy | null;
  onClose: () => void;
}) {
  const remove = useDeletePolicy();
  const isDefault = policy?.isDefault ?? false;
  return (
    <ConfirmDialog
      isOpen={policy !== null}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={
        isDefault
          ? policyText.defaultRefusalTitle
          : policy
            ? policyText.removeTitle(policy.name)
            : ''
      }
      description={isDefault ? policyText.defaultRefusal : policyText.removeBody}
      confirmLabel={policyText.removeConfirm}
      pendingLabel={page.deleting}
      cancelLabel={isDefault ? page.close : page.cancel}
      closeLabel={page.close}
      isPending={remove.isPending}
      actions={isDefault ? null : undefined}
      onConfirm={() => {
        if (!policy) return;
        remove.mutate(policy.id, {
          onSuccess: () => {
            notify.success(policyText.removed(policy.name));
            onClose();
          },
          onError: (error) => notify.error(messageOf(error, policyText.removeFailed)),
        });
      }}
    />
  );
}

/** A calendar a policy uses is explained, not offered for deletion (409 SLA_CALENDAR_IN_USE). */
function DeleteCalendarDialog({
  calendar,
  onClose,
}: {
  calendar: SlaCalendar | null;
  onClose: () => void;
}) {
  const remove = useDeleteCalendar();
  const inUse = (calendar?.policyCount ?? 0) > 0;
  return (
    <ConfirmDialog
      isOpen={calendar !== null}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={
        inUse ? calendarText.inUseTitle : calendar ? calendarText.removeTitle(calendar.name) : ''
      }
      description={
        inUse && calendar ? calendarText.inUse(calendar.policyCount) : calendarText.removeBody
      }
      confirmLabel={calendarText.removeConfirm}
      pendingLabel={page.deleting}
      cancelLabel={inUse ? page.close : page.cancel}
      closeLabel={page.close}
      isPending={remove.isPending}
      actions={inUse ? null : undefined}
      onConfirm={() => {
        if (!calendar) return;
        remove.mutate(calendar.id, {
          onSuccess: () => {
            notify.success(calendarText.removed(calendar.name));
            onClose();
          },
          onError: (error) => notify.error(messageOf(error, calendarText.removeFailed)),
        });
      }}
    />
  );
}
